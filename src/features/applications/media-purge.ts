import { and, eq, inArray, lt, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { media } from "@/db/schema";
import { mediaIsUnreferenced } from "@/features/security/relationships";
import { getMediaStore } from "@/lib/media";
import { UNATTACHED_UPLOAD_MAX_AGE_MS } from "./rules";

/**
 * Removing applicants' photos: the media rows go inside the caller's
 * transaction (only application photos that no row of any table still names,
 * so a photo that became a model's gallery photo is never touched), and their
 * files only after it has committed, so a rolled-back change leaves every
 * file in place. A file that cannot be removed then is left to the daily
 * orphan sweep (src/features/media/sweep.ts), which removes files no row names.
 */

type Db = Database | Transaction;

async function deleteApplicationMediaWhere(db: Db, condition: SQL | undefined): Promise<string[]> {
  const deleted = await db
    .delete(media)
    .where(and(eq(media.purpose, "application"), mediaIsUnreferenced(), condition))
    .returning({ storageKey: media.storageKey, variants: media.variants });
  return [...new Set(deleted.flatMap((row) => [row.storageKey, ...(row.variants ?? []).map((variant) => variant.key)]))];
}

/** Deletes the given application photos that nothing names any more; returns their files' store keys. */
export async function deleteUnreferencedApplicationMedia(tx: Transaction, mediaIds: readonly string[]): Promise<string[]> {
  if (mediaIds.length === 0) return [];
  return deleteApplicationMediaWhere(tx, inArray(media.id, [...mediaIds]));
}

/**
 * Photos uploaded from /apply whose application was never sent: older than a
 * day (an upload token lasts six hours) and named by no application. The
 * orphan sweep removes only files without a row, so without this their rows
 * and files would stay for ever.
 */
export async function purgeUnattachedApplicationUploads(db: Database, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_MAX_AGE_MS);
  const fileKeys = await db.transaction((tx) => deleteApplicationMediaWhere(tx, lt(media.createdAt, cutoff)));
  await removeStoredFiles(fileKeys);
  return fileKeys.length;
}

/** Removes files once their rows' deletion has committed; a failure is logged by key (no personal data in a key) and left to the sweep. */
export async function removeStoredFiles(fileKeys: readonly string[]): Promise<void> {
  const store = getMediaStore();
  await Promise.all(
    fileKeys.map((key) =>
      store.delete(key).catch((error: unknown) => console.error(`[applications] removing ${key} failed:`, error instanceof Error ? error.message : error)),
    ),
  );
}
