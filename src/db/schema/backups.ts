import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const BACKUP_TRIGGERS = ["schedule", "manual", "command"] as const;
export const BACKUP_STATUSES = ["running", "succeeded", "failed", "incomplete"] as const;

/**
 * Every backup run (src/features/backups): written when it starts, kept
 * alive by a heartbeat while it runs and closed with its result. A run
 * still "running" whose heartbeat stopped belongs to a process that died:
 * the next run marks it incomplete (its set has no manifest, so restore
 * refuses it too).
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    trigger: text("trigger", { enum: BACKUP_TRIGGERS }).notNull(),
    status: text("status", { enum: BACKUP_STATUSES }).notNull().default("running"),
    /** The set's name (its folder or key prefix), a UTC timestamp. */
    setName: text("set_name").notNull(),
    /** Where the set was written: a folder or s3://bucket/prefix. */
    location: text("location").notNull(),
    databaseKind: text("database_kind").notNull(),
    encrypted: boolean("encrypted").notNull().default(false),
    bytes: bigint("bytes", { mode: "number" }),
    fileCount: integer("file_count"),
    mediaCount: integer("media_count"),
    error: text("error"),
    requestedById: text("requested_by_id"),
    requestedByEmail: text("requested_by_email"),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    heardAt: timestamp("heard_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("backup_runs_started_idx").on(t.startedAt.desc()),
    check("backup_runs_trigger_check", sql`${t.trigger} in ('schedule', 'manual', 'command')`),
    check("backup_runs_status_check", sql`${t.status} in ('running', 'succeeded', 'failed', 'incomplete')`),
  ],
);

/**
 * Media deletions asked for while a backup runs, carried out when it ends:
 * the set's database snapshot may still name the file, so it must reach
 * the set (decision 055).
 */
export const mediaDeferredDeletes = pgTable("media_deferred_deletes", {
  key: text("key").primaryKey(),
  requestedAt: timestamp("requested_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
