"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { BULK_OPERATIONS, type BulkOperation } from "../schemas";
import { BulkBarSection, SelectionSummary } from "@/features/admin/list/bulk-bar";

const BULK_VARIANT = { approve: "default", reject: "outline", extend: "outline", end: "outline" } as const;

/**
 * What is selected, the way to widen the selection to the whole view, and
 * the bulk changes. Widening to every account of an unfiltered view is its
 * own explicit choice ("Select all N accounts"). For accounts ticked on the
 * page, each change says how many it will change ("Approve 2") and is left
 * out when it applies to none (rules.ts: approve and reject take pending
 * accounts other than your own); for a whole view, the action counts on the
 * server and the result says how many changed.
 */
export function BulkBar({
  selectedCount,
  pageCount,
  total,
  viewSelected,
  applicable,
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
  /** How many ticked accounts each change applies to; null when the whole view is selected (not all on this page). */
  applicable: Record<BulkOperation, number> | null;
  narrowed: boolean;
  onSelectView: () => void;
  onClear: () => void;
  onOperation: (operation: BulkOperation) => void;
}) {
  const t = useTranslations("adminUsers.bulk");
  if (selectedCount === 0 && !viewSelected) return null;
  const offerView = !viewSelected && selectedCount === pageCount && total > pageCount;
  const offered = BULK_OPERATIONS.filter((operation) => !applicable || applicable[operation] > 0);
  return (
    <BulkBarSection label={t("label")} className="sm:flex-row sm:flex-wrap sm:items-center">
      <SelectionSummary
        status={viewSelected ? t("viewSelected", { count: total }) : t("selected", { count: selectedCount })}
        clearLabel={t("clear")}
        onClear={onClear}
      >
        {offerView ? (
          <Button type="button" variant="link" className="h-auto px-0" onClick={onSelectView}>
            {narrowed ? t("selectView", { count: total }) : t("selectEveryone", { count: total })}
          </Button>
        ) : null}
      </SelectionSummary>
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
        {offered.length === 0 ? <p className="text-sm text-muted-foreground">{t("nothing")}</p> : null}
        {offered.map((operation) => (
          <Button key={operation} type="button" size="sm" variant={BULK_VARIANT[operation]} onClick={() => onOperation(operation)}>
            {applicable ? t(`${operation}Count`, { count: applicable[operation] }) : t(operation)}
          </Button>
        ))}
      </div>
    </BulkBarSection>
  );
}
