"use client";

import { ListPagination } from "@/features/admin/list/list-pagination";
import { ListToolbar, ViewSearch, ViewSort } from "@/features/admin/list/list-toolbar";
import { META_TAG_SEARCH_MAX, META_TAG_SORTS, metaTagListAddress, metaTagListHref, type MetaTagListParams } from "../list-params";

/** The search and the order: every control leads to an address, so the URL is the state. */
export function MetaTagsToolbar({ params }: { params: MetaTagListParams }) {
  return (
    <ListToolbar>
      <ViewSearch id="meta-tags-search" address={metaTagListAddress} params={params} maxLength={META_TAG_SEARCH_MAX} messages="adminSeo.metaTags.search" />
      <ViewSort id="meta-tags-sort" address={metaTagListAddress} params={params} sorts={META_TAG_SORTS} messages="adminSeo.metaTags.sort" />
    </ListToolbar>
  );
}

/** Previous and next pages of a view, and where it stands. */
export function MetaTagsPagination({ params, page, pageCount }: { params: MetaTagListParams; page: number; pageCount: number }) {
  return <ListPagination messages="adminSeo.metaTags.pagination" page={page} pageCount={pageCount} hrefFor={(target) => metaTagListHref({ ...params, page: target })} />;
}
