"use client";

import { ArchiveRestoreIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/features/admin/components/confirm-delete";
import { BulkBarSection, SelectionSummary } from "@/features/admin/list/bulk-bar";
import { TRASH_DAYS } from "../../trash/rules";
import type { ModelView } from "../list-params";
import { AVAILABILITY_CHOICES, type AvailabilityChoice } from "../schemas";

export type BulkChange = { kind: "availability"; availability: AvailabilityChoice } | { kind: "homepage"; on: boolean };

/** The trash changes of the selection; each resolves true when it went through (the dialog then closes). */
export interface BulkTrashHandlers {
  trash: () => Promise<boolean>;
  restore: () => Promise<boolean>;
  purge: () => Promise<boolean>;
}

/**
 * What is selected and the bulk changes for it: the status (availability)
 * and the home page, which are undone as easily as they are done and so
 * apply at once, and Delete (to the trash), behind a confirmation. In the
 * trash: Restore, at once, and Delete now, behind a confirmation.
 */
export function BulkBar({
  selectedCount,
  busy,
  view,
  onClear,
  onChange,
  trash,
}: {
  selectedCount: number;
  busy: boolean;
  view: ModelView;
  onClear: () => void;
  onChange: (change: BulkChange) => void;
  trash: BulkTrashHandlers;
}) {
  const t = useTranslations("adminModels.list.bulk");
  const tt = useTranslations("adminModels.trash");
  if (selectedCount === 0) return null;
  if (view === "trash") {
    return (
      <BulkBarSection label={t("label")}>
        <div className="flex flex-wrap items-center gap-2">
          <SelectionSummary status={t("selected", { count: selectedCount })} clearLabel={t("clear")} onClear={onClear} />
          <div className="flex flex-wrap gap-2 lg:ml-auto">
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void trash.restore()}>
              <ArchiveRestoreIcon aria-hidden="true" />
              {tt("bulkRestore")}
            </Button>
            <ConfirmDelete
              showLabel
              triggerLabel={tt("bulkPurge")}
              title={tt("bulkPurgeTitle", { count: selectedCount })}
              description={tt("bulkPurgeDescription")}
              onConfirm={trash.purge}
            />
          </div>
        </div>
      </BulkBarSection>
    );
  }
  return (
    <BulkBarSection label={t("label")}>
      <div className="flex flex-wrap items-center gap-2">
        <SelectionSummary status={t("selected", { count: selectedCount })} clearLabel={t("clear")} onClear={onClear} />
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap">
        <div role="group" aria-label={t("availabilityGroup")} className="flex flex-wrap gap-2">
          {AVAILABILITY_CHOICES.map((availability) => (
            <Button key={availability} type="button" size="sm" variant="outline" disabled={busy} onClick={() => onChange({ kind: "availability", availability })}>
              {t(`set_${availability}`)}
            </Button>
          ))}
        </div>
        <div role="group" aria-label={t("homepageGroup")} className="flex flex-wrap gap-2 lg:ml-auto">
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => onChange({ kind: "homepage", on: true })}>
            {t("homepageOn")}
          </Button>
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => onChange({ kind: "homepage", on: false })}>
            {t("homepageOff")}
          </Button>
        </div>
        <ConfirmDelete
          showLabel
          triggerLabel={tt("bulkDelete")}
          title={tt("bulkDeleteTitle", { count: selectedCount })}
          description={tt("bulkDeleteDescription", { days: TRASH_DAYS })}
          onConfirm={trash.trash}
        />
      </div>
    </BulkBarSection>
  );
}
