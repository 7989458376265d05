"use server";

import { eq, inArray, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { modelGallery, type PhotoVisibility } from "@/db/schema";
import type { Viewer } from "@/features/access/policy";
import { ActionFailure, defineAdminAction, type AuditRecord } from "@/features/admin/action";
import { cropRectFor, readCropSource, storeCrop, type CropSource } from "@/features/admin/image-crop";
import { formDataSchema, storeUploadedImage } from "@/features/admin/image-upload";
import { removeUnusedGalleryMedia } from "./cleanup";
import type { CropKind, PercentRect } from "@/lib/crop-rules";
import { lockGalleryIds, lockGalleryPhoto, nextOrderIndex, readAdminGalleryPhoto, readGalleryModel } from "./queries";
import { cropPhotoSchema, deletePhotoSchema, reorderSchema, setVisibilitySchema, updateCaptionSchema, uploadGalleryPhotoFields } from "./schemas";

/**
 * The gallery manager's actions (decision 024: batch upload, single add,
 * caption, visibility, order, delete). Each is
 * authorised (admin.models.manage), validated and audited by
 * defineAdminAction in one transaction; files that must go are removed
 * after the commit (cleanup.ts). Public caches and open profiles hear of
 * every change through model_gallery's change notification (decision 008).
 */

const PERMISSION = "admin.models.manage" as const;

/** Which columns hold each crop. */
const CROP_COLUMNS = {
  square: { rect: "squareCrop", mediaId: "squareMediaId" },
  portrait: { rect: "portraitCrop", mediaId: "portraitMediaId" },
} as const;

/** What a photo's new crop is: its rectangle in pixels of the stored original and the file cut from it. */
interface StoredCrop {
  rect: { x: number; y: number; width: number; height: number };
  mediaId: string;
}

async function cutCrop(tx: Transaction, source: CropSource, rect: PercentRect, kind: CropKind, viewer: Viewer): Promise<StoredCrop> {
  const pixels = cropRectFor(source, rect, kind);
  const stored = await storeCrop(tx, source, pixels, { purpose: "gallery", viewer });
  return { rect: pixels, mediaId: stored.mediaId };
}

/** 'Por favor, selecione uma imagem': no file, or an empty one. */
function requireFile(file: unknown): File {
  if (!(file instanceof File) || file.size === 0) {
    const key = "adminModels.gallery.errors.noFile" as const;
    throw new ActionFailure("invalid", key, { fieldErrors: { file: [key] } });
  }
  return file;
}

/**
 * One photo (the single add; the batch sends one request per
 * file): stored through the media pipeline, its crops (if chosen before
 * sending) cut from the stored original, then the row. The heavy image work
 * happens before the model row is locked, so three uploads at once process
 * in parallel and only take the order index one after the other.
 */
export const uploadGalleryPhoto = defineAdminAction({
  permission: PERMISSION,
  schema: formDataSchema(uploadGalleryPhotoFields),
  failureKey: "adminModels.gallery.errors.add",
  async run({ modelId, visibility, file, squareCrop, portraitCrop }, { tx, viewer }) {
    const upload = requireFile(file);
    // Checked before the work on the file, and again under the lock below.
    await readGalleryModel(tx, modelId);
    const stored = await storeUploadedImage(tx, upload, { purpose: "gallery", viewer });
    const source: CropSource = { mediaId: stored.mediaId, purpose: "gallery", width: stored.width, height: stored.height };
    const square = squareCrop ? await cutCrop(tx, source, squareCrop, "square", viewer) : null;
    const portrait = portraitCrop ? await cutCrop(tx, source, portraitCrop, "portrait", viewer) : null;

    const model = await readGalleryModel(tx, modelId, { lock: true });
    const orderIndex = await nextOrderIndex(tx, modelId, visibility);
    const [photo] = await tx
      .insert(modelGallery)
      .values({
        modelId,
        imageUrl: stored.url,
        mediaId: stored.mediaId,
        caption: "",
        orderIndex,
        visibility,
        squareCrop: square?.rect ?? null,
        squareMediaId: square?.mediaId ?? null,
        portraitCrop: portrait?.rect ?? null,
        portraitMediaId: portrait?.mediaId ?? null,
      })
      .returning({ id: modelGallery.id });
    return {
      data: { id: photo.id, photo: await readAdminGalleryPhoto(tx, photo.id) },
      audit: {
        action: "gallery.upload",
        entityType: "model_gallery",
        entityId: photo.id,
        newValues: { name: model.name, modelId, url: stored.url, visibility, orderIndex, cropped: [square && "square", portrait && "portrait"].filter(Boolean) },
      },
    };
  },
});

/** One field of a photo changed, with the model's name on both sides so the log reads without a lookup. */
function photoFieldAudit<Field extends "caption" | "visibility">(
  field: Field,
  id: string,
  before: Awaited<ReturnType<typeof lockGalleryPhoto>>,
  value: string | null,
): AuditRecord {
  return {
    action: `gallery.${field}`,
    entityType: "model_gallery",
    entityId: id,
    oldValues: { name: before.modelName, [field]: before[field] },
    newValues: { name: before.modelName, [field]: value },
  };
}

export const updateGalleryCaption = defineAdminAction({
  permission: PERMISSION,
  schema: updateCaptionSchema,
  failureKey: "adminModels.gallery.errors.caption",
  async run({ id, caption }, { tx }) {
    const before = await lockGalleryPhoto(tx, id);
    await tx.update(modelGallery).set({ caption }).where(eq(modelGallery.id, id));
    return { data: { id, caption }, audit: photoFieldAudit("caption", id, before, caption) };
  },
});

export const setGalleryVisibility = defineAdminAction({
  permission: PERMISSION,
  schema: setVisibilitySchema,
  failureKey: "adminModels.gallery.errors.visibility",
  async run({ id, visibility }, { tx }) {
    const before = await lockGalleryPhoto(tx, id);
    await tx.update(modelGallery).set({ visibility }).where(eq(modelGallery.id, id));
    return { data: { id, visibility: visibility as PhotoVisibility }, audit: photoFieldAudit("visibility", id, before, visibility) };
  },
});

/** Removes the photo; its files (original and crops) go after the commit, when nothing else uses them. */
export const deleteGalleryPhoto = defineAdminAction({
  permission: PERMISSION,
  schema: deletePhotoSchema,
  failureKey: "adminModels.gallery.errors.remove",
  async run({ id }, { tx }) {
    const before = await lockGalleryPhoto(tx, id);
    await tx.delete(modelGallery).where(eq(modelGallery.id, id));
    return {
      data: { id, mediaIds: [before.mediaId, before.squareMediaId, before.portraitMediaId] },
      audit: {
        action: "gallery.delete",
        entityType: "model_gallery",
        entityId: id,
        oldValues: { name: before.modelName, caption: before.caption, url: before.imageUrl, visibility: before.visibility },
      },
    };
  },
  async afterCommit({ mediaIds }) {
    await removeUnusedGalleryMedia(mediaIds);
  },
});

/**
 * Rewrites every order index of the model from the full ordered list the
 * manager shows. A list that is not exactly the model's photos means someone
 * else added or removed one meanwhile: refused, with a message to reload.
 */
export const reorderGallery = defineAdminAction({
  permission: PERMISSION,
  schema: reorderSchema,
  failureKey: "adminModels.gallery.errors.order",
  async run({ modelId, ids }, { tx }) {
    const model = await readGalleryModel(tx, modelId, { lock: true });
    const current = await lockGalleryIds(tx, modelId);
    const sameSet = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!sameSet) throw new ActionFailure("conflict", "adminModels.gallery.errors.orderStale");
    if (ids.length > 0) {
      // One statement: each id takes its position in the list.
      const positions = sql.join(
        ids.map((id, index) => sql`when ${id}::uuid then ${index}::int`),
        sql` `,
      );
      await tx
        .update(modelGallery)
        .set({ orderIndex: sql`case ${modelGallery.id} ${positions} end` })
        .where(inArray(modelGallery.id, ids));
    }
    return {
      data: { modelId, ids },
      audit: { action: "gallery.reorder", entityType: "model", entityId: modelId, newValues: { name: model.name, order: ids } },
    };
  },
});

