"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { AVAILABILITY_CHOICES, type AvailabilityChoice } from "../schemas";

export type BulkChange = { kind: "availability"; availability: AvailabilityChoice } | { kind: "homepage"; on: boolean };

/**
 * What is selected and the bulk changes for it: the status (availability)
 * and the home page. Both are undone as easily as they are done, so they
 * apply at once, without a confirmation.
 */
export function BulkBar({
  selectedCount,
  busy,
  onClear,
  onChange,
}: {
  selectedCount: number;
  busy: boolean;
  onClear: () => void;
  onChange: (change: BulkChange) => void;
}) {
  const t = useTranslations("adminModels.list.bulk");
  if (selectedCount === 0) return null;
  return (
    <section aria-label={t("label")} className="flex flex-col gap-3 rounded-lg border border-gold/40 bg-gold/5 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium" aria-live="polite">
          {t("selected", { count: selectedCount })}
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onClear}>
          {t("clear")}
        </Button>
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
      </div>
    </section>
  );
}
