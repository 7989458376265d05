"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { ListSearch } from "@/features/admin/components/list-search";
import { ListSort } from "@/features/admin/components/list-sort";
import { PageSteps } from "@/features/admin/components/page-steps";
import { cn } from "@/lib/utils";
import { REVIEW_FILTERS, REVIEW_SEARCH_MAX, REVIEW_SORTS, REVIEWS_PATH, reviewListEntries, reviewListHref, type ReviewListParams } from "../list-params";

/** The filters (All, Published, Pending, Featured) as links, the search and the order: every control leads to an address, so the URL is the state. */
export function ReviewsToolbar({ params }: { params: ReviewListParams }) {
  const t = useTranslations("adminReviews");

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
        <ListSearch
          id="reviews-search"
          action={REVIEWS_PATH}
          value={params.q}
          maxLength={REVIEW_SEARCH_MAX}
          keep={reviewListEntries({ ...params, q: "", page: 1 })}
          clearHref={reviewListHref({ ...params, q: "", page: 1 })}
          labels={{ label: t("search.label"), placeholder: t("search.placeholder"), submit: t("search.submit"), clear: t("search.clear") }}
        />

        <ListSort
          id="reviews-sort"
          label={t("sort.label")}
          value={params.sort}
          options={REVIEW_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
          hrefFor={(sort) => reviewListHref({ ...params, sort, page: 1 })}
        />
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
