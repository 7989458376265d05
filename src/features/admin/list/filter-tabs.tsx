"use client";

import Link from "next/link";
import { cn } from "@/lib/utils";

export interface FilterTab {
  value: string;
  label: string;
  /** The view with this filter (page 1). */
  href: string;
  /** How many rows the filter holds, where the list counts them. */
  count?: number;
  /** A hint on hover ("expiring within 30 days"). */
  title?: string;
}

/** A list's filters as tabs of links: the address is the state, and the current tab is marked for screen readers. */
export function FilterTabs({ label, tabs, current }: { label: string; tabs: readonly FilterTab[]; current: string }) {
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto px-1">
      <ul className="flex gap-1 border-b border-border">
        {tabs.map((tab) => {
          const isCurrent = tab.value === current;
          return (
            <li key={tab.value}>
              <Link
                href={tab.href}
                aria-current={isCurrent ? "page" : undefined}
                title={tab.title}
                className={cn(
                  "-mb-px inline-flex min-h-11 items-center gap-2 whitespace-nowrap border-b-2 px-3 text-sm transition-colors",
                  isCurrent ? "border-gold font-medium text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {tab.label}
                {tab.count === undefined ? null : <span className="rounded-full bg-muted px-2 text-xs tabular-nums text-muted-foreground">{tab.count}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
