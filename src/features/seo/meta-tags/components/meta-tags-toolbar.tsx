"use client";

import { useTranslations } from "next-intl";
import { ListSearch } from "@/features/admin/components/list-search";
import { ListSort } from "@/features/admin/components/list-sort";
import { PageSteps } from "@/features/admin/components/page-steps";
import { META_TAG_SEARCH_MAX, META_TAG_SORTS, META_TAGS_PATH, metaTagListEntries, metaTagListHref, type MetaTagListParams } from "../list-params";

/** The search and the order: every control leads to an address, so the URL is the state. */
export function MetaTagsToolbar({ params }: { params: MetaTagListParams }) {
  const t = useTranslations("adminSeo.metaTags");
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <ListSearch
        id="meta-tags-search"
        action={META_TAGS_PATH}
        value={params.q}
        maxLength={META_TAG_SEARCH_MAX}
        keep={metaTagListEntries({ ...params, q: "", page: 1 })}
        clearHref={metaTagListHref({ ...params, q: "", page: 1 })}
        labels={{ label: t("search.label"), placeholder: t("search.placeholder"), submit: t("search.submit"), clear: t("search.clear") }}
      />
      <ListSort
        id="meta-tags-sort"
        label={t("sort.label")}
        value={params.sort}
        options={META_TAG_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        hrefFor={(sort) => metaTagListHref({ ...params, sort, page: 1 })}
      />
    </div>
  );
}

/** Previous and next pages of a view, and where it stands. */
export function MetaTagsPagination({ params, page, pageCount }: { params: MetaTagListParams; page: number; pageCount: number }) {
  const t = useTranslations("adminSeo.metaTags.pagination");
  if (pageCount <= 1) return null;
  return (
    <PageSteps
      page={page}
      pageCount={pageCount}
      hrefFor={(target) => metaTagListHref({ ...params, page: target })}
      labels={{ nav: t("label"), previous: t("previous"), next: t("next"), status: t("status", { page, pages: pageCount }) }}
    />
  );
}
