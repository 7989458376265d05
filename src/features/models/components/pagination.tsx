import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import Link from "next/link";
import type * as React from "react";
import { pageNumbers } from "@/lib/paging";
import { cn } from "@/lib/utils";

/** Page numbers to show, null for a gap ("…"): the roomy window (see pageNumbers). */
export function pageWindow(current: number, count: number): (number | null)[] {
  return pageNumbers(current, count);
}

/**
 * Server-rendered page links (work without JavaScript). `hrefFor` keeps the
 * other parameters; the current page is marked aria-current, prev/next carry rel.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  className,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  const hasPrev = page > 1;
  const hasNext = page < pageCount;
  return (
    <nav aria-label="Pages" className={cn("flex items-center justify-center gap-1 sm:gap-2", className)}>
      <StepLink href={hasPrev ? hrefFor(Math.min(page - 1, pageCount)) : null} rel="prev" label="Previous page">
        <ChevronLeftIcon aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Previous</span>
      </StepLink>
      <ol className="flex items-center gap-1">
        {pageWindow(Math.min(page, pageCount), pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={hrefFor(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={`Page ${n}`}
                className={cn(
                  "inline-flex size-11 items-center justify-center rounded-md border text-sm transition-colors",
                  n === page
                    ? "border-gold bg-gold/10 font-medium text-gold"
                    : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
                )}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      <StepLink href={hasNext ? hrefFor(page + 1) : null} rel="next" label="Next page">
        <span className="hidden sm:inline">Next</span>
        <ChevronRightIcon aria-hidden="true" className="size-4" />
      </StepLink>
    </nav>
  );
}

function StepLink({ href, rel, label, children }: { href: string | null; rel: "prev" | "next"; label: string; children: React.ReactNode }) {
  const className = "inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-md border border-border px-3 text-sm";
  if (!href) {
    return (
      <span aria-disabled="true" className={cn(className, "text-muted-foreground/50")}>
        {children}
        <span className="sr-only">{label} (none)</span>
      </span>
    );
  }
  return (
    <Link href={href} rel={rel} aria-label={label} className={cn(className, "text-foreground transition-colors hover:border-gold/60 hover:text-gold")}>
      {children}
    </Link>
  );
}
