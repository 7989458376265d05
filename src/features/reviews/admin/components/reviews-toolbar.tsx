"use client";

import { SearchIcon, XIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { PageSteps } from "@/features/admin/components/page-steps";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { REVIEW_FILTERS, REVIEW_SEARCH_MAX, REVIEW_SORTS, REVIEWS_PATH, reviewListEntries, reviewListHref, type ReviewListParams, type ReviewSort } from "../list-params";

/** The filters (All, Published, Pending, Featured) as links, the search and the order: every control leads to an address, so the URL is the state. */
export function ReviewsToolbar({ params }: { params: ReviewListParams }) {
  const t = useTranslations("adminReviews");
  const router = useRouter();

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t("filters.label")} className="-mx-1 overflow-x-auto px-1">
        <ul className="flex gap-1 border-b border-border">
          {REVIEW_FILTERS.map((filter) => {
            const current = filter === params.filter;
            return (
              <li key={filter}>
                <Link
                  href={reviewListHref({ ...params, filter, page: 1 })}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "-mb-px inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm transition-colors",
                    current ? "border-gold font-medium text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                  )}
                >
                  {t(`filters.${filter}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        {/* A plain GET form: it works before the page's script has loaded, and the URL keeps the search. */}
        <form role="search" method="get" action={REVIEWS_PATH} className="flex min-w-0 flex-1 flex-col gap-2 md:max-w-md">
          <Label htmlFor="reviews-search">{t("search.label")}</Label>
          <div className="flex min-w-0 gap-2">
            <Input
              id="reviews-search"
              name="q"
              type="search"
              className="min-w-0"
              defaultValue={params.q}
              maxLength={REVIEW_SEARCH_MAX}
              placeholder={t("search.placeholder")}
              key={params.q}
            />
            {/* The rest of the view rides along; a new search starts on page 1. */}
            {reviewListEntries({ ...params, q: "", page: 1 }).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" variant="outline">
              <SearchIcon aria-hidden="true" />
              {t("search.submit")}
            </Button>
            {params.q ? (
              <Button asChild variant="ghost" size="icon" aria-label={t("search.clear")} title={t("search.clear")}>
                <Link href={reviewListHref({ ...params, q: "", page: 1 })}>
                  <XIcon aria-hidden="true" />
                </Link>
              </Button>
            ) : null}
          </div>
        </form>

        <div className="flex flex-col gap-2 md:w-64">
          <Label htmlFor="reviews-sort">{t("sort.label")}</Label>
          <Select value={params.sort} onValueChange={(sort) => router.push(reviewListHref({ ...params, sort: sort as ReviewSort, page: 1 }))}>
            <SelectTrigger id="reviews-sort">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {REVIEW_SORTS.map((sort) => (
                <SelectItem key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </div>
  );
}

/** Previous and next pages of a view, and where it stands. */
export function ReviewsPagination({ params, page, pageCount }: { params: ReviewListParams; page: number; pageCount: number }) {
  const t = useTranslations("adminReviews.pagination");
  if (pageCount <= 1) return null;
  return (
    <PageSteps
      page={page}
      pageCount={pageCount}
      hrefFor={(target) => reviewListHref({ ...params, page: target })}
      labels={{ nav: t("label"), previous: t("previous"), next: t("next"), status: t("status", { page, pages: pageCount }) }}
    />
  );
}
