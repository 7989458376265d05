"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { BulkOperation } from "../schemas";

/**
 * What is selected, the way to widen the selection to the whole view, and
 * the bulk changes. Widening to every account of an unfiltered view is its
 * own explicit choice ("Select all N accounts").
 */
export function BulkBar({
  selectedCount,
  pageCount,
  total,
  viewSelected,
  narrowed,
  onSelectView,
  onClear,
  onOperation,
}: {
  /** Accounts ticked on this page. */
  selectedCount: number;
  /** Accounts on this page. */
  pageCount: number;
  /** Accounts in the whole view. */
  total: number;
  viewSelected: boolean;
  narrowed: boolean;
  onSelectView: () => void;
  onClear: () => void;
  onOperation: (operation: BulkOperation) => void;
}) {
  const t = useTranslations("adminUsers.bulk");
  if (selectedCount === 0 && !viewSelected) return null;
  const offerView = !viewSelected && selectedCount === pageCount && total > pageCount;
  return (
    <section aria-label={t("label")} className="flex flex-col gap-3 rounded-lg border border-gold/40 bg-gold/5 p-3 sm:flex-row sm:flex-wrap sm:items-center">
      <p className="text-sm font-medium" aria-live="polite">
        {viewSelected ? t("viewSelected", { count: total }) : t("selected", { count: selectedCount })}
      </p>
      {offerView ? (
        <Button type="button" variant="link" className="h-auto px-0" onClick={onSelectView}>
          {narrowed ? t("selectView", { count: total }) : t("selectEveryone", { count: total })}
        </Button>
      ) : null}
      <Button type="button" variant="ghost" size="sm" onClick={onClear}>
        {t("clear")}
      </Button>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <Button type="button" size="sm" onClick={() => onOperation("approve")}>
          {t("approve")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => onOperation("reject")}>
          {t("reject")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => onOperation("extend")}>
          {t("extend")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => onOperation("end")}>
          {t("end")}
        </Button>
      </div>
    </section>
  );
}
