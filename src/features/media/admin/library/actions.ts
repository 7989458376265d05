"use server";

import { eq, inArray, sql } from "drizzle-orm";
import { media, modelGallery, models } from "@/db/schema";
import { ActionFailure, defineAdminAction, type AuditRecord } from "@/features/admin/action";
import { getMediaStore } from "@/lib/media";
import { usageCondition } from "./list-query";
import { changePhotoVisibilitySchema, deleteUnusedImagesSchema } from "./schemas";
import { IMAGE_TOOLS_ACCESS } from "../image-tools";


/**
 * Deletes images nothing on the site names, all or none: the rows are
 * locked, checked again inside the transaction (something may have started
 * using one since the list was read), then removed with one audit row each.
 * Their files go after the commit; a file that cannot be removed then is an
 * orphan the daily sweep removes (src/features/media/sweep.ts).
 */
export const deleteUnusedImages = defineAdminAction({
  ...IMAGE_TOOLS_ACCESS,
  schema: deleteUnusedImagesSchema,
  failureKey: "adminContent.library.errors.delete",
  async run({ ids }, { tx }) {
    const locked = await tx
      .select({ id: media.id, purpose: media.purpose, storageKey: media.storageKey, variants: media.variants, originalFilename: media.originalFilename, byteSize: media.byteSize })
      .from(media)
      .where(inArray(media.id, ids))
      .for("update");
    if (locked.length !== new Set(ids).size) throw new ActionFailure("not_found", "adminContent.library.errors.notFound");
    const [{ unused }] = await tx
      .select({ unused: sql<number>`count(*)`.mapWith(Number) })
      .from(media)
      .where(sql`${inArray(media.id, ids)} and ${usageCondition("unused")}`);
    if (unused !== locked.length) throw new ActionFailure("conflict", "adminContent.library.errors.inUse");
    await tx.delete(media).where(inArray(media.id, ids));
    const audit: AuditRecord[] = locked.map((image) => ({
      action: "media.delete",
      entityType: "media",
      entityId: image.id,
      oldValues: { name: image.originalFilename, purpose: image.purpose, bytes: image.byteSize },
    }));
    const keys = locked.flatMap((image) => [image.storageKey, ...image.variants.map((variant) => variant.key)]);
    return { data: { deleted: locked.map((image) => image.id), keys }, audit };
  },
  // The keys travel in the answer only to reach this step (an admin may see them; they open nothing).
  async afterCommit({ keys }: { deleted: string[]; keys: string[] }) {
    const store = getMediaStore();
    await Promise.all([...new Set(keys)].map((key) => store.delete(key).catch(() => undefined)));
  },
});

/**
 * Sets the visibility of the ticked images that are gallery photos (their
 * model_gallery rows; the crops follow the photo, src/features/media/access.ts).
 * Images that are no gallery photo are skipped and counted, so the admin
 * learns how many did not apply. The rows are locked; one audit row per photo
 * that changed, the same as the gallery manager's visibility change.
 */
export const changePhotoVisibility = defineAdminAction({
  ...IMAGE_TOOLS_ACCESS,
  schema: changePhotoVisibilitySchema,
  failureKey: "adminContent.library.errors.visibility",
  async run({ ids, visibility }, { tx }) {
    const locked = await tx
      .select({ id: modelGallery.id, mediaId: modelGallery.mediaId, visibility: modelGallery.visibility })
      .from(modelGallery)
      .where(inArray(modelGallery.mediaId, ids))
      .for("update");
    const photoImages = new Set(locked.map((photo) => photo.mediaId));
    const changing = locked.filter((photo) => photo.visibility !== visibility);
    const names = changing.length
      ? await tx.select({ id: modelGallery.id, modelName: models.name }).from(modelGallery).innerJoin(models, eq(models.id, modelGallery.modelId)).where(inArray(modelGallery.id, changing.map((photo) => photo.id)))
      : [];
    const modelName = new Map(names.map((row) => [row.id, row.modelName]));
    if (changing.length) await tx.update(modelGallery).set({ visibility }).where(inArray(modelGallery.id, changing.map((photo) => photo.id)));
    // The gallery manager's audit action and shape, so the log reads the same whichever screen changed it.
    const audit: AuditRecord[] = changing.map((photo) => ({
      action: "gallery.visibility",
      entityType: "model_gallery",
      entityId: photo.id,
      oldValues: { name: modelName.get(photo.id), visibility: photo.visibility },
      newValues: { name: modelName.get(photo.id), visibility },
    }));
    const skipped = new Set(ids).size - photoImages.size;
    return { data: { changed: changing.length, unchanged: locked.length - changing.length, skipped }, audit };
  },
});
