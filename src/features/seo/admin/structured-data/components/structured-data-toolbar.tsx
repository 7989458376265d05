"use client";

import { useTranslations } from "next-intl";
import { ListPagination } from "@/features/admin/list/list-pagination";
import { ListToolbar, ViewSearch, ViewSelect } from "@/features/admin/list/list-toolbar";
import { STRUCTURED_DATA_SEARCH_MAX, STRUCTURED_DATA_VALIDITY, structuredDataListAddress, structuredDataListHref, type StructuredDataListParams } from "../list-params";
import { STRUCTURED_DATA_TYPES } from "../rules";

const FILTER_CLASS = "flex min-w-0 flex-col gap-2";

/** The search by path and the two filters: every control leads to an address, so the URL is the state. */
export function StructuredDataToolbar({ params }: { params: StructuredDataListParams }) {
  const t = useTranslations("adminSeo.structuredData");
  return (
    <ListToolbar className="md:flex-wrap">
      <ViewSearch
        id="structured-data-search"
        address={structuredDataListAddress}
        params={params}
        maxLength={STRUCTURED_DATA_SEARCH_MAX}
        messages="adminSeo.structuredData.search"
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:w-[26rem]">
        <ViewSelect
          id="structured-data-validity"
          address={structuredDataListAddress}
          params={params}
          name="valid"
          label={t("filters.validity")}
          options={STRUCTURED_DATA_VALIDITY.map((validity) => ({ value: validity, label: t(`filters.${validity}`) }))}
          className={FILTER_CLASS}
        />
        <ViewSelect
          id="structured-data-type"
          address={structuredDataListAddress}
          params={params}
          name="type"
          label={t("filters.type")}
          options={[{ value: "all" as const, label: t("filters.allTypes") }, ...STRUCTURED_DATA_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))]}
          className={FILTER_CLASS}
        />
      </div>
    </ListToolbar>
  );
}

/** Previous and next pages of a view, and where it stands. */
export function StructuredDataPagination({ params, page, pageCount }: { params: StructuredDataListParams; page: number; pageCount: number }) {
  return (
    <ListPagination messages="adminSeo.structuredData.pagination" page={page} pageCount={pageCount} hrefFor={(target) => structuredDataListHref({ ...params, page: target })} />
  );
}
