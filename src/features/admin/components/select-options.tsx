"use client";

import { SelectContent, SelectItem } from "@/components/ui/select";

/** The open list of a select among fixed options: one item per option, in the given order. */
export function SelectOptions({ options }: { options: readonly { value: string; label: string }[] }) {
  return (
    <SelectContent>
      {options.map((option) => (
        <SelectItem key={option.value} value={option.value}>
          {option.label}
        </SelectItem>
      ))}
    </SelectContent>
  );
}
