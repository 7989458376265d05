"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * The frame of a list's bulk bar (shown while rows are selected): a labelled
 * region in the list's accent, so a screen-reader user can jump to it.
 */
export function BulkBarSection({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <section aria-label={label} className={cn("flex flex-col gap-3 rounded-lg border border-gold/40 bg-gold/5 p-3", className)}>
      {children}
    </section>
  );
}

/**
 * What is selected (announced politely as it changes) and the way to clear
 * it; `children` sit between the two (e.g. "select the whole view").
 */
export function SelectionSummary({
  status,
  clearLabel,
  onClear,
  children,
}: {
  status: string;
  clearLabel: string;
  onClear: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <p className="text-sm font-medium" aria-live="polite">
        {status}
      </p>
      {children}
      <Button type="button" variant="ghost" size="sm" onClick={onClear}>
        {clearLabel}
      </Button>
    </>
  );
}

/**
 * A list's tick box (a row, or every row of the page): disabled until the
 * page is hydrated, since a tick before then would be lost.
 */
export function SelectBox({ label, checked, enabled, onChange }: { label: string; checked: boolean; enabled: boolean; onChange: (checked: boolean) => void }) {
  return (
    <input
      type="checkbox"
      className="size-5 accent-[hsl(var(--gold))]"
      aria-label={label}
      checked={checked}
      disabled={!enabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
