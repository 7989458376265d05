import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "@/db";
import { backupRuns } from "@/db/schema";

/** What Security Status and the dashboard say about backups. */
export interface BackupFacts {
  /** When the newest set that succeeded was taken; null when none has. */
  lastSucceededAt: Date | null;
  /** Runs that failed or never finished since the newest success. */
  failedSince: number;
  /** The newest of those failures' reasons. */
  lastError: string | null;
}

export async function readBackupFacts(db: Database): Promise<BackupFacts> {
  const [success] = await db
    .select({ startedAt: backupRuns.startedAt })
    .from(backupRuns)
    .where(eq(backupRuns.status, "succeeded"))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  const failures = await db
    .select({ error: backupRuns.error })
    .from(backupRuns)
    .where(and(inArray(backupRuns.status, ["failed", "incomplete"]), success ? gt(backupRuns.startedAt, success.startedAt) : undefined))
    .orderBy(desc(backupRuns.startedAt));
  return { lastSucceededAt: success?.startedAt ?? null, failedSince: failures.length, lastError: failures[0]?.error ?? null };
}
