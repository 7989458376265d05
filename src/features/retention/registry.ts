import { eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { auditLog, backupRuns, modelApplications, notFoundPaths, pageViews } from "@/db/schema";

/**
 * Every retention period, declared once (decision 042): the System Settings
 * column that holds it, its default and bounds (the database checks the same
 * bounds), the rows it purges, the messages of its card and the audit action
 * its change is recorded under. The settings card, the one save action and
 * its schema, the daily purge and the Security Status screen all read this
 * list; a new period is a new entry here (plus its column and its messages).
 */

/** The site_settings columns that hold a period in days. */
export type RetentionSetting =
  | "auditRetentionDays"
  | "signInRecordRetentionDays"
  | "rejectedApplicationRetentionDays"
  | "notFoundRetentionDays"
  | "pageViewRetentionDays"
  | "backupRetentionDays";

/** The adminShell.settings namespace of a period's card (title, hint, saved, failed, invalid…). */
export type RetentionMessages =
  | "adminShell.settings.retention"
  | "adminShell.settings.signInRecordRetention"
  | "adminShell.settings.applicationRetention"
  | "adminShell.settings.notFoundRetention"
  | "adminShell.settings.pageViewRetention"
  | "adminShell.settings.backupRetention";

/**
 * What a period purges. `rows`: the rows of `table` whose `olderThan` is
 * before the cutoff, `batchSize` at a time (src/features/retention/purge.ts);
 * a `day` column is a UTC calendar day, counted so that `days` whole days
 * stay; `only`, when given, narrows the purge to the rows it matches (a
 * period for some entries of a shared table). `own`: the domain deletes them
 * itself, because it must do more than delete rows (named in `purgedBy`).
 */
export type RetentionPurge =
  | { kind: "rows"; table: PgTable; id: AnyPgColumn; olderThan: AnyPgColumn; unit: "instant" | "day"; batchSize: number; only?: SQL }
  | { kind: "own"; table: PgTable; olderThan: AnyPgColumn; purgedBy: string };

export interface RetentionPeriod {
  setting: RetentionSetting;
  defaultDays: number;
  limits: { min: number; max: number };
  messages: RetentionMessages;
  /** The audit log's action for a change of the period (labels in adminShell.dashboard.activity.labels). */
  auditAction: string;
  purge: RetentionPurge;
  /** What the daily job's log line calls the purged rows. */
  logLabel: string;
  /** The System Settings tab that shows its card: Security unless said otherwise. */
  tab?: "database";
}

const TEN_YEARS = 3650;

export const RETENTION_PERIODS = {
  /** Audit entries: 90 days by default, a week at least so a week's changes can always be read back. */
  audit: {
    setting: "auditRetentionDays",
    defaultDays: 90,
    limits: { min: 7, max: TEN_YEARS },
    messages: "adminShell.settings.retention",
    auditAction: "settings.audit_retention",
    // In batches: the back office writes to this table with every change, so a backlog must never hold a long lock on it.
    purge: { kind: "rows", table: auditLog, id: auditLog.id, olderThan: auditLog.createdAt, unit: "instant", batchSize: 1000 },
    logLabel: "entries older than the retention period",
  },
  /**
   * Records that hold an IP address (decision 057): the admin sign-in
   * entries of the audit log (written by src/features/auth/auth.ts), and the
   * address and browser of a session still open after the period (the
   * sign-in job clears them, src/features/auth/sign-in-records.ts; sessions
   * past their expiry are deleted daily). 30 days by default, a year at
   * most: the privacy page states this period, read from this setting.
   */
  signInRecords: {
    setting: "signInRecordRetentionDays",
    defaultDays: 30,
    limits: { min: 1, max: 365 },
    messages: "adminShell.settings.signInRecordRetention",
    auditAction: "settings.sign_in_record_retention",
    purge: {
      kind: "rows",
      table: auditLog,
      id: auditLog.id,
      olderThan: auditLog.createdAt,
      unit: "instant",
      batchSize: 1000,
      only: eq(auditLog.action, "log_admin_login"),
    },
    logLabel: "admin sign-in records past the retention period",
  },
  /** Rejected applications with their photos, counted from the rejection (decision 025: kept for a stated period, then purged). */
  applications: {
    setting: "rejectedApplicationRetentionDays",
    defaultDays: 30,
    limits: { min: 1, max: TEN_YEARS },
    messages: "adminShell.settings.applicationRetention",
    auditAction: "settings.application_retention",
    // Each deletion is audited and its photos' files removed after commit, so the domain does it.
    purge: { kind: "own", table: modelApplications, olderThan: modelApplications.reviewedAt, purgedBy: "src/features/applications/retention.ts" },
    logLabel: "rejected applications past the retention period",
  },
  /** 404 monitor entries not seen again within the period. A count, not anyone's action: not audited per row. */
  notFound: {
    setting: "notFoundRetentionDays",
    defaultDays: 90,
    limits: { min: 1, max: TEN_YEARS },
    messages: "adminShell.settings.notFoundRetention",
    auditAction: "settings.not_found_retention",
    purge: { kind: "rows", table: notFoundPaths, id: notFoundPaths.id, olderThan: notFoundPaths.lastSeenAt, unit: "instant", batchSize: 1000 },
    logLabel: "404 entries not seen within the retention period",
  },
  /**
   * Page views: 395 days by default (a year and a month, so a month can be
   * compared with the same one a year before). No personal data: not audited per row.
   */
  pageViews: {
    setting: "pageViewRetentionDays",
    defaultDays: 395,
    limits: { min: 1, max: TEN_YEARS },
    messages: "adminShell.settings.pageViewRetention",
    auditAction: "settings.page_view_retention",
    purge: { kind: "rows", table: pageViews, id: pageViews.id, olderThan: pageViews.day, unit: "day", batchSize: 1000 },
    logLabel: "page-view rows past the retention period",
  },
  /**
   * Backup sets (decision 055): 30 days by default; the newest set that
   * succeeded is kept whatever its age. Shown on the Database tab, beside the backups.
   */
  backups: {
    setting: "backupRetentionDays",
    defaultDays: 30,
    limits: { min: 1, max: TEN_YEARS },
    messages: "adminShell.settings.backupRetention",
    auditAction: "settings.backup_retention",
    // Each backup run removes the sets past the period from the folder or bucket, and their runs.
    purge: { kind: "own", table: backupRuns, olderThan: backupRuns.startedAt, purgedBy: "src/features/backups/runs.ts" },
    logLabel: "backup sets past the retention period",
    tab: "database",
  },
} as const satisfies Record<string, RetentionPeriod>;

export type RetentionName = keyof typeof RETENTION_PERIODS;

/** The periods a row purge handles (the others are purged by their domain). */
export type RowRetentionName = { [N in RetentionName]: (typeof RETENTION_PERIODS)[N]["purge"]["kind"] extends "rows" ? N : never }[RetentionName];

export const RETENTION_NAMES = Object.keys(RETENTION_PERIODS) as RetentionName[];

export function isRetentionName(value: unknown): value is RetentionName {
  return typeof value === "string" && Object.hasOwn(RETENTION_PERIODS, value);
}