/**
 * A photo's 1:1 or 3:4 crop, cut from its stored original into a new file;
 * the rectangle is kept to reopen the cropper where it was left, and the
 * previous crop's file goes after the commit.
 */
export const cropGalleryPhoto = defineAdminAction({
  permission: PERMISSION,
  schema: cropPhotoSchema,
  failureKey: "adminModels.gallery.errors.crop",
  async run({ id, kind, rect }, { tx, viewer }) {
    const before = await lockGalleryPhoto(tx, id);
    const source = before.mediaId ? await readCropSource(tx, before.mediaId) : null;
    if (!source) throw new ActionFailure("invalid", "adminModels.gallery.errors.notCroppable");
    const crop = await cutCrop(tx, source, rect, kind, viewer);
    const columns = CROP_COLUMNS[kind];
    await tx
      .update(modelGallery)
      .set({ [columns.rect]: crop.rect, [columns.mediaId]: crop.mediaId })
      .where(eq(modelGallery.id, id));
    return {
      data: { photo: await readAdminGalleryPhoto(tx, id), previousMediaId: before[columns.mediaId] },
      audit: {
        action: "gallery.crop",
        entityType: "model_gallery",
        entityId: id,
        oldValues: { name: before.modelName, [columns.rect]: before[columns.rect] },
        newValues: { name: before.modelName, [columns.rect]: crop.rect },
      },
    };
  },
  async afterCommit({ previousMediaId }) {
    await removeUnusedGalleryMedia([previousMediaId]);
  },
});
