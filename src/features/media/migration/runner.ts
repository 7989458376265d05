import { eq } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db";
import { media } from "@/db/schema";
import { writeAudit } from "@/features/audit/log";
import { INSTANCE_ID } from "@/lib/instance-id";
import { getMediaStore, isRoutedMediaStore, RoutedMediaStore, type MediaStore } from "@/lib/media";
import { mapLimited } from "@/lib/map-limited";
import { PURPOSE_OF_CATEGORY } from "../purposes";
import { replaceReferenceAddress, type ImageReference } from "../references";
import { storeImageFromAddress } from "../store-from-address";
import { mediaUrl } from "../urls";
import { externalCursor, nextExternalReferences, nextStoredImages, type StoredImage } from "./items";
import { claimRunnableJob, clearPendingRemoval, enterStoredPhase, finishJob, recordItem, releaseJob, stillMine, type MigrationJob } from "./jobs";
import { copyImageFiles, MoveFailed, removeOldCopies, type OldCopies } from "./move";
import { MIGRATION_FAILURE_REASONS, type MigrationFailureReason, type MigrationScope, type MigrationTarget } from "./scope";

/**
 * Runs Bulk Image Migration's jobs on the server (decision 051). A job is
 * worked item by item; after each one the cursor and counters are saved
 * with the item's own change, in one transaction, so whatever stops the
 * server, the job carries on after the last item that committed: on this
 * server when it starts again, or on another once this one has been silent
 * for STALE_AFTER_SECONDS. A file's old copy is removed only after its new
 * location has committed; the keys to remove are saved with that commit, so
 * a crash in between leaves them to the next run, never an image without a file.
 */

/** This server's name on the jobs it holds: the same after a restart, so it takes its own job back at once. */
export const RUNNER_ID = INSTANCE_ID;

/** Items read per query; the job checks between batches that it is still running (not paused, not taken over). */
const BATCH = 20;

/** Where a server could die mid-item: the tests stop a run at each (decision 051). */
export type CrashPoint = "after-copy" | "after-commit" | "after-import";

/** Thrown from a crash point to stop a run where it stands, as if the server had died there. */
export class RunStopped extends Error {
  constructor(readonly point: CrashPoint) {
    super(`migration run stopped at ${point}`);
    this.name = "RunStopped";
  }
}

export interface RunOptions {
  runnerId?: string;
  stores?: MediaStore;
  batchSize?: number;
  /** Called at each point a crash could happen; throwing RunStopped there ends the run with nothing tidied up. */
  crashPoint?: (point: CrashPoint) => void | Promise<void>;
}

export type RunEnd = "complete" | "failed" | "stopped";

/** Not one item's failure but one the job cannot go on after: the job ends as failed. */
class JobLost extends Error {}

function routed(store: MediaStore): RoutedMediaStore {
  return isRoutedMediaStore(store) ? store : new RoutedMediaStore({ [store.kind]: store }, store.kind);
}

function failureReason(code: string): MigrationFailureReason {
  return (MIGRATION_FAILURE_REASONS as readonly string[]).includes(code) ? (code as MigrationFailureReason) : "import_failed";
}

interface Run {
  db: Database;
  job: MigrationJob;
  runnerId: string;
  stores: RoutedMediaStore;
  crashPoint: (point: CrashPoint) => void | Promise<void>;
}

/** Records one item; if the job was paused or taken over meanwhile, the item's change is rolled back with it. */
async function commitItem(
  run: Run,
  change: (tx: Transaction) => Promise<boolean>,
  { cursor, item, pendingRemoval = null }: { cursor: string; item: string; pendingRemoval?: MigrationJob["pendingRemoval"] },
): Promise<void> {
  await run.db.transaction(async (tx) => {
    const ok = await change(tx);
    const failure = ok ? undefined : { item, reason: "reference_changed" };
    if (!(await recordItem(tx, run.job, run.runnerId, { cursor, ok, failure, pendingRemoval: ok ? pendingRemoval : null }))) throw new JobLost();
  });
}

