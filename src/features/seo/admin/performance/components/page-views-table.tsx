"use client";

import { useLocale, useTranslations } from "next-intl";
import { ItemList, type ItemColumn } from "@/features/admin/components/item-list";
import { ListSearch } from "@/features/admin/components/list-search";
import { ListSort } from "@/features/admin/components/list-sort";
import { ListPagination } from "@/features/admin/list/list-pagination";
import { SeoScoreBadge } from "../../components/seo-score-badge";
import { PAGE_VIEW_SEARCH_MAX, PAGE_VIEW_SORTS, PERFORMANCE_PATH, performanceEntries, performanceHref, type PerformanceParams } from "../list-params";
import type { PerformanceScreenData } from "../queries";

type ListData = NonNullable<PerformanceScreenData["list"]>;
type Row = ListData["rows"][number];

/**
 * Por Página / By page: paths with views in the period, searched, sorted and
 * paged by the server from the address, with each page's SEO score from the
 * one scored list (green from 80, yellow from 60, red below; "—" for a path
 * the list does not score, such as a model profile).
 */
export function PageViewsTable({ list, params }: { list: ListData; params: PerformanceParams }) {
  const t = useTranslations("adminSeo.performance.pages");
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  const keep = performanceEntries({ ...params, q: "", page: 1 });

  const score = (row: Row) =>
    row.score === null ? (
      <span className="text-muted-foreground" title={t("noScoreLabel")}>
        {t("noScore")}
        <span className="sr-only">{t("noScoreLabel")}</span>
      </span>
    ) : (
      <SeoScoreBadge score={row.score} />
    );
  const columns: ItemColumn<Row>[] = [
    { header: t("columns.path"), cell: (row) => <code className="break-all font-mono text-sm">{row.path}</code>, cellClassName: "max-w-96 whitespace-normal" },
    { header: t("columns.views"), cell: (row) => number.format(row.views), className: "text-right tabular-nums" },
    { header: t("columns.mobileShare"), cell: (row) => percent.format(row.mobileShare), className: "text-right tabular-nums" },
    { header: t("columns.topReferrer"), cell: (row) => row.topReferrer ?? <span className="text-muted-foreground">{t("noReferrer")}</span> },
    { header: t("columns.score"), cell: score },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <ListSearch
          id="page-views-search"
          action={PERFORMANCE_PATH}
          value={params.q}
          maxLength={PAGE_VIEW_SEARCH_MAX}
          keep={keep}
          clearHref={performanceHref({ ...params, q: "", page: 1 })}
          labels={{ label: t("search.label"), placeholder: t("search.placeholder"), submit: t("search.submit"), clear: t("search.clear") }}
        />
        <ListSort
          id="page-views-sort"
          label={t("sort.label")}
          value={params.sort}
          options={PAGE_VIEW_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
          hrefFor={(sort) => performanceHref({ ...params, sort, page: 1 })}
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("count", { count: list.total })}
      </p>
      {list.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">{t("noMatch")}</p>
      ) : (
        <ItemList
          items={list.rows}
          itemKey={(row) => row.path}
          columns={columns}
          label={t("tableLabel")}
          card={(row) => (
            <>
              <div className="flex min-w-0 items-start justify-between gap-2">
                <code className="min-w-0 break-all font-mono text-sm">{row.path}</code>
                {score(row)}
              </div>
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-muted-foreground">{t("columns.views")}</dt>
                  <dd className="tabular-nums">{number.format(row.views)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">{t("columns.mobileShare")}</dt>
                  <dd className="tabular-nums">{percent.format(row.mobileShare)}</dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs text-muted-foreground">{t("columns.topReferrer")}</dt>
                  <dd className="truncate">{row.topReferrer ?? t("noReferrer")}</dd>
                </div>
              </dl>
            </>
          )}
        />
      )}
      <ListPagination messages="adminSeo.performance.pages.pagination" page={list.page} pageCount={list.pageCount} hrefFor={(target) => performanceHref({ ...params, page: target })} />
    </div>
  );
}
