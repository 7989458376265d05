import { getDb } from "@/db";
import { getEnv } from "@/lib/env";
import { DAILY_BACKUP_FIRST_RUN_MINUTES } from "../schedule";
import { recentRuns, type BackupRun } from "../runs";
import { configuredBackupTarget } from "../target";

/** System Settings › Database › Backups: where sets go, whether they are encrypted, and the latest runs. */
export interface BackupOverview {
  location: string;
  encrypted: boolean;
  runs: BackupRun[];
  /** The first daily run comes this many minutes after the server starts (src/features/jobs/daily-jobs.ts). */
  firstRunAfterMinutes: number;
}

export async function getBackupOverview(): Promise<BackupOverview> {
  const env = getEnv();
  const target = configuredBackupTarget(env);
  return {
    location: target.location,
    encrypted: Boolean(env.BACKUP_PASSPHRASE),
    runs: await recentRuns(await getDb(), 10),
    firstRunAfterMinutes: DAILY_BACKUP_FIRST_RUN_MINUTES,
  };
}
