import { inArray, max, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { media } from "@/db/schema";

/**
 * What the last look at an image's files in the store found, kept on its
 * media row (media.check_status, media.checked_at). Whether a file is there
 * can only be known by asking the store, which a list of ten thousand images
 * cannot do per request; so the checks that already read the store (the
 * Image Pipeline Audit's stored-image inspection, Image Diagnostics' page
 * check) and a successful rebuild write what they found, and the image
 * library filters on that record.
 */
export const CHECK_STATUSES = ["ok", "missing", "variants-missing", "unreadable"] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export interface CheckedImage {
  mediaId: string;
  status: CheckStatus;
}

type Db = Database | Transaction;

/**
 * The statuses found, written with the time: one UPDATE per status, never
 * one per image. A row deleted meanwhile is simply not updated.
 */
export async function recordCheckStatuses(db: Db, checked: readonly CheckedImage[], at: Date = new Date()): Promise<void> {
  const byStatus = new Map<CheckStatus, string[]>();
  for (const { mediaId, status } of checked) byStatus.set(status, [...(byStatus.get(status) ?? []), mediaId]);
  for (const [status, ids] of byStatus) {
    await db.update(media).set({ checkStatus: status, checkedAt: at }).where(inArray(media.id, ids));
  }
}

/** An image the last check found not whole (a file missing or unreadable). */
export function brokenCondition() {
  return sql`${media.checkStatus} <> 'ok'`;
}

/** When the newest check was written, or null when no image has been checked. */
export async function lastCheckedAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: max(media.checkedAt) }).from(media);
  return row?.at ?? null;
}
