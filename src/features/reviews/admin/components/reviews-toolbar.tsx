"use client";

import { FilterTabs } from "@/features/admin/list/filter-tabs";
import { ListPagination } from "@/features/admin/list/list-pagination";
import { ListToolbar, ViewSearch, ViewSort } from "@/features/admin/list/list-toolbar";
import { REVIEW_FILTERS, REVIEW_SEARCH_MAX, REVIEW_SORTS, reviewListAddress, reviewListHref, type ReviewListParams } from "../list-params";

/** The filters (All, Published, Pending, Featured) as links, the search and the order: every control leads to an address, so the URL is the state. */
export function ReviewsToolbar({ params }: { params: ReviewListParams }) {
  return (
    <ListToolbar
      tabs={<FilterTabs messages="adminReviews.filters" values={REVIEW_FILTERS} current={params.filter} hrefFor={(filter) => reviewListHref({ ...params, filter, page: 1 })} />}
    >
      <ViewSearch id="reviews-search" address={reviewListAddress} params={params} maxLength={REVIEW_SEARCH_MAX} messages="adminReviews.search" />
      <ViewSort id="reviews-sort" address={reviewListAddress} params={params} sorts={REVIEW_SORTS} messages="adminReviews.sort" />
    </ListToolbar>
  );
}

/** Previous and next pages of a view, and where it stands. */
export function ReviewsPagination({ params, page, pageCount }: { params: ReviewListParams; page: number; pageCount: number }) {
  return <ListPagination messages="adminReviews.pagination" page={page} pageCount={pageCount} hrefFor={(target) => reviewListHref({ ...params, page: target })} />;
}
