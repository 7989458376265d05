"use client";

import { Label } from "@/components/ui/label";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SelectOptions } from "../components/select-options";

/** A labelled choice among fixed options (a list's order or filter, its page size). */
export function LabelledSelect<Value extends string>({
  id,
  label,
  value,
  options,
  onChange,
  className,
  triggerClassName,
}: {
  id: string;
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  className: string;
  triggerClassName?: string;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as Value)}>
        <SelectTrigger id={id} className={triggerClassName}>
          <SelectValue />
        </SelectTrigger>
        <SelectOptions options={options} />
      </Select>
    </div>
  );
}
