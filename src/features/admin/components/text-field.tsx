"use client";

import type { ComponentProps, ReactNode } from "react";
import { get, type FieldValues, type Path, type RegisterOptions, type UseFormRegister } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "./form-field";

/** The part of a react-hook-form form a bound field needs (any transformed-values type fits). */
export interface BoundForm<V extends FieldValues> {
  register: UseFormRegister<V>;
  /** Read for the field's error only (typing it by V would infer V from it, loosely). */
  formState: { errors: object };
}

interface BoundFieldProps<V extends FieldValues> {
  form: BoundForm<V>;
  /** A field of the form (the form alone decides the values' type). */
  name: Path<NoInfer<V>>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Shown at the end of the label row, e.g. a CharCounter. */
  counter?: ReactNode;
  /** Passed to register (onBlur checks, setValueAs). */
  registerOptions?: RegisterOptions<V, Path<NoInfer<V>>>;
  /** The FormField's own class (its place in a grid). */
  fieldClassName?: string;
}

/** The message of the field's error, from the schema or from the action. */
function fieldError<V extends FieldValues>(form: BoundForm<V>, name: Path<V>): string | undefined {
  return (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
}

/**
 * A one-line text field of an admin form: FormField (label, hint, counter,
 * error tied to the control) around an Input registered under `name`. Every
 * other prop goes to the Input (maxLength, placeholder, className...).
 */
export function TextField<V extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  required,
  counter,
  registerOptions,
  fieldClassName,
  ...input
}: BoundFieldProps<V> & Omit<ComponentProps<"input">, "id" | "name" | "form">) {
  return (
    <FormField id={id} label={label} hint={hint} required={required} counter={counter} error={fieldError(form, name)} className={fieldClassName}>
      {(a11y) => <Input {...a11y} {...input} {...form.register(name, registerOptions)} />}
    </FormField>
  );
}

/** The same for a multi-line text (a description, a JSON block): a Textarea. */
export function TextAreaField<V extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  required,
  counter,
  registerOptions,
  fieldClassName,
  ...textarea
}: BoundFieldProps<V> & Omit<ComponentProps<"textarea">, "id" | "name" | "form">) {
  return (
    <FormField id={id} label={label} hint={hint} required={required} counter={counter} error={fieldError(form, name)} className={fieldClassName}>
      {(a11y) => <Textarea {...a11y} {...textarea} {...form.register(name, registerOptions)} />}
    </FormField>
  );
}
