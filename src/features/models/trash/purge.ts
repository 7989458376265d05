import { and, asc, inArray, isNotNull, lt } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { media, modelGallery, models } from "@/db/schema";
import { writeAuditEntries, type AuditEntry } from "@/features/audit/log";
import { mediaIsUnreferenced } from "@/features/security/relationships";
import { getMediaStore } from "@/lib/media";
import { purgeCutoff, TRASH_DAYS } from "./rules";

/**
 * Purging models from the trash: the model rows go, and with them (by their
 * ON DELETE CASCADE foreign keys) their gallery rows, categories, reviews,
 * favourites and home page carousel slots. Their stored files go too, but
 * only files no other row still names (a photo reused in a blog post stays),
 * and only after the transaction has committed: a rolled-back purge must
 * leave every file in place.
 */

/** Models per transaction in the daily purge: short locks on the table the site reads most. */
const BATCH_SIZE = 100;

export interface PurgedModel {
  id: string;
  name: string;
  deletedAt: Date;
}

export interface ModelPurge {
  purged: PurgedModel[];
  /** Store keys of the deleted media rows' files: remove them with deletePurgedFiles once the transaction has committed. */
  fileKeys: string[];
}

/** The given models that are in the trash, locked in id order; a model outside the trash is never purged. */
async function lockTrashedModels(tx: Transaction, ids: readonly string[]): Promise<PurgedModel[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: models.id, name: models.name, deletedAt: models.deletedAt })
    .from(models)
    .where(and(inArray(models.id, [...ids]), isNotNull(models.deletedAt)))
    .orderBy(asc(models.id))
    .for("update");
  return rows.map((row) => ({ ...row, deletedAt: row.deletedAt! }));
}

/** A media route address (/api/media/<id>/<variant>) names its media row. */
const MEDIA_URL_ID = /^\/api\/media\/([0-9a-f-]{36})\//i;

function mediaIdInUrl(url: string | null): string | null {
  return url?.match(MEDIA_URL_ID)?.[1]?.toLowerCase() ?? null;
}

/**
 * The media rows the models name: their main images (by id, or by the media
 * route address in `image`) and their gallery photos.
 */
async function mediaOfModels(tx: Transaction, ids: readonly string[]): Promise<string[]> {
  const main = await tx.select({ id: models.imageMediaId, image: models.image }).from(models).where(inArray(models.id, [...ids]));
  // Each photo's own file and its 1:1 and 3:4 crops (decision 024).
  const gallery = await tx
    .select({ id: modelGallery.mediaId, square: modelGallery.squareMediaId, portrait: modelGallery.portraitMediaId })
    .from(modelGallery)
    .where(inArray(modelGallery.modelId, [...ids]));
  const named = [...main.flatMap((row) => [row.id, mediaIdInUrl(row.image)]), ...gallery.flatMap((row) => [row.id, row.square, row.portrait])];
  return [...new Set(named.flatMap((id) => (id ? [id] : [])))];
}

/** Deletes the candidate media rows nothing names any more; returns their files' store keys. */
async function deleteUnreferencedMedia(tx: Transaction, mediaIds: readonly string[]): Promise<string[]> {
  if (mediaIds.length === 0) return [];
  const deleted = await tx
    .delete(media)
    .where(and(inArray(media.id, [...mediaIds]), mediaIsUnreferenced()))
    .returning({ storageKey: media.storageKey, variants: media.variants });
  return [...new Set(deleted.flatMap((row) => [row.storageKey, ...(row.variants ?? []).map((variant) => variant.key)]))];
}

/**
 * Purges the given models if they are in the trash, inside the caller's
 * transaction. Files are left to the caller (deletePurgedFiles after commit).
 */
export async function purgeTrashedModels(tx: Transaction, ids: readonly string[]): Promise<ModelPurge> {
  const purged = await lockTrashedModels(tx, ids);
  if (purged.length === 0) return { purged, fileKeys: [] };
  const purgedIds = purged.map((model) => model.id);
  const mediaIds = await mediaOfModels(tx, purgedIds);
  await tx.delete(models).where(inArray(models.id, purgedIds));
  return { purged, fileKeys: await deleteUnreferencedMedia(tx, mediaIds) };
}

/** The audit rows of a purge: one per model, as the trash and restore write them. */
export function purgeAuditEntries(purged: readonly PurgedModel[]): Omit<AuditEntry, "actorId" | "actorEmail">[] {
  return purged.map((model) => ({
    action: "model.purge",
    entityType: "model",
    entityId: model.id,
    oldValues: { name: model.name, deletedAt: model.deletedAt.toISOString() },
    newValues: null,
  }));
}

/**
 * Removes the purged media rows' files. A file that cannot be removed now is
 * logged and left to the media sweep (src/features/media/sweep.ts), which
 * removes files no media row names.
 */
export async function deletePurgedFiles(fileKeys: readonly string[]): Promise<void> {
  const store = getMediaStore();
  await Promise.all(
    fileKeys.map((key) =>
      store.delete(key).catch((error: unknown) => console.error(`[models] removing ${key} failed:`, error instanceof Error ? error.message : error)),
    ),
  );
}

/** One batch of the models whose 30 days are up, oldest first, skipping rows another purge holds. */
async function dueModelIds(tx: Transaction, cutoff: Date, batchSize: number): Promise<string[]> {
  const rows = await tx
    .select({ id: models.id })
    .from(models)
    .where(and(isNotNull(models.deletedAt), lt(models.deletedAt, cutoff)))
    .orderBy(asc(models.deletedAt), asc(models.id))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  return rows.map((row) => row.id);
}

/**
 * The daily purge: models deleted more than TRASH_DAYS ago, `batchSize` per
 * transaction, each batch audited (no actor: the system did it) and its files
 * removed once it has committed. Returns how many models went.
 */
export async function purgeExpiredModels(db: Database, { now = new Date(), batchSize = BATCH_SIZE } = {}): Promise<number> {
  const cutoff = purgeCutoff(now);
  let total = 0;
  for (;;) {
    const { purged, fileKeys } = await db.transaction(async (tx) => {
      const outcome = await purgeTrashedModels(tx, await dueModelIds(tx, cutoff, batchSize));
      await writeAuditEntries(
        tx,
        purgeAuditEntries(outcome.purged).map((entry) => ({ ...entry, actorId: null, actorEmail: null, notes: `Purged after ${TRASH_DAYS} days in the trash` })),
      );
      return outcome;
    });
    await deletePurgedFiles(fileKeys);
    total += purged.length;
    if (purged.length < batchSize) return total;
  }
}
