"use client";

import { PlusIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { FieldControlProps } from "@/features/admin/components/form-field";

/**
 * A list of short labels edited as chips (keywords, postcodes, landmarks):
 * type and press Enter, a comma or Add; × removes one. Blanks and duplicates
 * (ignoring case) are ignored, as for the global SEO keywords (spec §2).
 */
export function ChipsInput({
  control,
  value,
  onChange,
  addLabel,
  removeLabel,
  placeholder,
  normalise = (item) => item.trim(),
  maxLength,
}: {
  control: FieldControlProps;
  value: string[];
  onChange: (next: string[]) => void;
  addLabel: string;
  removeLabel: (item: string) => string;
  placeholder?: string;
  normalise?: (item: string) => string;
  maxLength?: number;
}) {
  const [draft, setDraft] = useState("");

  function add(raw: string) {
    const items = raw.split(",").map(normalise).filter(Boolean);
    const seen = new Set(value.map((item) => item.toLocaleLowerCase("en-GB")));
    const next = [...value];
    for (const item of items) {
      const key = item.toLocaleLowerCase("en-GB");
      if (!seen.has(key)) {
        seen.add(key);
        next.push(item);
      }
    }
    if (next.length !== value.length) onChange(next);
    setDraft("");
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Input
          {...control}
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" || event.key === ",") {
              event.preventDefault();
              add(draft);
            } else if (event.key === "Backspace" && draft === "" && value.length > 0) {
              onChange(value.slice(0, -1));
            }
          }}
          onBlur={() => draft.trim() && add(draft)}
        />
        <Button type="button" variant="outline" onClick={() => add(draft)} disabled={!draft.trim()}>
          <PlusIcon aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{addLabel}</span>
        </Button>
      </div>
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-secondary py-0.5 pr-0.5 pl-3 text-xs text-secondary-foreground"
            >
              <span>{item}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== item))}
                className="inline-flex size-6 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={removeLabel(item)}
              >
                <XIcon aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
