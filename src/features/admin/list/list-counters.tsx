"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

/**
 * The counters above a list (Total, Pending…), as a described list named for
 * screen readers. `messages` is the list's counters namespace: label, and
 * one text per counter. `className` sets the columns for the number of counters.
 */
export function ListCounters<Name extends string>({
  messages,
  names,
  counts,
  className = "lg:grid-cols-4",
}: {
  messages: string;
  names: readonly Name[];
  counts: Record<Name, number>;
  className?: string;
}) {
  const t = useTranslations(messages);
  return (
    <section aria-label={t("label")}>
      <dl className={cn("grid grid-cols-2 gap-3", className)}>
        {names.map((name) => (
          <div key={name} className="rounded-lg border border-border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{t(name as string)}</dt>
            <dd className="mt-1 font-display text-3xl tabular-nums">{counts[name]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
