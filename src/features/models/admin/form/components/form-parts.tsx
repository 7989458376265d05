"use client";

import type { ReactNode } from "react";
import { Controller, type Control, type UseFormReturn } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { ChipsField } from "@/features/admin/components/chips-input";
import { SwitchField } from "@/features/admin/components/switch-field";
import { useMessageRef } from "@/features/admin/use-message-ref";
import type { ModelFormValues } from "../schemas";

/**
 * The model form's building blocks: a section card, a switch with its
 * explanation, and a group of tick boxes. Padding shrinks on a phone so a
 * 390 px screen keeps every control without sideways scrolling.
 */

export function FormSection({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region" className="min-w-0">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle id={`${id}-title`} className="text-xl">
          {title}
        </CardTitle>
        {hint ? <CardDescription>{hint}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-5 p-4 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
    </Card>
  );
}

type SwitchName = "isHidden" | "faceVisible" | "showOnHomepage";

/** A switch of the model form; its id is the field's with the model- prefix the e2e specs and labels use. */
export function SwitchRow({ control, name, label, hint }: { control: Control<ModelFormValues>; name: SwitchName; label: string; hint?: string }) {
  return <SwitchField control={control} name={name} id={`model-${name}`} label={label} hint={hint} />;
}

/** Tick boxes for a list field: each option on or off; the list's error under the group. */
export function CheckboxGroup<T extends string | number>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  error?: string;
}) {
  const errorText = useMessageRef()(error);
  const toggle = (option: T, checked: boolean) =>
    onChange(checked ? [...value.filter((item) => item !== option), option] : value.filter((item) => item !== option));
  return (
    <fieldset className="min-w-0" aria-describedby={errorText ? `${id}-error` : undefined}>
      <legend className="sr-only">{legend}</legend>
      <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <li key={option.value} className="flex min-h-11 items-center gap-3">
              <input
                id={optionId}
                type="checkbox"
                className="size-5 shrink-0 accent-[hsl(var(--gold))]"
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <Label htmlFor={optionId} className="min-w-0 font-normal break-words">
                {option.label}
              </Label>
            </li>
          );
        })}
      </ul>
      {errorText ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-300 light:text-destructive" data-slot="field-error">
          {errorText}
        </p>
      ) : null}
    </fieldset>
  );
}

type ListName = "categoryIds" | "services" | "languages";

/** A list field of the model form as tick boxes, its error under the group. */
export function CheckboxGroupField<T extends string | number>({
  control,
  name,
  id,
  legend,
  options,
}: {
  control: Control<ModelFormValues>;
  name: ListName;
  id: string;
  legend: string;
  options: readonly { value: T; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          id={id}
          legend={legend}
          options={options}
          value={field.value as T[]}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A list of short words of the model form as chips (interests, other languages), with the schema's limits. */
export function WordsField({
  form,
  name,
  id,
  label,
  hint,
  limits,
}: {
  form: UseFormReturn<ModelFormValues>;
  name: "interests" | "otherLanguages";
  id: string;
  label: string;
  hint: string;
  limits: { maxItems: number; maxLength: number };
}) {
  return <ChipsField form={form} name={name} id={id} label={label} hint={hint} maxItems={limits.maxItems} maxLength={limits.maxLength} />;
}
