"use client";

import { FilterTabs } from "@/features/admin/list/filter-tabs";
import { ListPagination } from "@/features/admin/list/list-pagination";
import { ListToolbar, ViewSearch, ViewSort } from "@/features/admin/list/list-toolbar";
import { APPLICATION_FILTERS, APPLICATION_SEARCH_MAX, APPLICATION_SORTS, applicationListAddress, applicationListHref, type ApplicationListParams } from "../list-params";
import type { ApplicationCounters } from "../list-query";

/** The status tabs with their counts (All, Pending, Under review, Approved, Rejected), the name search and the order: every control leads to an address. */
export function ApplicationsToolbar({ params, counters }: { params: ApplicationListParams; counters: ApplicationCounters }) {
  return (
    <ListToolbar
      tabs={
        <FilterTabs
          messages="adminModels.applications.filters"
          values={APPLICATION_FILTERS}
          current={params.status}
          hrefFor={(status) => applicationListHref({ ...params, status, page: 1 })}
          countFor={(status) => counters[status]}
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
