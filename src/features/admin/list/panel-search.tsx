"use client";

import type { FormEvent, ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LabelledSelect } from "./labelled-select";

/**
 * The search row of a list that shares its page with others (a Technical
 * SEO tab): the field's name carries the list's prefix ("rq", "nq") so two
 * lists on one address keep apart, and the search goes through `onSearch`,
 * which keeps the other tabs' parameters. The filters follow as children.
 */
export function PanelSearch({
  id,
  name,
  value,
  maxLength,
  messages,
  onSearch,
  children,
}: {
  id: string;
  name: string;
  value: string;
  maxLength: number;
  /** The list's search namespace: label, placeholder, submit. */
  messages: string;
  onSearch: (q: string) => void;
  children?: ReactNode;
}) {
  const t = useTranslations(messages);
  return (
    <form
      className="flex flex-col gap-3 md:flex-row md:items-end"
      role="search"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get(name) ?? ""));
      }}
    >
      <div className="flex flex-1 flex-col gap-2">
        <Label htmlFor={id}>{t("label")}</Label>
        <div className="flex gap-2">
          <Input id={id} name={name} type="search" defaultValue={value} maxLength={maxLength} placeholder={t("placeholder")} />
          <Button type="submit" variant="outline">
            {t("submit")}
          </Button>
        </div>
      </div>
      {children}
    </form>
  );
}

/** A filter or the order of such a list, as a labelled select that calls `onChange` (the panel keeps the other tabs' parameters). */
export function PanelSelect<Value extends string>(props: {
  id: string;
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return <LabelledSelect {...props} className="flex flex-col gap-2 md:w-56" />;
}
