import { eq, inArray, lt } from "drizzle-orm";
import type { Database } from "@/db";
import { auditLog, siteSettings } from "@/db/schema";

/**
 * Audit retention: entries older than the configured period (System
 * Settings › Security, site_settings.audit_retention_days, 90 days by
 * default) are deleted. In batches, so a large backlog never holds a long
 * lock on the table the back office writes to with every change.
 */

export const DEFAULT_AUDIT_RETENTION_DAYS = 90;
const BATCH_SIZE = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function auditRetentionDays(db: Database): Promise<number> {
  const [row] = await db.select({ days: siteSettings.auditRetentionDays }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.days ?? DEFAULT_AUDIT_RETENTION_DAYS;
}

/** Deletes the entries older than the retention period, `batchSize` at a time; returns how many went. */
export async function purgeExpiredAuditEntries(db: Database, { now = new Date(), batchSize = BATCH_SIZE } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - (await auditRetentionDays(db)) * DAY_MS);
  let purged = 0;
  for (;;) {
    const batch = db.select({ id: auditLog.id }).from(auditLog).where(lt(auditLog.createdAt, cutoff)).limit(batchSize);
    const deleted = await db.delete(auditLog).where(inArray(auditLog.id, batch)).returning({ id: auditLog.id });
    purged += deleted.length;
    if (deleted.length < batchSize) return purged;
  }
}
