"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FilterTabs } from "@/features/admin/list/filter-tabs";
import { BulkBarSection, SelectionSummary } from "@/features/admin/list/bulk-bar";
import { ListPagination } from "@/features/admin/list/list-pagination";
import { ListSection } from "@/features/admin/list/list-section";
import { useRowSelection } from "@/features/admin/list/use-row-selection";
import { useHydrated } from "@/lib/client/use-hydrated";
import { fixKindOf, referenceKey } from "../fixable";
import { DIAGNOSTICS_CATEGORIES, diagnosticsHref, type DiagnosticsParams } from "../list-params";
import type { CategoryCounters, DiagnosticsPage, DiagnosedReference } from "../list-query";
import { DiagnosticsList } from "./diagnostics-list";
import { useImageFixes } from "./use-image-fixes";

/**
 * Image Diagnostics: the register's references by category, each with its
 * checked status, and the fixes for one reference or a ticked selection.
 * After a fix the page is read (and checked) again from the server.
 */
export function DiagnosticsScreen({ counters, list, params }: { counters: CategoryCounters; list: DiagnosticsPage; params: DiagnosticsParams }) {
  const t = useTranslations("adminContent.diagnostics");
  const hydrated = useHydrated();
  const { selected, select, selectOnly, clear } = useRowSelection();
  const { fix, fixing, refreshing } = useImageFixes();
  const fixable = list.rows.filter((row) => fixKindOf(row) !== null);

  async function fixSome(references: readonly DiagnosedReference[]) {
    await fix(references);
    clear();
  }

  return (
    <div className="flex min-w-0 flex-col gap-6" aria-busy={refreshing || fixing}>
      <FilterTabs
        messages="adminContent.diagnostics.filters"
        values={DIAGNOSTICS_CATEGORIES}
        current={params.category}
        hrefFor={(category) => diagnosticsHref({ ...params, category, page: 1 })}
        countFor={(category) => counters[category]}
      />
      {selected.size > 0 ? (
        <BulkBarSection label={t("bulk.label")} className="sm:flex-row sm:flex-wrap sm:items-center">
          <SelectionSummary status={t("bulk.selected", { count: selected.size })} clearLabel={t("bulk.clear")} onClear={clear} />
          <div className="sm:ml-auto">
            <Button type="button" disabled={fixing} onClick={() => fixSome(fixable.filter((row) => selected.has(referenceKey(row))))}>
              {fixing ? t("actions.fixing") : t("actions.fixSelected")}
            </Button>
          </div>
        </BulkBarSection>
      ) : null}
      <ListSection id="image-diagnostics-title" title={t("list.label")} count={t("list.count", { total: list.total })}>
        <DiagnosticsList
          rows={list.rows}
          selected={selected}
          onSelect={select}
          onSelectPage={(on) => selectOnly(on ? fixable.map(referenceKey) : [])}
          hydrated={hydrated}
          fixing={fixing}
          onFix={(reference) => fixSome([reference])}
        />
        <ListPagination messages="adminContent.diagnostics.pagination" page={list.page} pageCount={list.pageCount} hrefFor={(target) => diagnosticsHref({ ...params, page: target })} />
      </ListSection>
    </div>
  );
}
