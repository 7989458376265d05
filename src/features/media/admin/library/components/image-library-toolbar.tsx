"use client";

import { useTranslations } from "next-intl";
import { FilterTabs } from "@/features/admin/list/filter-tabs";
import { ListPagination } from "@/features/admin/list/list-pagination";
import { ListToolbar, ViewSearch, ViewSelect, ViewSort } from "@/features/admin/list/list-toolbar";
import { IMAGE_KINDS, IMAGE_SEARCH_MAX, IMAGE_SORTS, IMAGE_USAGES, imageLibraryAddress, imageLibraryHref, type ImageLibraryParams } from "../list-params";
import type { ImageKindCounters } from "../list-query";

/** The kind tabs with their counts, the use filter, the search and the order: every control leads to an address. */
export function ImageLibraryToolbar({ params, counters }: { params: ImageLibraryParams; counters: ImageKindCounters }) {
  const t = useTranslations("adminContent.library");
  return (
    <ListToolbar
      tabs={
        <FilterTabs
          messages="adminContent.library.filters"
          values={IMAGE_KINDS}
          current={params.kind}
          hrefFor={(kind) => imageLibraryHref({ ...params, kind, page: 1 })}
          countFor={(kind) => counters[kind]}
        />
      }
    >
      <ViewSearch id="image-library-search" address={imageLibraryAddress} params={params} maxLength={IMAGE_SEARCH_MAX} messages="adminContent.library.search" />
      <ViewSelect
        id="image-library-usage"
        address={imageLibraryAddress}
        params={params}
        name="usage"
        label={t("usage.label")}
        options={IMAGE_USAGES.map((usage) => ({ value: usage, label: t(`usage.${usage}`) }))}
      />
      <ViewSort id="image-library-sort" address={imageLibraryAddress} params={params} sorts={IMAGE_SORTS} messages="adminContent.library.sort" />
    </ListToolbar>
  );
}

export function ImageLibraryPagination({ params, page, pageCount }: { params: ImageLibraryParams; page: number; pageCount: number }) {
  return <ListPagination messages="adminContent.library.pagination" page={page} pageCount={pageCount} hrefFor={(target) => imageLibraryHref({ ...params, page: target })} />;
}
