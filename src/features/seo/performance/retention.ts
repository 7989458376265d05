import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { pageViews, siteSettings } from "@/db/schema";

/**
 * Page views are kept for the period set on System Settings › Security
 * (site_settings.page_view_retention_days, 395 days by default: a year and a
 * month, so a month can be compared with the same one a year before), then
 * deleted day by day (decisions.md: kept for a stated period, then purged).
 * They hold no personal data, so nothing is audited per row.
 */

export const DEFAULT_PAGE_VIEW_RETENTION_DAYS = 395;

export async function pageViewRetentionDays(db: Database): Promise<number> {
  const [row] = await db.select({ days: siteSettings.pageViewRetentionDays }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.days ?? DEFAULT_PAGE_VIEW_RETENTION_DAYS;
}

/** The first UTC day still kept: days before it are past the period. */
export function pageViewCutoffDay(now: Date, days: number): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Deletes the days older than the period; returns how many rows went. */
export async function purgeOldPageViews(db: Database, { now = new Date() } = {}): Promise<number> {
  const cutoff = pageViewCutoffDay(now, await pageViewRetentionDays(db));
  const deleted = await db.delete(pageViews).where(lt(pageViews.day, sql`${cutoff}::date`)).returning({ id: pageViews.id });
  return deleted.length;
}
