"use client";

import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

/**
 * An on/off field of an admin form: the label and what it does on the left,
 * the switch on the right, in a bordered row. The hint is tied to the switch
 * through aria-describedby.
 */
export function SwitchField<V extends FieldValues>({ control, name, id, label, hint }: { control: Control<V>; name: Path<V>; id: string; label: string; hint?: string }) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-4">
          <div className="flex min-w-0 flex-col gap-1">
            <Label htmlFor={id}>{label}</Label>
            {hint ? (
              <p id={hintId} className="text-xs text-muted-foreground">
                {hint}
              </p>
            ) : null}
          </div>
          <Switch id={id} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} aria-describedby={hintId} />
        </div>
      )}
    />
  );
}
