"use client";

import { useTranslations } from "next-intl";
import { PageSteps } from "@/features/admin/components/page-steps";
import type { ModelListParams } from "../list-params";
import { viewHref } from "./models-toolbar";

/** Previous and next pages of a view (25 models a page), and where it stands. */
export function Pagination({ params, page, pageCount }: { params: ModelListParams; page: number; pageCount: number }) {
  const t = useTranslations("adminModels.list.pagination");
  if (pageCount <= 1) return null;
  return (
    <PageSteps
      page={page}
      pageCount={pageCount}
      hrefFor={(target) => viewHref({ ...params, page: target })}
      labels={{ nav: t("label"), previous: t("previous"), next: t("next"), status: t("status", { page, pages: pageCount }) }}
    />
  );
}
