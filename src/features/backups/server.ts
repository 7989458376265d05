import { and, desc, eq, gt } from "drizzle-orm";
import { getDatabaseHandle, getDb, type Database } from "@/db";
import { backupRuns } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { getMediaStore } from "@/lib/media";
import { deferMediaDeletesDuringBackups } from "./deferred-deletes";
import { runBackup, type BackupRun, type BackupTrigger } from "./runs";
import { configuredBackupTarget } from "./target";

/**
 * Backups as the running server takes them: the daily job and System
 * Settings' "Back up now", with the environment's target and passphrase.
 */

/** Every instance runs the daily jobs; a scheduled backup is skipped when another instance took one in the last 20 hours. */
const SCHEDULED_GAP_MS = 20 * 60 * 60 * 1000;

export async function scheduledBackupDue(db: Database, now = new Date()): Promise<boolean> {
  const [recent] = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(and(eq(backupRuns.trigger, "schedule"), gt(backupRuns.startedAt, new Date(now.getTime() - SCHEDULED_GAP_MS))))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return recent === undefined;
}

export async function backUpFromServer(trigger: BackupTrigger, requestedBy: { id: string; email: string } | null = null): Promise<BackupRun> {
  return runBackup({
    handle: await getDatabaseHandle(),
    media: getMediaStore(),
    target: configuredBackupTarget(),
    trigger,
    requestedBy,
    passphrase: getEnv().BACKUP_PASSPHRASE,
    log: (line) => console.log(`[backup] ${line}`),
  });
}

/** At start: deletions of media wait for a running backup (decision 055). */
export function startBackupGuards(): void {
  deferMediaDeletesDuringBackups(getDb);
}
