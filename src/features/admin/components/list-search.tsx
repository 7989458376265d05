"use client";

import { SearchIcon, XIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export interface ListSearchLabels {
  label: string;
  placeholder: string;
  submit: string;
  clear: string;
}

/**
 * The search box of a server-side admin list: a plain GET form, so it works
 * before the page's script has loaded and the address keeps the search. The
 * rest of the view rides along as hidden fields (`keep`, without the search
 * and on page 1); the clear link goes back to the view without the search.
 */
export function ListSearch({
  id,
  action,
  value,
  maxLength,
  keep,
  clearHref,
  labels,
}: {
  id: string;
  /** The list's own path. */
  action: string;
  value: string;
  maxLength: number;
  keep: [string, string][];
  clearHref: string;
  labels: ListSearchLabels;
}) {
  return (
    <form role="search" method="get" action={action} className="flex min-w-0 flex-1 flex-col gap-2 md:max-w-md">
      <Label htmlFor={id}>{labels.label}</Label>
      <div className="flex min-w-0 gap-2">
        <Input id={id} name="q" type="search" className="min-w-0" defaultValue={value} maxLength={maxLength} placeholder={labels.placeholder} key={value} />
        {keep.map(([name, kept]) => (
          <input key={name} type="hidden" name={name} value={kept} />
        ))}
        <Button type="submit" variant="outline">
          <SearchIcon aria-hidden="true" />
          {labels.submit}
        </Button>
        {value ? (
          <Button asChild variant="ghost" size="icon" aria-label={labels.clear} title={labels.clear}>
            <Link href={clearHref}>
              <XIcon aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
