"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ListSearch } from "@/features/admin/components/list-search";
import { PageSteps } from "@/features/admin/components/page-steps";
import { META_TAG_SEARCH_MAX, META_TAG_SORTS, META_TAGS_PATH, metaTagListEntries, metaTagListHref, type MetaTagListParams, type MetaTagSort } from "../list-params";

/** The search and the order: every control leads to an address, so the URL is the state. */
export function MetaTagsToolbar({ params }: { params: MetaTagListParams }) {
  const t = useTranslations("adminSeo.metaTags");
  const router = useRouter();
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
      <div className="flex flex-col gap-2 md:w-64">
        <Label htmlFor="meta-tags-sort">{t("sort.label")}</Label>
        <Select value={params.sort} onValueChange={(sort) => router.push(metaTagListHref({ ...params, sort: sort as MetaTagSort, page: 1 }))}>
          <SelectTrigger id="meta-tags-sort">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {META_TAG_SORTS.map((sort) => (
              <SelectItem key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
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
