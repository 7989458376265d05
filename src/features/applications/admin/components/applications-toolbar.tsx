"use client";

import { useTranslations } from "next-intl";
import { FilterTabs } from "@/features/admin/list/filter-tabs";
import { ListPagination } from "@/features/admin/list/list-pagination";
import { ListToolbar, ViewSearch, ViewSort } from "@/features/admin/list/list-toolbar";
import { APPLICATION_FILTERS, APPLICATION_SEARCH_MAX, APPLICATION_SORTS, applicationListAddress, applicationListHref, type ApplicationListParams } from "../list-params";
import type { ApplicationCounters } from "../list-query";

/** The status tabs with their counts (All, Pending, Under review, Approved, Rejected), the name search and the order: every control leads to an address. */
export function ApplicationsToolbar({ params, counters }: { params: ApplicationListParams; counters: ApplicationCounters }) {
  const t = useTranslations("adminModels.applications");
  return (
    <ListToolbar
      tabs={
        <FilterTabs
          label={t("filters.label")}
          current={params.status}
          tabs={APPLICATION_FILTERS.map((status) => ({
            value: status,
            label: t(`filters.${status}`),
            href: applicationListHref({ ...params, status, page: 1 }),
            count: counters[status],
          }))}
        />
      }
    >
      <ViewSearch id="applications-search" address={applicationListAddress} params={params} maxLength={APPLICATION_SEARCH_MAX} messages="adminModels.applications.search" />
      <ViewSort id="applications-sort" address={applicationListAddress} params={params} sorts={APPLICATION_SORTS} messages="adminModels.applications.sort" />
    </ListToolbar>
  );
}

export function ApplicationsPagination({ params, page, pageCount }: { params: ApplicationListParams; page: number; pageCount: number }) {
  return (
    <ListPagination messages="adminModels.applications.pagination" page={page} pageCount={pageCount} hrefFor={(target) => applicationListHref({ ...params, page: target })} />
  );
}
