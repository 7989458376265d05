"use client";

import { CheckCircle2Icon, CircleDashedIcon, LoaderCircleIcon, XCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { probeImageStore } from "../actions";
import type { AuditScope } from "../batches";
import type { AuditReport } from "../findings";
import { FindingSection } from "./findings-report";
import { RunCard } from "./run-card";
import { readScope, runAudit, runGeneration, runOutsideSync, type CallAdmin, type Failure } from "./runs";
import { useRun } from "./use-run";

/**
 * The restoration: five phases, one after the other, each at its step of
 * the bar (10, 30, 50, 70, 90 %; 100 % is the summary), each recording
 * whether it succeeded and what it did. It stops at the first phase that
 * fails: the later ones need the earlier (nothing can be rebuilt in a store
 * that does not answer). Decision 049 says why these five.
 */
const PHASES = [
  { key: "store", progress: 10 },
  { key: "missing", progress: 30 },
  { key: "outside", progress: 50 },
  { key: "variants", progress: 70 },
  { key: "verify", progress: 90 },
] as const;
type PhaseKey = (typeof PHASES)[number]["key"];
type PhaseState = "waiting" | "running" | "succeeded" | "failed";

interface PhaseRecord {
  state: PhaseState;
  detail: string | null;
}

type PhaseOutcome = { ok: true; detail: string } | (Failure & { detail?: string });

const ICON: Record<PhaseState, typeof CheckCircle2Icon> = { waiting: CircleDashedIcon, running: LoaderCircleIcon, succeeded: CheckCircle2Icon, failed: XCircleIcon };
const ICON_CLASS: Record<PhaseState, string> = { waiting: "text-muted-foreground", running: "animate-spin text-gold", succeeded: "text-success", failed: "text-destructive" };

const waitingPhases = (): Record<PhaseKey, PhaseRecord> =>
  Object.fromEntries(PHASES.map((phase) => [phase.key, { state: "waiting", detail: null }])) as Record<PhaseKey, PhaseRecord>;

export function RestorationCard({ disabled, onBusy }: { disabled: boolean; onBusy: (busy: boolean) => void }) {
  const t = useTranslations("adminContent.imageAudit");
  const stores = useTranslations("adminContent.diagnostics.stores");
  const callAdmin = useAdminAction();
  const { running, progress, setProgress, run } = useRun(t("errors.restoration"));
  const [phases, setPhases] = useState<Record<PhaseKey, PhaseRecord> | null>(null);
  const [missing, setMissing] = useState<AuditReport | null>(null);
  const [finished, setFinished] = useState(false);
  // The phases' own bars would move the card's bar backwards: only the phase steps move it.
  const quiet = () => undefined;

  const record = (key: PhaseKey, state: PhaseState, detail: string | null = null) => setPhases((current) => ({ ...(current ?? waitingPhases()), [key]: { state, detail } }));

  /** What each phase does; each answers whether it went through and what it did. */
  function phaseWork(callAdmin: CallAdmin, scope: AuditScope): Record<PhaseKey, () => Promise<PhaseOutcome>> {
    return {
      async store() {
        const probe = await callAdmin(probeImageStore, {});
        if (!probe.ok) return probe;
        const store = stores(probe.data.store);
        const answers = probe.data.wrote && probe.data.readBack && probe.data.deleted;
        return answers ? { ok: true, detail: t("restoration.details.store", { store }) } : { ok: false, error: t("errors.restoration"), detail: t("restoration.details.storeFailed", { store }) };
      },
      async missing() {
        const audit = await runAudit(callAdmin, scope, { onProgress: quiet, referencesOnly: true });
        if (!audit.ok) return audit;
        setMissing(audit.report);
        return { ok: true, detail: t("restoration.details.missing", { count: audit.report.error.count }) };
      },
      async outside() {
        const sync = await runOutsideSync(callAdmin, scope, quiet);
        if (!sync.ok) return sync;
        const { ok: _ok, ...counts } = sync;
        return { ok: true, detail: t("restoration.details.outside", counts) };
      },
      async variants() {
        const generation = await runGeneration(callAdmin, scope, quiet);
        if (!generation.ok) return generation;
        const { ok: _ok, ...counts } = generation;
        return { ok: true, detail: t("restoration.details.variants", counts) };
      },
      async verify() {
        const audit = await runAudit(callAdmin, scope, { onProgress: quiet });
        if (!audit.ok) return audit;
        const { success, warning, error } = audit.report;
        return { ok: true, detail: t("restoration.details.verify", { success: success.count, warning: warning.count, error: error.count }) };
      },
    };
  }

  async function restore() {
    onBusy(true);
    setPhases(waitingPhases());
    setMissing(null);
    setFinished(false);
    try {
      const result = await run(async (): Promise<{ ok: true } | Failure> => {
        const scope = await readScope(callAdmin);
        if (!scope.ok) return scope;
        const work = phaseWork(callAdmin, scope);
        for (const phase of PHASES) {
          setProgress(phase.progress);
          record(phase.key, "running");
          const outcome = await work[phase.key]();
          record(phase.key, outcome.ok ? "succeeded" : "failed", outcome.detail ?? (outcome.ok ? null : outcome.error));
          if (!outcome.ok) return outcome;
        }
        return { ok: true };
      });
      setFinished(result !== null);
    } finally {
      onBusy(false);
    }
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
          {PHASES.map((phase, index) => {
            const { state, detail } = phases[phase.key];
            const Icon = ICON[state];
            return (
              <li key={phase.key} className="flex items-start gap-3 px-3 py-2">
                <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${ICON_CLASS[state]}`} />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="text-sm font-medium">
                    {index + 1}. {t(`restoration.phases.${phase.key}`)} <span className="font-normal text-muted-foreground">· {t(`restoration.states.${state}`)}</span>
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
