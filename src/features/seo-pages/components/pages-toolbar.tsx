"use client";

import { useTranslations } from "next-intl";
import { ListSearch } from "@/features/admin/components/list-search";
import { ListSort } from "@/features/admin/components/list-sort";
import { PageSteps } from "@/features/admin/components/page-steps";
import { PAGE_ISSUES, PAGE_LIST_KINDS, PAGE_SEARCH_MAX, PAGE_SORTS, PAGES_PATH, pageListEntries, pageListHref, type PageListParams } from "../list-params";

/** Search, kind, issue and order: every control leads to an address, so the URL is the state. */
export function PagesToolbar({ params }: { params: PageListParams }) {
  const t = useTranslations("adminSeo.pages");
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end lg:justify-between">
      <ListSearch
        id="seo-pages-search"
        action={PAGES_PATH}
        value={params.q}
        maxLength={PAGE_SEARCH_MAX}
        keep={pageListEntries({ ...params, q: "", page: 1 })}
        clearHref={pageListHref({ ...params, q: "", page: 1 })}
        labels={{ label: t("search.label"), placeholder: t("search.placeholder"), submit: t("search.submit"), clear: t("search.clear") }}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <ListSort
          id="seo-pages-kind"
          label={t("kind.label")}
          value={params.kind || "all"}
          options={[{ value: "all" as const, label: t("kind.all") }, ...PAGE_LIST_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))]}
          hrefFor={(kind) => pageListHref({ ...params, kind: kind === "all" ? "" : kind, page: 1 })}
        />
        <ListSort
          id="seo-pages-issue"
          label={t("issue.label")}
          value={params.issue || "all"}
          options={[{ value: "all" as const, label: t("issue.all") }, ...PAGE_ISSUES.map((issue) => ({ value: issue, label: t(`issue.${issue}`) }))]}
          hrefFor={(issue) => pageListHref({ ...params, issue: issue === "all" ? "" : issue, page: 1 })}
        />
        <ListSort
          id="seo-pages-sort"
          label={t("sort.label")}
          value={params.sort}
          options={PAGE_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
          hrefFor={(sort) => pageListHref({ ...params, sort, page: 1 })}
        />
      </div>
    </div>
  );
}

export function PagesPagination({ params, page, pageCount }: { params: PageListParams; page: number; pageCount: number }) {
  const t = useTranslations("adminSeo.pages.pagination");
  if (pageCount <= 1) return null;
  return (
    <PageSteps
      page={page}
      pageCount={pageCount}
      hrefFor={(target) => pageListHref({ ...params, page: target })}
      labels={{ nav: t("label"), previous: t("previous"), next: t("next"), status: t("status", { page, pages: pageCount }) }}
    />
  );
}
