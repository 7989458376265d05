"use client";

import { PlusIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Controller, get, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, type FieldControlProps } from "./form-field";

/**
 * A list of short labels edited as chips (keywords, postcodes, landmarks):
 * type and press Enter, a comma or Add (a pasted "a, b" adds both); × or
 * Backspace in the empty box removes one. Blanks and duplicates (ignoring
 * case) are ignored, as for the global SEO keywords; the schema
 * (keywordsSchema) checks the same on save.
 */
export function ChipsInput({
  control,
  value,
  onChange,
  placeholder,
  normalise = (item) => item.trim(),
  maxLength,
  maxItems,
}: {
  control: FieldControlProps;
  value: string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  normalise?: (item: string) => string;
  /** Longest entry the box takes. */
  maxLength?: number;
  /** Entries beyond this many are not added. */
  maxItems?: number;
}) {
  const t = useTranslations("adminShell.chips");
  const [draft, setDraft] = useState("");

  function add(raw: string) {
    const items = raw.split(",").map(normalise).filter(Boolean);
    const seen = new Set(value.map((item) => item.toLocaleLowerCase("en-GB")));
    const next = [...value];
    for (const item of items) {
      const key = item.toLocaleLowerCase("en-GB");
      if (maxItems !== undefined && next.length >= maxItems) break;
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
          onChange={(event) => {
            const text = event.target.value;
            if (text.includes(",")) add(text);
            else setDraft(text);
          }}
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
          <span className="sr-only sm:not-sr-only">{t("add")}</span>
        </Button>
      </div>
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-live="polite">
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
                aria-label={t("remove", { item })}
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

/** Errors of a list field may sit on one entry ("keywords.2"): the first one. */
export function firstItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  const item = error.find((entry) => entry && typeof entry === "object" && "message" in entry) as { message?: string } | undefined;
  return item?.message;
}

/** A chips list as a form field of `form`: its label, hint, counter and the list's (or first entry's) error. */
export function ChipsField<V extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  counter,
  ...chips
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  counter?: ReactNode;
  placeholder?: string;
  normalise?: (item: string) => string;
  maxLength?: number;
  maxItems?: number;
}) {
  const error = get(form.formState.errors, name) as ({ message?: string } & unknown) | undefined;
  return (
    <FormField id={id} label={label} hint={hint} counter={counter} error={error?.message ?? firstItemError(error)}>
      {(control) => (
        <Controller control={form.control} name={name} render={({ field }) => <ChipsInput {...chips} control={control} value={field.value} onChange={field.onChange} />} />
      )}
    </FormField>
  );
}
