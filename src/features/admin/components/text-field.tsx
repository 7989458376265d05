"use client";

import type { ComponentProps, ReactNode } from "react";
import { get, useWatch, type Control, type FieldValues, type Path, type RegisterOptions, type UseFormRegister } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { CharCounter, FormField } from "./form-field";

/** The part of a react-hook-form form a bound field needs (any transformed-values type fits). */
export interface BoundForm<V extends FieldValues> {
  register: UseFormRegister<V>;
  control: Control<V>;
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
  /** Shown at the end of the label row, e.g. a count of its own. */
  counter?: ReactNode;
  /** A character counter of the field's own text at the end of the label row (quiet, amber outside `recommended`, red past `max`). */
  limit?: { max: number; recommended?: readonly [number, number] };
  /** Passed to register (onBlur checks, setValueAs). */
  registerOptions?: RegisterOptions<V, Path<NoInfer<V>>>;
  /** The FormField's own class (its place in a grid). */
  fieldClassName?: string;
}

type TextFieldProps<V extends FieldValues> = BoundFieldProps<V> &
  (
    | ({ multiline?: false } & Omit<ComponentProps<"input">, "id" | "name" | "form">)
    | ({ multiline: true } & Omit<ComponentProps<"textarea">, "id" | "name" | "form">)
  );

/**
 * A text field of an admin form: FormField (label, hint, counter, the
 * error from the schema or the action, all tied to the control) around an
 * Input, or a Textarea with `multiline`, registered under `name`. Every
 * other prop goes to the control (maxLength, placeholder, rows, className...).
 */
export function TextField<V extends FieldValues>({ form, name, id, label, hint, required, counter, limit, registerOptions, fieldClassName, ...control }: TextFieldProps<V>) {
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const registered = form.register(name, registerOptions);
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      required={required}
      counter={limit ? <OwnLengthCounter form={form} name={name} limit={limit} /> : counter}
      error={error}
      className={fieldClassName}
    >
      {(a11y) => {
        if (control.multiline) {
          const { multiline: _, ...textarea } = control;
          return <Textarea {...a11y} {...textarea} {...registered} />;
        }
        const { multiline: _, ...input } = control;
        return <Input {...a11y} {...input} {...registered} />;
      }}
    </FormField>
  );
}

/** Watches only its own field, so a counted field re-renders alone as it is typed in. */
function OwnLengthCounter<V extends FieldValues>({ form, name, limit }: { form: BoundForm<V>; name: Path<V>; limit: NonNullable<BoundFieldProps<V>["limit"]> }) {
  const value: unknown = useWatch({ control: form.control, name });
  return <CharCounter length={typeof value === "string" ? value.length : 0} max={limit.max} recommended={limit.recommended} />;
}

/**
 * A path or address on the site ("/models/*", "/escorts-in-mayfair"): a
 * TextField typed as a URL, in monospace, without spelling or autofill.
 */
export function PathField<V extends FieldValues>({ className, ...props }: BoundFieldProps<V> & Omit<ComponentProps<"input">, "id" | "name" | "form">) {
  return <TextField autoComplete="off" spellCheck={false} inputMode="url" className={cn("font-mono", className)} {...props} />;
}
