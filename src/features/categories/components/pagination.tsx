import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import Link from "next/link";
import { cn } from "@/lib/utils";

/** The page numbers to show: first, last, and two either side of the current one, with gaps. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push("gap");
    out.push(n);
  });
  return out;
}

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
        {pageWindow(page, pageCount).map((item, index) =>
          item === "gap" ? (
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