async function recordFailure(run: Run, cursor: string, item: string, reason: MigrationFailureReason): Promise<void> {
  await run.db.transaction(async (tx) => {
    if (!(await recordItem(tx, run.job, run.runnerId, { cursor, ok: false, failure: { item, reason } }))) throw new JobLost();
  });
}

/** An outside address brought home into the target store, and its column pointed at the stored copy. */
async function bringHome(run: Run, reference: ImageReference): Promise<void> {
  const cursor = externalCursor(reference);
  const stored = await storeImageFromAddress(run.db, reference.address, { purpose: PURPOSE_OF_CATEGORY[reference.category], createdBy: run.job.startedById }).catch((error: unknown) => {
    console.error("[migration] importing an outside image failed:", error instanceof Error ? error.message : error);
    return { ok: false as const, code: "import_failed" };
  });
  await run.crashPoint("after-import");
  if (!stored.ok) return recordFailure(run, cursor, reference.address, failureReason(stored.code));
  const address = mediaUrl(stored.mediaId);
  await commitItem(
    run,
    async (tx) => {
      if (!(await replaceReferenceAddress(tx, reference, { from: reference.address, to: address }))) return false;
      await writeAudit(tx, {
        actorId: run.job.startedById,
        actorEmail: run.job.startedByEmail,
        action: "media.fix_to_local",
        entityType: reference.category,
        entityId: reference.ownerId,
        oldValues: { [reference.field]: reference.address },
        newValues: { [reference.field]: address, mediaId: stored.mediaId, importedFrom: reference.address, migration: run.job.id },
      });
      return true;
    },
    { cursor, item: reference.address },
  );
}

/** Stored images whose files are copied at once; each is then committed in order. */
const COPIES_AT_ONCE = 4;

type Copied = { image: StoredImage; old: OldCopies } | { image: StoredImage; failure: MoveFailed };

/** Copies an image's files to the target and verifies them; removes nothing. */
async function copyStored(run: Run, image: StoredImage): Promise<Copied> {
  try {
    return { image, old: await copyImageFiles(run.stores, image, run.job.target as MigrationTarget) };
  } catch (error) {
    if (!(error instanceof MoveFailed)) throw error;
    return { image, failure: error };
  }
}

/** A copied image's row pointed at the target (with the job's cursor), then its old copies removed. */
async function commitStored(run: Run, copied: Copied): Promise<void> {
  const { image } = copied;
  if ("failure" in copied) return recordFailure(run, image.id, copied.failure.key, copied.failure.reason);
  await run.crashPoint("after-copy");
  const pending = copied.old.stores.length > 0 ? copied.old : null;
  await commitItem(
    run,
    async (tx) => {
      await tx.update(media).set({ store: run.job.target }).where(eq(media.id, image.id));
      return true;
    },
    { cursor: image.id, item: image.storageKey, pendingRemoval: pending },
  );
  await run.crashPoint("after-commit");
  if (pending) {
    await removeOldCopies(run.stores, pending);
    await clearPendingRemoval(run.db, run.job.id);
  }
}

/**
 * A few images copied side by side, then committed one by one in the job's
 * order, so the cursor never passes an image that has not committed. A run
 * stopped in between leaves verified copies beside the originals, which the
 * next run finds and does not write again.
 */
async function moveStored(run: Run, images: readonly StoredImage[]): Promise<void> {
  for (let start = 0; start < images.length; start += COPIES_AT_ONCE) {
    const copied = await mapLimited(images.slice(start, start + COPIES_AT_ONCE), COPIES_AT_ONCE, (image) => copyStored(run, image));
    for (const one of copied) await commitStored(run, one);
  }
}

