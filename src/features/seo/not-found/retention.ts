import { eq, lt } from "drizzle-orm";
import type { Database } from "@/db";
import { notFoundPaths, siteSettings } from "@/db/schema";

/**
 * 404 entries are kept while they keep being seen: one not seen for
 * site_settings.not_found_retention_days (90 by default, set on System
 * Settings › Security) is deleted by the daily purge. Not audited row by
 * row: an entry is a count, not a record of anyone's action.
 */

export const DEFAULT_NOT_FOUND_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function notFoundRetentionDays(db: Database): Promise<number> {
  const [row] = await db.select({ days: siteSettings.notFoundRetentionDays }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.days ?? DEFAULT_NOT_FOUND_RETENTION_DAYS;
}

/** Deletes the entries last seen before the period; returns how many went. */
export async function purgeStaleNotFoundPaths(db: Database, { now = new Date() } = {}): Promise<number> {
  const days = await notFoundRetentionDays(db);
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const deleted = await db.delete(notFoundPaths).where(lt(notFoundPaths.lastSeenAt, cutoff)).returning({ id: notFoundPaths.id });
  return deleted.length;
}
