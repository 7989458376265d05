import type { ActionResult } from "@/features/admin/action";
import type { useAdminAction } from "@/features/admin/use-admin-action";
import { auditImageBatch, generateCanonicalImages, readImageAuditScope, syncOutsideImages, type GenerationBatch, type SyncBatch } from "../actions";
import type { AuditScope } from "../batches";
import { emptyReport, mergeReports, type AuditReport } from "../findings";
import { FIRST_AUDIT_CURSOR } from "../schemas";

/**
 * The report's runs, each a loop of server calls driven from the page (one
 * slice per call, decision 049). The cards and the restoration share them.
 * A run stops at the first call that fails and answers that call's message.
 */

export type CallAdmin = ReturnType<typeof useAdminAction>;
/** Work done so far of the run's whole. */
export type OnProgress = (done: number, total: number) => void;
export type Failure = { ok: false; error: string };

/** Calls `call` from `first` on, each call with the cursor the previous one answered, until one answers `next: null`. */
async function runBatches<Cursor, Data extends { next: Cursor | null }>(first: Cursor, call: (cursor: Cursor) => Promise<ActionResult<Data>>, onBatch: (data: Data) => void): Promise<Failure | null> {
  let cursor = first;
  for (;;) {
    const result = await call(cursor);
    if (!result.ok) return { ok: false, error: result.error };
    onBatch(result.data);
    if (result.data.next === null) return null;
    cursor = result.data.next;
  }
}

/** The totals the progress bars count against, read when a run starts. */
export async function readScope(callAdmin: CallAdmin): Promise<({ ok: true } & AuditScope) | Failure> {
  const scope = await callAdmin(readImageAuditScope, {});
  return scope.ok ? { ok: true, ...scope.data } : scope;
}

export interface AuditRun {
  report: AuditReport;
  references: number;
  images: number;
}

/**
 * The audit: every reference, then every stored image. With `referencesOnly`
 * it stops after the references (the restoration's search for missing files).
 */
export async function runAudit(
  callAdmin: CallAdmin,
  scope: AuditScope,
  { onProgress, onReport, referencesOnly = false }: { onProgress: OnProgress; onReport?: (report: AuditReport) => void; referencesOnly?: boolean },
): Promise<({ ok: true } & AuditRun) | Failure> {
  const total = scope.references + (referencesOnly ? 0 : scope.images);
  const run: AuditRun = { report: emptyReport(), references: 0, images: 0 };
  const failure = await runBatches(
    FIRST_AUDIT_CURSOR,
    async (cursor) => {
      const result = await callAdmin(auditImageBatch, { cursor });
      const referencesDone = result.ok && result.data.next?.phase === "images";
      return referencesOnly && referencesDone ? { ...result, data: { ...result.data, next: null } } : result;
    },
    (batch) => {
      run.report = mergeReports(run.report, batch.report);
      run[batch.phase] += batch.processed;
      onReport?.(run.report);
      onProgress(run.references + run.images, total);
    },
  );
  return failure ?? { ok: true, ...run };
}

export type GenerationRun = Omit<GenerationBatch, "next">;

/** Canonical image generation over every stored image. */
export async function runGeneration(callAdmin: CallAdmin, scope: AuditScope, onProgress: OnProgress, done = 0): Promise<({ ok: true } & GenerationRun) | Failure> {
  const run: GenerationRun = { total: 0, successful: 0, updated: 0, failed: 0 };
  const failure = await runBatches(
    null as string | null,
    (afterId) => callAdmin(generateCanonicalImages, { afterId }),
    ({ next: _next, ...batch }) => {
      for (const field of ["total", "successful", "updated", "failed"] as const) run[field] += batch[field];
      onProgress(done + run.total, done + scope.images);
    },
  );
  return failure ?? { ok: true, ...run };
}

export type OutsideRun = Omit<SyncBatch, "next" | "read">;

/** Every outside address the register can rewrite, brought home. */
export async function runOutsideSync(callAdmin: CallAdmin, scope: AuditScope, onProgress: OnProgress, total = scope.outside): Promise<({ ok: true } & OutsideRun) | Failure> {
  const run: OutsideRun = { broughtHome: 0, failed: 0, skipped: 0 };
  let read = 0;
  const failure = await runBatches(
    0 as number,
    (offset) => callAdmin(syncOutsideImages, { offset }),
    (batch) => {
      read += batch.read;
      run.broughtHome += batch.broughtHome;
      run.failed += batch.failed;
      run.skipped += batch.skipped;
      onProgress(read, total);
    },
  );
  return failure ?? { ok: true, ...run };
}
