import { and, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { siteSettings } from "@/db/schema";
import { RETENTION_PERIODS, type RetentionName, type RetentionPurge, type RowRetentionName } from "./registry";

type RowPurge = Extract<RetentionPurge, { kind: "rows" }>;

/**
 * Reading a retention period and purging what is past it, for any period in
 * the registry. Plain functions of a database handle, so the daily job,
 * scripts and the integration tests call the same code.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period saved on System Settings, or its default before the settings row exists. */
export async function readRetentionDays(db: Database | Transaction, name: RetentionName): Promise<number> {
  const { setting, defaultDays } = RETENTION_PERIODS[name];
  const [row] = await db.select({ days: siteSettings[setting] }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.days ?? defaultDays;
}

/** Every period at once (one read), for the System Settings screen. */
export async function readAllRetentionDays(db: Database): Promise<Record<RetentionName, number>> {
  const entries = await Promise.all(Object.keys(RETENTION_PERIODS).map(async (name) => [name, await readRetentionDays(db, name as RetentionName)] as const));
  return Object.fromEntries(entries) as Record<RetentionName, number>;
}

/**
 * The first UTC calendar day still kept when `days` days are kept, today
 * included (page views are counted under UTC days).
 */
export function firstKeptUtcDay(now: Date, days: number): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** The instant before which a period of `days` days no longer keeps a record. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** The rows a period no longer keeps: an instant older than `days` days, or a day before the first kept one (of its `only` rows). */
function pastThePeriod(name: RowRetentionName, days: number, now: Date): SQL {
  const { olderThan, unit, only }: RowPurge = RETENTION_PERIODS[name].purge;
  const past = unit === "day" ? lt(olderThan, sql`${firstKeptUtcDay(now, days)}::date`) : lt(olderThan, retentionCutoff(now, days));
  return only ? (and(past, only) as SQL) : past;
}

/** Deletes the rows past a period, `batchSize` at a time; returns how many went. */
export async function purgeRetention(
  db: Database,
  name: RowRetentionName,
  { now = new Date(), batchSize }: { now?: Date; batchSize?: number } = {},
): Promise<number> {
  const purge: RowPurge = RETENTION_PERIODS[name].purge;
  const size = batchSize ?? purge.batchSize;
  const where = pastThePeriod(name, await readRetentionDays(db, name), now);
  let purged = 0;
  for (;;) {
    const batch = db.select({ id: purge.id }).from(purge.table).where(where).limit(size);
    const deleted = await db.delete(purge.table).where(inArray(purge.id, batch)).returning({ id: purge.id });
    purged += deleted.length;
    if (deleted.length < size) return purged;
  }
}
