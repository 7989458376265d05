import { and, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "@/db";
import { backupRuns, mediaDeferredDeletes } from "@/db/schema";
import { keysStillNamed } from "@/features/media/sweep";
import { provideMediaDeleteGate, type MediaStore } from "@/lib/media";
import { liveSince } from "./liveness";

/**
 * A backup dumps the database first and copies the media files after. A
 * file deleted in between would be missing from a set whose database still
 * names it, so while any backup runs (on any instance), deletions are
 * written down instead, and carried out when it ends (decision 055).
 */
export async function backupIsRunning(db: Database, now = new Date()): Promise<boolean> {
  const [run] = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(and(eq(backupRuns.status, "running"), gt(backupRuns.heardAt, liveSince(now))))
    .limit(1);
  return run !== undefined;
}

/** Installs the gate on the process-wide media store. */
export function deferMediaDeletesDuringBackups(getDb: () => Promise<Database>): void {
  provideMediaDeleteGate(async (key) => {
    const db = await getDb();
    if (!(await backupIsRunning(db))) return false;
    await db.insert(mediaDeferredDeletes).values({ key }).onConflictDoNothing();
    return true;
  });
}

/**
 * Carries out the deletions put off, unless a backup still runs; a key a
 * media row names again (re-used since) is kept. Returns how many files went.
 */
export async function carryOutDeferredDeletes(db: Database, store: MediaStore): Promise<number> {
  if (await backupIsRunning(db)) return 0;
  const rows = await db.select({ key: mediaDeferredDeletes.key }).from(mediaDeferredDeletes);
  if (rows.length === 0) return 0;
  const keys = rows.map((row) => row.key);
  const named = await keysStillNamed(db, keys);
  let removed = 0;
  for (const key of keys) {
    if (!named.has(key)) {
      await store.delete(key);
      removed++;
    }
  }
  await db.delete(mediaDeferredDeletes).where(inArray(mediaDeferredDeletes.key, keys));
  return removed;
}
