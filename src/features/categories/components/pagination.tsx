import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import Link from "next/link";
import { pageNumbers } from "@/lib/paging";
import { cn } from "@/lib/utils";

export function pageHref(basePath: string, page: number, anchor = ""): string {
  return `${basePath}${page > 1 ? `?page=${page}` : ""}${anchor}`;
}

const itemClass =
  "inline-flex h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm transition-colors";

/** ?page= links, server-rendered; page 1 has no query so it matches the canonical URL. */
export function Pagination({ basePath, page, pageCount, anchor = "" }: { basePath: string; page: number; pageCount: number; anchor?: string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-12 flex items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={pageHref(basePath, page - 1, anchor)} rel="prev" className={cn(itemClass, "border-border hover:border-gold/60 hover:text-gold")}>
          <ChevronLeftIcon aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only sm:ml-1">Previous</span>
        </Link>
      ) : null}
      <ol className="flex items-center gap-2">
        {/* The compact window: first, last and the neighbours of the current page. */}
        {pageNumbers(page, pageCount, { roomy: false }).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={pageHref(basePath, item, anchor)}
                aria-current={item === page ? "page" : undefined}
                aria-label={`Page ${item}`}
                className={cn(
                  itemClass,
                  item === page ? "border-gold bg-gold/10 text-gold" : "border-border hover:border-gold/60 hover:text-gold",
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link href={pageHref(basePath, page + 1, anchor)} rel="next" className={cn(itemClass, "border-border hover:border-gold/60 hover:text-gold")}>
          <span className="sr-only sm:not-sr-only sm:mr-1">Next</span>
          <ChevronRightIcon aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
