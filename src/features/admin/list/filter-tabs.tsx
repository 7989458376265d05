"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

/**
 * A list's filters as tabs of links: the address is the state, and the
 * current tab is marked for screen readers. `messages` is the list's filters
 * namespace: label (the navigation's name), and one text per filter.
 */
export function FilterTabs<Value extends string>({
  messages,
  values,
  current,
  hrefFor,
  countFor,
  titleFor,
}: {
  messages: string;
  values: readonly Value[];
  current: Value;
  /** The view with this filter (page 1). */
  hrefFor: (value: Value) => string;
  /** How many rows the filter holds, where the list counts them. */
  countFor?: (value: Value) => number;
  /** A hint on hover ("expiring within 30 days"). */
  titleFor?: (value: Value) => string | undefined;
}) {
  const t = useTranslations(messages);
  return (
    <nav aria-label={t("label")} className="-mx-1 overflow-x-auto px-1">
      <ul className="flex gap-1 border-b border-border">
        {values.map((value) => {
          const isCurrent = value === current;
          return (
            <li key={value}>
              <Link
                href={hrefFor(value)}
                aria-current={isCurrent ? "page" : undefined}
                title={titleFor?.(value)}
                className={cn(
                  "-mb-px inline-flex min-h-11 items-center gap-2 whitespace-nowrap border-b-2 px-3 text-sm transition-colors",
                  isCurrent ? "border-gold font-medium text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {t(value as string)}
                {countFor ? <span className="rounded-full bg-muted px-2 text-xs tabular-nums text-muted-foreground">{countFor(value)}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
