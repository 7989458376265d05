"use client";

import type { ReactNode } from "react";
import { Controller, get, type Control, type FieldValues, type Path } from "react-hook-form";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FormField } from "./form-field";
import { SelectOptions } from "./select-options";

/** A choice among fixed options (a banner's device, its visibility) as a form field. */
export function SelectField<V extends FieldValues>({
  control,
  name,
  id,
  label,
  options,
}: {
  control: Control<V>;
  name: Path<V>;
  id: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, formState }) => (
        <FormField id={id} label={label} error={(get(formState.errors, name) as { message?: string } | undefined)?.message}>
          {(a11y) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger {...a11y} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectOptions options={options} />
            </Select>
          )}
        </FormField>
      )}
    />
  );
}
