import fs from "node:fs";
import path from "node:path";
import { and, desc, eq, inArray, lt, ne } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/db";
import { backupRuns, siteSettings } from "@/db/schema";
import type { MediaStore } from "@/lib/media";
import { backupIsRunning, carryOutDeferredDeletes } from "./deferred-deletes";
import { HEARTBEAT_MS, liveSince } from "./liveness";
import { isSetName, newSetName } from "./set-format";
import type { BackupTarget } from "./target";
import { writeBackupSet } from "./write-set";

export type BackupTrigger = (typeof backupRuns.$inferSelect)["trigger"];
export type BackupRun = typeof backupRuns.$inferSelect;

/** Refused because a backup is running already (on this instance or another). */
export class BackupAlreadyRunningError extends Error {
  constructor() {
    super("A backup is already running.");
    this.name = "BackupAlreadyRunningError";
  }
}

export interface RunBackupOptions {
  handle: DatabaseHandle;
  media: MediaStore;
  target: BackupTarget;
  trigger: BackupTrigger;
  requestedBy?: { id: string; email: string } | null;
  passphrase?: string;
  now?: () => Date;
  log?: (line: string) => void;
}

/** Deletes every stored file of a set (a failed run's leftovers, or a set past retention). */
async function removeSet(target: BackupTarget, setName: string): Promise<void> {
  for await (const key of target.store.list(`${setName}/`)) await target.store.delete(key);
  // A folder keeps its empty directories and the temporary file a killed write left; the store lists neither.
  if (target.folder && isSetName(setName)) await fs.promises.rm(path.join(target.folder, setName), { recursive: true, force: true });
}

/**
 * Runs whose process stopped without closing them (a crash, a kill -9): they
 * are marked incomplete and what they wrote is removed. Their sets have no
 * manifest, so restore refuses them even before this runs.
 */
export async function closeAbandonedRuns(db: Database, target: BackupTarget, now = new Date(), { everyRunning = false } = {}): Promise<BackupRun[]> {
  // `everyRunning`: on the embedded database, at a process's start, no other process can be running one (one process per folder).
  const abandoned = await db
    .update(backupRuns)
    .set({ status: "incomplete", finishedAt: now, error: "The backup stopped before it finished (the server stopped or was killed)." })
    .where(and(eq(backupRuns.status, "running"), everyRunning ? undefined : lt(backupRuns.heardAt, liveSince(now))))
    .returning();
  for (const run of abandoned) if (run.location === target.location) await removeSet(target, run.setName);
  return abandoned;
}

/** Claims the right to run: one backup at a time across every instance. */
async function claimRun(handle: DatabaseHandle, options: RunBackupOptions, setName: string, now: Date): Promise<BackupRun> {
  return handle.exclusively("velvet-backup-claim", async (db) => {
    if (await backupIsRunning(db, now)) throw new BackupAlreadyRunningError();
    const [run] = await db
      .insert(backupRuns)
      .values({
        trigger: options.trigger,
        setName,
        location: options.target.location,
        databaseKind: handle.kind,
        encrypted: Boolean(options.passphrase),
        requestedById: options.requestedBy?.id ?? null,
        requestedByEmail: options.requestedBy?.email ?? null,
        startedAt: now,
        heardAt: now,
      })
      .returning();
    return run;
  });
}

/**
 * One backup run, start to finish: earlier abandoned runs closed, the run
 * claimed (refused when another is alive), the set written with a heartbeat,
 * the run closed with its result, deletions put off meanwhile carried out,
 * and sets past the retention period removed. Never throws for a failed
 * backup (the run's row says what went wrong); throws only when refused.
 */
export async function runBackup(options: RunBackupOptions): Promise<BackupRun> {
  const { handle, target, media } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => undefined);
  const db = handle.db;
  for (const run of await closeAbandonedRuns(db, target, now())) log(`marked the unfinished backup ${run.setName} incomplete`);
  const setName = newSetName(now());
  const run = await claimRun(handle, options, setName, now());
  const beat = () => db.update(backupRuns).set({ heardAt: now() }).where(eq(backupRuns.id, run.id)).then(() => undefined);
  const heartbeat = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_MS);
  heartbeat.unref?.();
  let finished: BackupRun;
  try {
    const written = await writeBackupSet({ handle, media, target, setName, runId: run.id, passphrase: options.passphrase, onProgress: beat });
    [finished] = await db
      .update(backupRuns)
      .set({ status: "succeeded", finishedAt: now(), heardAt: now(), bytes: written.bytes, fileCount: written.manifest.files.length + 1, mediaCount: written.manifest.media.length })
      .where(eq(backupRuns.id, run.id))
      .returning();
    log(`wrote ${setName}: ${written.manifest.media.length} media files, ${written.bytes} bytes, to ${target.location}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    [finished] = await db
      .update(backupRuns)
      .set({ status: "failed", finishedAt: now(), heardAt: now(), error: message.slice(0, 2000) })
      .where(eq(backupRuns.id, run.id))
      .returning();
    await removeSet(target, setName).catch(() => undefined);
    log(`backup ${setName} failed: ${message}`);
  } finally {
    clearInterval(heartbeat);
  }
  const removed = await carryOutDeferredDeletes(db, media).catch(() => 0);
  if (removed) log(`carried out ${removed} media deletions put off during the backup`);
  const pruned = await pruneOldSets(db, target, now());
  if (pruned) log(`removed ${pruned} backup sets older than the retention period`);
  return finished;
}

/**
 * Removes the sets (and their runs) older than System Settings' retention
 * period, from this target; the newest set that succeeded is always kept,
 * so a site whose backups have been failing for a month still has one.
 */
export async function pruneOldSets(db: Database, target: BackupTarget, now = new Date()): Promise<number> {
  const [settings] = await db.select({ days: siteSettings.backupRetentionDays }).from(siteSettings).limit(1);
  const cutoff = new Date(now.getTime() - (settings?.days ?? 30) * 86_400_000);
  const [newest] = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(eq(backupRuns.status, "succeeded"))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  const old = await db
    .select()
    .from(backupRuns)
    .where(and(lt(backupRuns.startedAt, cutoff), ne(backupRuns.status, "running"), newest ? ne(backupRuns.id, newest.id) : undefined));
  for (const run of old) if (run.location === target.location && run.status === "succeeded") await removeSet(target, run.setName);
  if (old.length) await db.delete(backupRuns).where(inArray(backupRuns.id, old.map((run) => run.id)));
  return old.filter((run) => run.status === "succeeded").length;
}

/** The newest runs, for System Settings and the dashboard. */
export async function recentRuns(db: Database, limit = 10): Promise<BackupRun[]> {
  return db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(limit);
}
