"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ListSearch } from "@/features/admin/components/list-search";
import { PageSteps } from "@/features/admin/components/page-steps";
import {
  STRUCTURED_DATA_PATH,
  STRUCTURED_DATA_SEARCH_MAX,
  STRUCTURED_DATA_VALIDITY,
  structuredDataListEntries,
  structuredDataListHref,
  type StructuredDataListParams,
} from "../list-params";
import { STRUCTURED_DATA_TYPES } from "../rules";

/** The search by path and the two filters: every control leads to an address, so the URL is the state. */
export function StructuredDataToolbar({ params }: { params: StructuredDataListParams }) {
  const t = useTranslations("adminSeo.structuredData");
  const router = useRouter();
  const go = (next: Partial<StructuredDataListParams>) => router.push(structuredDataListHref({ ...params, ...next, page: 1 }));
  return (
    <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end md:justify-between">
      <ListSearch
        id="structured-data-search"
        action={STRUCTURED_DATA_PATH}
        value={params.q}
        maxLength={STRUCTURED_DATA_SEARCH_MAX}
        keep={structuredDataListEntries({ ...params, q: "", page: 1 })}
        clearHref={structuredDataListHref({ ...params, q: "", page: 1 })}
        labels={{ label: t("search.label"), placeholder: t("search.placeholder"), submit: t("search.submit"), clear: t("search.clear") }}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:w-[26rem]">
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor="structured-data-validity">{t("filters.validity")}</Label>
          <Select value={params.valid} onValueChange={(valid) => go({ valid: valid as StructuredDataListParams["valid"] })}>
            <SelectTrigger id="structured-data-validity">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STRUCTURED_DATA_VALIDITY.map((validity) => (
                <SelectItem key={validity} value={validity}>
                  {t(`filters.${validity}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor="structured-data-type">{t("filters.type")}</Label>
          <Select value={params.type} onValueChange={(type) => go({ type: type as StructuredDataListParams["type"] })}>
            <SelectTrigger id="structured-data-type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{t("filters.allTypes")}</SelectItem>
              {STRUCTURED_DATA_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {t(`types.${type}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </div>
  );
}

/** Previous and next pages of a view, and where it stands. */
export function StructuredDataPagination({ params, page, pageCount }: { params: StructuredDataListParams; page: number; pageCount: number }) {
  const t = useTranslations("adminSeo.structuredData.pagination");
  if (pageCount <= 1) return null;
  return (
    <PageSteps
      page={page}
      pageCount={pageCount}
      hrefFor={(target) => structuredDataListHref({ ...params, page: target })}
      labels={{ nav: t("label"), previous: t("previous"), next: t("next"), status: t("status", { page, pages: pageCount }) }}
    />
  );
}
