import { ChevronRightIcon } from "lucide-react";
import Link from "next/link";
import { cn } from "@/lib/utils";

/** One step of a breadcrumb trail (the trail and its JSON-LD come from src/features/seo/breadcrumbs.ts). */
export interface Crumb {
  name: string;
  /** Site path ("/blog"); the last crumb is the current page. */
  path: string;
}

/** The visible trail; the same crumbs feed the BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs, className }: { crumbs: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cn("text-xs tracking-[0.08em] text-muted-foreground", className)}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 max-w-full items-center gap-1.5">
              {index > 0 ? <ChevronRightIcon aria-hidden="true" className="size-3 shrink-0 text-gold/70" /> : null}
              {current ? (
                <span aria-current="page" className="truncate text-foreground/80">
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.path} className="inline-flex min-h-6 items-center rounded-sm transition-colors hover:text-gold">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
