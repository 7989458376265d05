import { probeImageStore } from "../actions";
import type { AuditScope } from "../batches";
import type { AuditReport } from "../findings";
import { readScope, runAudit, runGeneration, runOutsideSync, type CallAdmin, type Failure } from "./runs";

/**
 * The restoration: five phases, one after the other, each at its step of
 * the bar (10, 30, 50, 70, 90 %; 100 % is the summary), each recording
 * whether it succeeded and what it did. It stops at the first phase that
 * fails: the later ones need the earlier (nothing can be rebuilt in a store
 * that does not answer). Decision 049 says why these five. No React here, so
 * the integration test runs the same phases.
 */
export const RESTORATION_PHASES = [
  { key: "store", progress: 10 },
  { key: "missing", progress: 30 },
  { key: "outside", progress: 50 },
  { key: "variants", progress: 70 },
  { key: "verify", progress: 90 },
] as const;
export type PhaseKey = (typeof RESTORATION_PHASES)[number]["key"];
export type PhaseState = "waiting" | "running" | "succeeded" | "failed";

/** What a phase did, for its line in the list. */
export type PhaseCounts = Record<string, number | string>;

export interface PhaseRecord {
  state: PhaseState;
  counts: PhaseCounts | null;
  /** Why it failed, when a call failed. */
  error: string | null;
}

type PhaseOutcome = { ok: true; counts: PhaseCounts } | (Failure & { counts?: PhaseCounts });

export function waitingPhases(): Record<PhaseKey, PhaseRecord> {
  return Object.fromEntries(RESTORATION_PHASES.map((phase) => [phase.key, { state: "waiting", counts: null, error: null }])) as Record<PhaseKey, PhaseRecord>;
}

/** The phases' own progress would move the card's bar backwards: only the phase steps move it. */
const quiet = () => undefined;

function phaseWork(callAdmin: CallAdmin, scope: AuditScope, onMissing: (report: AuditReport) => void): Record<PhaseKey, () => Promise<PhaseOutcome>> {
  return {
    async store() {
      const probe = await callAdmin(probeImageStore, {});
      if (!probe.ok) return probe;
      const { store, wrote, readBack, deleted } = probe.data;
      return wrote && readBack && deleted ? { ok: true, counts: { store } } : { ok: false, error: "", counts: { store } };
    },
    async missing() {
      const audit = await runAudit(callAdmin, scope, { onProgress: quiet, referencesOnly: true });
      if (!audit.ok) return audit;
      onMissing(audit.report);
      return { ok: true, counts: { count: audit.report.error.count } };
    },
    async outside() {
      const { ok, ...counts } = await runOutsideSync(callAdmin, scope, quiet);
      return ok ? { ok, counts: counts as PhaseCounts } : { ok, error: (counts as Failure).error };
    },
    async variants() {
      const { ok, ...counts } = await runGeneration(callAdmin, scope, quiet);
      return ok ? { ok, counts: counts as PhaseCounts } : { ok, error: (counts as Failure).error };
    },
    async verify() {
      const audit = await runAudit(callAdmin, scope, { onProgress: quiet });
      if (!audit.ok) return audit;
      const { success, warning, error } = audit.report;
      return { ok: true, counts: { success: success.count, warning: warning.count, error: error.count } };
    },
  };
}

/** Runs the five phases, telling `on` each step and each phase's record as it changes. */
export async function runRestoration(
  callAdmin: CallAdmin,
  on: { step: (progress: number) => void; phase: (key: PhaseKey, record: PhaseRecord) => void; missing: (report: AuditReport) => void },
): Promise<{ ok: true } | Failure> {
  const scope = await readScope(callAdmin);
  if (!scope.ok) return scope;
  const work = phaseWork(callAdmin, scope, on.missing);
  for (const phase of RESTORATION_PHASES) {
    on.step(phase.progress);
    on.phase(phase.key, { state: "running", counts: null, error: null });
    const outcome = await work[phase.key]();
    if (outcome.ok) {
      on.phase(phase.key, { state: "succeeded", counts: outcome.counts, error: null });
      continue;
    }
    on.phase(phase.key, { state: "failed", counts: outcome.counts ?? null, error: outcome.error || null });
    return { ok: false, error: outcome.error };
  }
  return { ok: true };
}
