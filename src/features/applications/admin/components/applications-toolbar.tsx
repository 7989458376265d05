"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { ListSearch } from "@/features/admin/components/list-search";
import { ListSort } from "@/features/admin/components/list-sort";
import { PageSteps } from "@/features/admin/components/page-steps";
import { cn } from "@/lib/utils";
import {
  APPLICATION_FILTERS,
  APPLICATION_SEARCH_MAX,
  APPLICATION_SORTS,
  APPLICATIONS_PATH,
  applicationListEntries,
  applicationListHref,
  type ApplicationListParams,
} from "../list-params";
import type { ApplicationCounters } from "../list-query";

/** The status tabs with their counts (All, Pending, Under review, Approved, Rejected), the name search and the order: every control leads to an address. */
export function ApplicationsToolbar({ params, counters }: { params: ApplicationListParams; counters: ApplicationCounters }) {
  const t = useTranslations("adminModels.applications");
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t("filters.label")} className="-mx-1 overflow-x-auto px-1">
        <ul className="flex gap-1 border-b border-border">
          {APPLICATION_FILTERS.map((status) => {
            const current = status === params.status;
            return (
              <li key={status}>
                <Link
                  href={applicationListHref({ ...params, status, page: 1 })}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "-mb-px inline-flex min-h-11 items-center gap-2 whitespace-nowrap border-b-2 px-3 text-sm transition-colors",
                    current ? "border-gold font-medium text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                  )}
                >
                  {t(`filters.${status}`)}
                  <span className="rounded-full bg-muted px-2 text-xs tabular-nums text-muted-foreground">{counters[status]}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <ListSearch
          id="applications-search"
          action={APPLICATIONS_PATH}
          value={params.q}
          maxLength={APPLICATION_SEARCH_MAX}
          keep={applicationListEntries({ ...params, q: "", page: 1 })}
          clearHref={applicationListHref({ ...params, q: "", page: 1 })}
          labels={{ label: t("search.label"), placeholder: t("search.placeholder"), submit: t("search.submit"), clear: t("search.clear") }}
        />
        <ListSort
          id="applications-sort"
          label={t("sort.label")}
          value={params.sort}
          options={APPLICATION_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
          hrefFor={(sort) => applicationListHref({ ...params, sort, page: 1 })}
        />
      </div>
    </div>
  );
}

export function ApplicationsPagination({ params, page, pageCount }: { params: ApplicationListParams; page: number; pageCount: number }) {
  const t = useTranslations("adminModels.applications.pagination");
  if (pageCount <= 1) return null;
  return (
    <PageSteps
      page={page}
      pageCount={pageCount}
      hrefFor={(target) => applicationListHref({ ...params, page: target })}
      labels={{ nav: t("label"), previous: t("previous"), next: t("next"), status: t("status", { page, pages: pageCount }) }}
    />
  );
}