async function finish(run: Run): Promise<RunEnd> {
  await run.db.transaction(async (tx) => {
    const job = await finishJob(tx, run.job.id, run.runnerId, "complete");
    if (!job) throw new JobLost();
    await writeAudit(tx, {
      actorId: job.startedById,
      actorEmail: job.startedByEmail,
      action: "media.migration_complete",
      entityType: "image_migration",
      entityId: job.id,
      newValues: { scope: job.scope, target: job.target, processed: job.processed, succeeded: job.succeeded, failed: job.failed },
    });
  });
  return "complete";
}

async function work(run: Run, batchSize: number): Promise<RunEnd> {
  const { db, job } = run;
  const scope = job.scope as MigrationScope;
  if (job.pendingRemoval) {
    // The last run died between a move's commit and the removal of the old copies.
    await removeOldCopies(run.stores, job.pendingRemoval);
    await clearPendingRemoval(db, job.id);
  }
  let phase = job.phase;
  let cursor = job.cursor;
  for (;;) {
    if (!(await stillMine(db, job.id, run.runnerId))) return "stopped";
    if (phase === "external") {
      const references = await nextExternalReferences(db, scope, cursor, batchSize);
      if (references.length === 0) {
        await enterStoredPhase(db, job.id, run.runnerId);
        phase = "stored";
        cursor = null;
        continue;
      }
      for (const reference of references) await bringHome(run, reference);
      cursor = externalCursor(references.at(-1)!);
    } else {
      const images = await nextStoredImages(db, scope, job.target as MigrationTarget, cursor, batchSize);
      if (images.length === 0) return finish(run);
      await moveStored(run, images);
      cursor = images.at(-1)!.id;
    }
  }
}

/**
 * Works a claimed job until it is complete, paused (or taken over), or a
 * step outside any one item fails (then the job is marked failed and says
 * so; starting it again carries on, since finished items left the set).
 */
export async function runMigrationJob(db: Database, job: MigrationJob, options: RunOptions = {}): Promise<RunEnd> {
  const run: Run = {
    db,
    job,
    runnerId: options.runnerId ?? RUNNER_ID,
    stores: routed(options.stores ?? getMediaStore()),
    crashPoint: options.crashPoint ?? (() => {}),
  };
  try {
    if (!run.stores.storeOf(job.target as MigrationTarget)) throw new Error(`the ${job.target} store is not configured`);
    return await work(run, options.batchSize ?? BATCH);
  } catch (error) {
    if (error instanceof RunStopped) throw error;
    if (error instanceof JobLost) return "stopped";
    console.error(`[migration] job ${job.id} failed:`, error instanceof Error ? error.message : error);
    await db.transaction((tx) => finishJob(tx, job.id, run.runnerId, "failed")).catch(() => releaseJob(db, job.id, run.runnerId));
    return "failed";
  }
}

let draining: Promise<void> | null = null;
let drainAgain = false;
let enabled = false;

/** Runs every job this server can take, one after another. */
async function drain(): Promise<void> {
  const db = await getDb();
  for (;;) {
    const job = await claimRunnableJob(db, RUNNER_ID);
    if (!job) return;
    await runMigrationJob(db, job);
  }
}

/** Asks the runner to look for work now (a job started or resumed); a no-op where the runner is not started. */
export function kickMigrations(): void {
  if (!enabled) return;
  if (draining) {
    drainAgain = true;
    return;
  }
  draining = drain()
    .catch((error: unknown) => console.error("[migration] runner:", error instanceof Error ? error.message : error))
    .finally(() => {
      draining = null;
      if (drainAgain) {
        drainAgain = false;
        kickMigrations();
      }
    });
}

/** How often an idle server looks for a job to carry on (one whose server died). */
const LOOK_EVERY_MS = 30_000;

/** Called once when the server starts: resumes a job this server held, and keeps looking for ones left by others. */
export function startMigrationRunner(): void {
  if (enabled) return;
  enabled = true;
  kickMigrations();
  setInterval(kickMigrations, LOOK_EVERY_MS).unref();
}
