import { getDb } from "@/db";
import { purgeUnattachedApplicationUploads } from "@/features/applications/media-purge";
import { DAILY_BACKUP_FIRST_RUN_MINUTES } from "@/features/backups/schedule";
import { backUpFromServer, scheduledBackupDue } from "@/features/backups/server";
import { purgeRejectedApplications } from "@/features/applications/retention";
import { purgeExpiredSessions, purgeSignInRecords } from "@/features/auth/sign-in-records";
import { describeSweep, sweepOrphanFiles } from "@/features/media/sweep";
import { purgeExpiredModels } from "@/features/models/trash/purge";
import { TRASH_DAYS } from "@/features/models/trash/rules";
import { purgeRetention } from "@/features/retention/purge";
import { RETENTION_PERIODS, type RowRetentionName } from "@/features/retention/registry";
import { getMediaStore } from "@/lib/media";
import { scheduleDaily, type DailyJob } from "@/lib/schedule-daily";

/**
 * Every job the server runs once a day, in one list (decision 042);
 * src/instrumentation.ts schedules them at start. Their first runs are
 * spread over the first forty minutes so they never start together.
 */

/** A retention period the registry purges row by row, as a daily job. */
function retentionJob(name: RowRetentionName, log: string, firstRunAfterMinutes: number): DailyJob {
  return {
    name: log,
    what: "retention purge",
    firstRunAfterMinutes,
    async run() {
      const purged = await purgeRetention(await getDb(), name);
      return purged > 0 ? [`purged ${purged} ${RETENTION_PERIODS[name].logLabel}`] : [];
    },
  };
}

export const DAILY_JOBS: readonly DailyJob[] = [
  {
    name: "media",
    what: "orphan sweep",
    firstRunAfterMinutes: 10,
    async run() {
      const line = describeSweep(await sweepOrphanFiles(await getDb(), getMediaStore()));
      return line ? [line] : [];
    },
  },
  retentionJob("audit", "audit", 15),
  {
    name: "sessions",
    what: "expired session purge",
    firstRunAfterMinutes: 5,
    async run() {
      const purged = await purgeExpiredSessions(await getDb());
      return purged > 0 ? [`purged ${purged} expired sessions`] : [];
    },
  },
  {
    name: "sign-in-records",
    what: "retention purge",
    firstRunAfterMinutes: 30,
    async run() {
      const { entries, sessions } = await purgeSignInRecords(await getDb());
      const lines: string[] = [];
      if (entries > 0) lines.push(`purged ${entries} ${RETENTION_PERIODS.signInRecords.logLabel}`);
      if (sessions > 0) lines.push(`cleared the address of ${sessions} sessions open longer than the retention period`);
      return lines;
    },
  },
  {
    name: "models",
    what: "trash purge",
    firstRunAfterMinutes: 20,
    async run() {
      const purged = await purgeExpiredModels(await getDb());
      return purged > 0 ? [`purged ${purged} models deleted more than ${TRASH_DAYS} days ago`] : [];
    },
  },
  {
    name: "applications",
    what: "retention purge",
    firstRunAfterMinutes: 25,
    async run() {
      const db = await getDb();
      const lines: string[] = [];
      const rejected = await purgeRejectedApplications(db);
      if (rejected > 0) lines.push(`purged ${rejected} ${RETENTION_PERIODS.applications.logLabel}`);
      const uploads = await purgeUnattachedApplicationUploads(db);
      if (uploads > 0) lines.push(`removed ${uploads} files of photos uploaded for applications never sent`);
      return lines;
    },
  },
  retentionJob("notFound", "not-found", 35),
  {
    name: "backup",
    what: "daily backup",
    firstRunAfterMinutes: DAILY_BACKUP_FIRST_RUN_MINUTES,
    async run() {
      const db = await getDb();
      if (!(await scheduledBackupDue(db))) return ["another instance backed up in the last 20 hours"];
      const run = await backUpFromServer("schedule");
      if (run.status !== "succeeded") throw new Error(run.error ?? "the backup failed");
      return [`wrote ${run.setName} (${run.mediaCount} media files, ${run.bytes} bytes)`];
    },
  },
  retentionJob("pageViews", "page-views", 35),
];

/** Schedules every daily job (called once, when the server starts). */
export function scheduleDailyJobs(): void {
  for (const job of DAILY_JOBS) scheduleDaily(job);
}
