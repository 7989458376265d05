"use client";

import { XIcon } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { FieldControlProps } from "@/features/admin/components/form-field";

/**
 * Service keywords as removable chips: Enter or a comma adds what was typed,
 * blanks and duplicates (ignoring case) are ignored, × removes one.
 */
export function KeywordChips({
  value,
  onChange,
  control,
  addLabel,
  removeLabel,
  max = 30,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  control: FieldControlProps;
  addLabel: string;
  removeLabel: (keyword: string) => string;
  max?: number;
}) {
  const [draft, setDraft] = useState("");

  function add(raw: string) {
    const additions = raw
      .split(",")
      .map((keyword) => keyword.trim().slice(0, 60))
      .filter(Boolean);
    const next = [...value];
    for (const keyword of additions) {
      if (next.length >= max) break;
      if (!next.some((existing) => existing.toLowerCase() === keyword.toLowerCase())) next.push(keyword);
    }
    if (next.length !== value.length) onChange(next);
    setDraft("");
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <Input
          {...control}
          value={draft}
          onChange={(event) => {
            const text = event.target.value;
            if (text.includes(",")) add(text);
            else setDraft(text);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add(draft);
            }
            if (event.key === "Backspace" && draft === "" && value.length > 0) onChange(value.slice(0, -1));
          }}
        />
        <Button type="button" variant="outline" className="shrink-0" onClick={() => add(draft)} disabled={!draft.trim()}>
          {addLabel}
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-live="polite">
          {value.map((keyword) => (
            <li key={keyword}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1 pl-2.5 text-sm font-normal">
                {keyword}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((existing) => existing !== keyword))}
                  aria-label={removeLabel(keyword)}
                  className="inline-flex size-6 items-center justify-center rounded-sm text-muted-foreground hover:bg-background/60 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <XIcon className="size-3.5" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
