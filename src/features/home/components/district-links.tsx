"use client";

import { ArrowUpRightIcon } from "lucide-react";
import Link from "next/link";

/** A district as its link draws it: the landing page's slug, the name and up to two postcodes ("W1J · W1K", or empty). */
export interface DistrictLinkView {
  slug: string;
  name: string;
  postcodes: string;
}

/**
 * The home page's grid of every district. A client component only so that
 * the router payload carries each district's three strings rather than its
 * markup, 32 times over (docs/decisions/041-renderer-cost.md); it has no state.
 */
export function DistrictLinks({ districts }: { districts: DistrictLinkView[] }) {
  return (
    <ul aria-label="Districts" className="grid grid-cols-2 border-t border-l border-border sm:grid-cols-3 lg:grid-cols-4">
      {districts.map((district) => (
        <li key={district.slug} className="flex border-r border-b border-border">
          <Link
            href={`/escorts-in-${district.slug}`}
            className="group flex min-h-16 flex-1 items-center justify-between gap-3 px-4 py-3 transition-colors hover:bg-secondary sm:px-5"
          >
            <span className="min-w-0">
              <span className="block truncate font-display text-base text-foreground sm:text-lg">{district.name}</span>
              {district.postcodes ? (
                <span className="mt-0.5 block truncate text-xs tracking-[0.16em] text-muted-foreground">
                  <span className="sr-only">Postcodes </span>
                  {district.postcodes}
                </span>
              ) : null}
            </span>
            <ArrowUpRightIcon
              aria-hidden="true"
              className="size-4 shrink-0 text-gold/60 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-gold"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
