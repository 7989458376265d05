"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { PageSteps } from "@/features/admin/components/page-steps";
import { LabelledSelect } from "./labelled-select";

/**
 * The pager under an admin list: previous and next page, where the view
 * stands, and (where a list offers it) how many rows a page holds. Every
 * step is the list's own address for that page, so the back button and a
 * shared link show the same page.
 *
 * `messages` is the list's pagination namespace ("adminReviews.pagination"):
 * label, previous, next, status (given page, pages and pageCount) and, with a
 * page size, perPage.
 */
export function ListPagination({
  messages,
  page,
  pageCount,
  hrefFor,
  showSinglePage = false,
  pageSize,
}: {
  messages: string;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** Show the pager on a list of one page too (where it also holds the page size). */
  showSinglePage?: boolean;
  pageSize?: PageSizeChoice;
}) {
  const t = useTranslations(messages);
  if (pageCount <= 1 && !showSinglePage) return null;
  const steps = (
    <PageSteps
      page={page}
      pageCount={pageCount}
      hrefFor={hrefFor}
      labels={{ nav: t("label"), previous: t("previous"), next: t("next"), status: t("status", { page, pages: pageCount, pageCount }) }}
    />
  );
  if (!pageSize) return steps;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      {steps}
      <PageSizeSelect label={t("perPage")} {...pageSize} />
    </div>
  );
}

export interface PageSizeChoice {
  id: string;
  value: number;
  options: readonly number[];
  /** The address of the view at that size (page 1). */
  hrefFor: (size: number) => string;
}

function PageSizeSelect({ id, label, value, options, hrefFor }: PageSizeChoice & { label: string }) {
  const router = useRouter();
  return (
    <LabelledSelect
      id={id}
      label={label}
      value={String(value)}
      options={options.map((size) => ({ value: String(size), label: String(size) }))}
      onChange={(size) => router.push(hrefFor(Number(size)))}
      className="flex items-center gap-2"
      triggerClassName="w-24"
    />
  );
}
