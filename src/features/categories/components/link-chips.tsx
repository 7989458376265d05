import Link from "next/link";
import type * as React from "react";
import { cn } from "@/lib/utils";

export interface ChipLink {
  href: string;
  label: string;
  /** Small text after the label, e.g. a distance. */
  detail?: string;
}

/** A titled group of pill links (related categories, nearby districts). */
export function LinkChips({
  title,
  links,
  icon,
  className,
}: {
  title: string;
  links: readonly ChipLink[];
  icon?: React.ReactNode;
  className?: string;
}) {
  if (links.length === 0) return null;
  const id = `chips-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="eyebrow flex items-center gap-2">
        {icon}
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href} className="max-w-full">
            <Link
              href={link.href}
              className={cn(
                "inline-flex min-h-11 max-w-full items-center gap-2 rounded-full border border-border bg-card/60 px-4 py-2 text-sm text-foreground/90 transition-colors",
                "hover:border-gold/60 hover:text-gold",
              )}
            >
              <span className="truncate">{link.label}</span>
              {link.detail ? <span className="shrink-0 text-xs text-muted-foreground">{link.detail}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
