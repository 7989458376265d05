"use client";

import { useTranslations } from "next-intl";
import { ListSort } from "@/features/admin/components/list-sort";
import { ListPagination } from "@/features/admin/list/list-pagination";
import { ListToolbar, ViewSearch, ViewSort } from "@/features/admin/list/list-toolbar";
import { PAGE_ISSUES, PAGE_LIST_KINDS, PAGE_SEARCH_MAX, PAGE_SORTS, pageListAddress, pageListHref, type PageListParams } from "../list-params";

/** Search, kind, issue and order: every control leads to an address, so the URL is the state. */
export function PagesToolbar({ params }: { params: PageListParams }) {
  const t = useTranslations("adminSeo.pages");
  return (
    <ListToolbar wideFrom="lg" className="lg:flex-wrap">
      <ViewSearch id="seo-pages-search" address={pageListAddress} params={params} maxLength={PAGE_SEARCH_MAX} messages="adminSeo.pages.search" />
      <div className="grid gap-3 sm:grid-cols-3">
        {/* "All" is no filter: the address leaves it out, so the select names it. */}
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
        <ViewSort id="seo-pages-sort" address={pageListAddress} params={params} sorts={PAGE_SORTS} messages="adminSeo.pages.sort" />
      </div>
    </ListToolbar>
  );
}

export function PagesPagination({ params, page, pageCount }: { params: PageListParams; page: number; pageCount: number }) {
  return <ListPagination messages="adminSeo.pages.pagination" page={page} pageCount={pageCount} hrefFor={(target) => pageListHref({ ...params, page: target })} />;
}
