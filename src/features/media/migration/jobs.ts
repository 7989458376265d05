import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { imageMigrations, type MigrationFailure } from "@/db/schema";
import type { MigrationPhase, MigrationScope, MigrationStatus, MigrationTarget, MigrationView } from "./scope";

/**
 * The migration job rows (decision 051): creating, claiming, advancing and
 * finishing a job. Every change to a running job is made only by the server
 * that holds it (`runner`), so two instances never work one job at once.
 */
type Db = Database | Transaction;
export type MigrationJob = typeof imageMigrations.$inferSelect;

/** A server that has not touched its job for this long is taken for dead, and another may carry the job on. */
export const STALE_AFTER_SECONDS = 120;
/** The failures a job keeps to show (the count is kept in full). */
export const FAILURES_KEPT = 20;

export function toMigrationView(job: MigrationJob): MigrationView {
  return {
    id: job.id,
    scope: job.scope as MigrationScope,
    target: job.target as MigrationTarget,
    status: job.status as MigrationStatus,
    phase: job.phase as MigrationPhase,
    total: job.total,
    processed: job.processed,
    succeeded: job.succeeded,
    failed: job.failed,
    failures: job.failures,
    startedByEmail: job.startedByEmail,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/** The latest job of each scope: what each card shows. */
export async function latestJobs(db: Db): Promise<MigrationJob[]> {
  const result = await db.execute(sql`select distinct on (scope) id from image_migrations order by scope, created_at desc`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  return ids.length === 0 ? [] : db.select().from(imageMigrations).where(inArray(imageMigrations.id, ids));
}

/** A job still under way (running or paused): only one at a time, so two never move the same files. */
export async function unfinishedJob(db: Db): Promise<MigrationJob | null> {
  const [job] = await db
    .select()
    .from(imageMigrations)
    .where(inArray(imageMigrations.status, ["running", "paused"]))
    .orderBy(desc(imageMigrations.createdAt))
    .limit(1);
  return job ?? null;
}

export async function findJob(db: Db, id: string): Promise<MigrationJob | null> {
  const [job] = await db.select().from(imageMigrations).where(eq(imageMigrations.id, id));
  return job ?? null;
}

/**
 * Takes a running job for this server: one nobody holds, one this server
 * held before it restarted under the same name, or one whose server has
 * been silent for STALE_AFTER_SECONDS. Null when there is none to take.
 */
export async function claimRunnableJob(db: Db, runnerId: string): Promise<MigrationJob | null> {
  const stale = sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`;
  const [candidate] = await db
    .select({ id: imageMigrations.id })
    .from(imageMigrations)
    .where(
      and(
        eq(imageMigrations.status, "running"),
        or(isNull(imageMigrations.runner), eq(imageMigrations.runner, runnerId), isNull(imageMigrations.heartbeatAt), lt(imageMigrations.heartbeatAt, stale)),
      ),
    )
    .orderBy(imageMigrations.createdAt)
    .limit(1);
  if (!candidate) return null;
  const [claimed] = await db
    .update(imageMigrations)
    .set({ runner: runnerId, heartbeatAt: sql`now()` })
    .where(
      and(
        eq(imageMigrations.id, candidate.id),
        eq(imageMigrations.status, "running"),
        or(isNull(imageMigrations.runner), eq(imageMigrations.runner, runnerId), isNull(imageMigrations.heartbeatAt), lt(imageMigrations.heartbeatAt, stale)),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** Whether this server still holds the job and it is still running (not paused meanwhile); refreshes the heartbeat. */
export async function stillMine(db: Db, jobId: string, runnerId: string): Promise<boolean> {
  const rows = await db
    .update(imageMigrations)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(imageMigrations.id, jobId), eq(imageMigrations.runner, runnerId), eq(imageMigrations.status, "running")))
    .returning({ id: imageMigrations.id });
  return rows.length > 0;
}

/** One item done: the cursor moves past it and the counters count it, in the caller's transaction. */
export async function recordItem(
  tx: Transaction,
  job: Pick<MigrationJob, "id">,
  runnerId: string,
  outcome: { cursor: string; ok: boolean; failure?: MigrationFailure; pendingRemoval?: MigrationJob["pendingRemoval"] },
): Promise<boolean> {
  const failures = outcome.failure
    ? sql`(select coalesce(jsonb_agg(f order by n), '[]'::jsonb) from (select f, n from jsonb_array_elements(${imageMigrations.failures} || ${JSON.stringify([outcome.failure])}::jsonb) with ordinality as t(f, n) order by n desc limit ${FAILURES_KEPT}) kept)`
    : imageMigrations.failures;
  const rows = await tx
    .update(imageMigrations)
    .set({
      cursor: outcome.cursor,
      processed: sql`${imageMigrations.processed} + 1`,
      succeeded: outcome.ok ? sql`${imageMigrations.succeeded} + 1` : imageMigrations.succeeded,
      failed: outcome.ok ? imageMigrations.failed : sql`${imageMigrations.failed} + 1`,
      failures,
      pendingRemoval: outcome.pendingRemoval ?? null,
      heartbeatAt: sql`now()`,
    })
    .where(and(eq(imageMigrations.id, job.id), eq(imageMigrations.runner, runnerId)))
    .returning({ id: imageMigrations.id });
  return rows.length > 0;
}

export async function clearPendingRemoval(db: Db, jobId: string): Promise<void> {
  await db.update(imageMigrations).set({ pendingRemoval: null }).where(eq(imageMigrations.id, jobId));
}

/** The outside addresses are done: the stored files come next, from the start of their order. */
export async function enterStoredPhase(db: Db, jobId: string, runnerId: string): Promise<void> {
  await db
    .update(imageMigrations)
    .set({ phase: "stored", cursor: null })
    .where(and(eq(imageMigrations.id, jobId), eq(imageMigrations.runner, runnerId)));
}

/**
 * The job ends (complete, or failed when a step outside any one item broke);
 * `total` becomes what was really processed, since items added after the
 * start (an upload meanwhile goes straight to the target) are not work.
 */
export async function finishJob(tx: Transaction, jobId: string, runnerId: string, status: "complete" | "failed"): Promise<MigrationJob | null> {
  const [job] = await tx
    .update(imageMigrations)
    .set({ status, runner: null, finishedAt: sql`now()`, total: sql`greatest(${imageMigrations.total}, ${imageMigrations.processed})` })
    .where(and(eq(imageMigrations.id, jobId), eq(imageMigrations.runner, runnerId)))
    .returning();
  return job ?? null;
}

/** Lets go of a job without ending it (this server is stopping): another, or this one on restart, takes it. */
export async function releaseJob(db: Db, jobId: string, runnerId: string): Promise<void> {
  await db.update(imageMigrations).set({ runner: null }).where(and(eq(imageMigrations.id, jobId), eq(imageMigrations.runner, runnerId)));
}
