"use client";

import { CheckCircle2Icon, CircleDashedIcon, LoaderCircleIcon, XCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAdminAction } from "@/features/admin/use-admin-action";
import type { AuditReport } from "../findings";
import { FindingSection } from "./findings-report";
import { RESTORATION_PHASES, runRestoration, waitingPhases, type PhaseKey, type PhaseRecord, type PhaseState } from "./restoration";
import { RunCard } from "./run-card";
import { useRun } from "./use-run";

const ICON: Record<PhaseState, typeof CheckCircle2Icon> = { waiting: CircleDashedIcon, running: LoaderCircleIcon, succeeded: CheckCircle2Icon, failed: XCircleIcon };
const ICON_CLASS: Record<PhaseState, string> = { waiting: "text-muted-foreground", running: "animate-spin text-gold", succeeded: "text-success", failed: "text-destructive" };

/** A phase's line: what it did (its counts), or why it failed. */
function usePhaseDetail() {
  const t = useTranslations("adminContent.imageAudit.restoration.details");
  const stores = useTranslations("adminContent.diagnostics.stores");
  return (key: PhaseKey, record: PhaseRecord): string | null => {
    if (!record.counts) return record.error;
    if (key === "store") {
      const store = stores(record.counts.store === "s3" ? "s3" : "local");
      return record.state === "failed" ? t("storeFailed", { store }) : t("store", { store });
    }
    return t(key, record.counts);
  };
}

/** The restoration card: its five phases as a list that fills in as they run (restoration.ts). */
export function RestorationCard({ disabled, onBusy }: { disabled: boolean; onBusy: (busy: boolean) => void }) {
  const t = useTranslations("adminContent.imageAudit");
  const callAdmin = useAdminAction();
  const detailOf = usePhaseDetail();
  const { running, progress, setProgress, run } = useRun(t("errors.restoration"), onBusy);
  const [phases, setPhases] = useState<Record<PhaseKey, PhaseRecord> | null>(null);
  const [missing, setMissing] = useState<AuditReport | null>(null);
  const [finished, setFinished] = useState(false);

  async function restore() {
    setPhases(waitingPhases());
    setMissing(null);
    setFinished(false);
    const result = await run(() =>
      runRestoration(callAdmin, {
        step: setProgress,
        phase: (key, record) => setPhases((current) => ({ ...(current ?? waitingPhases()), [key]: record })),
        missing: setMissing,
      }),
    );
    setFinished(result !== null);
  }

  return (
    <RunCard
      title={t("restoration.title")}
      description={t("restoration.description")}
      runLabel={t("restoration.run")}
      runningLabel={t("restoration.running")}
      running={running}
      disabled={disabled}
      progress={progress}
      onRun={restore}
    >
      {phases ? (
        <ol aria-label={t("restoration.phasesLabel")} className="flex flex-col divide-y divide-border rounded-md border border-border">
          {RESTORATION_PHASES.map((phase, index) => {
            const record = phases[phase.key];
            const Icon = ICON[record.state];
            const detail = detailOf(phase.key, record);
            return (
              <li key={phase.key} className="flex items-start gap-3 px-3 py-2">
                <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${ICON_CLASS[record.state]}`} />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="text-sm font-medium">
                    {index + 1}. {t(`restoration.phases.${phase.key}`)} <span className="font-normal text-muted-foreground">· {t(`restoration.states.${record.state}`)}</span>
                  </span>
                  {detail ? <span className="text-sm break-words text-muted-foreground">{detail}</span> : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {finished ? (
        <p role="status" className="text-sm">
          {t("restoration.done")}
        </p>
      ) : null}
      {missing && missing.error.count > 0 ? <FindingSection severity="error" report={missing} /> : null}
    </RunCard>
  );
}
