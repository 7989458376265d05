"use server";

import { eq } from "drizzle-orm";
import { preferenceCategories } from "@/db/schema";
import { ActionFailure, defineAdminAction } from "@/features/admin/action";
import { autoFixNotice, importedFromOf, withImagesBroughtHome, withOutsideImages } from "@/features/admin/image-auto-fix";
import { imageOrigin, imageSourceSchema, readImageSource, storeUploadedImage } from "@/features/admin/image-upload";
import { assertUnchangedSince } from "@/features/admin/version";
import { tileFields } from "../columns";
import { deletePreferenceCategorySchema, preferenceCategorySchema, updatePreferenceCategorySchema } from "./schemas";

/**
 * Home page tiles ("preference categories"), managed from the
 * characteristics screen and from System Settings › Categories. Both need
 * admin.models.manage: the settings screen shows its tiles tab only to
 * accounts that hold it, so no screen offers a button its action refuses.
 */
const PERMISSION = "admin.models.manage" as const;


export const createPreferenceCategory = defineAdminAction({
  permission: PERMISSION,
  schema: preferenceCategorySchema,
  failureKey: "adminModels.preferenceCategories.toast.createFailed",
  prepare: (input) => withOutsideImages(input, { imageUrl: input.imageUrl }),
  async run({ outside, ...typed }, { tx, viewer }) {
    const { values, home } = await withImagesBroughtHome(tx, outside, typed, { purpose: "category", viewer });
    const [row] = await tx.insert(preferenceCategories).values(values).returning({ id: preferenceCategories.id });
    return {
      data: { id: row.id },
      audit: { action: "preference_category.create", entityType: "preference_categories", entityId: row.id, newValues: { ...values, ...importedFromOf(home) } },
      ...autoFixNotice(home),
    };
  },
});

export const updatePreferenceCategory = defineAdminAction({
  permission: PERMISSION,
  schema: updatePreferenceCategorySchema,
  failureKey: "adminModels.preferenceCategories.toast.updateFailed",
  prepare: (input) => withOutsideImages(input, { imageUrl: input.imageUrl }),
  async run({ id, expectedVersion, overwrite, outside, ...typed }, { tx, viewer }) {
    const [locked] = await tx
      .select({ ...tileFields, updatedAt: preferenceCategories.updatedAt })
      .from(preferenceCategories)
      .where(eq(preferenceCategories.id, id))
      .for("update");
    if (!locked) throw new ActionFailure("not_found", "adminModels.preferenceCategories.toast.updateFailed");
    const { updatedAt, ...before } = locked;
    await assertUnchangedSince(tx, { current: updatedAt, expectedVersion, overwrite, entityType: "preference_categories", entityId: id });
    const { values, home } = await withImagesBroughtHome(tx, outside, typed, { purpose: "category", viewer });
    await tx
      .update(preferenceCategories)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(preferenceCategories.id, id));
    return {
      data: { id },
      audit: { action: "preference_category.update", entityType: "preference_categories", entityId: id, oldValues: before, newValues: { ...values, ...importedFromOf(home) } },
      ...autoFixNotice(home),
    };
  },
});

export const deletePreferenceCategory = defineAdminAction({
  permission: PERMISSION,
  schema: deletePreferenceCategorySchema,
  failureKey: "adminModels.preferenceCategories.toast.deleteFailed",
  async run({ id }, { tx }) {
    const [before] = await tx.delete(preferenceCategories).where(eq(preferenceCategories.id, id)).returning(tileFields);
    if (!before) throw new ActionFailure("not_found", "adminModels.preferenceCategories.toast.deleteFailed");
    return {
      data: { id },
      audit: { action: "preference_category.delete", entityType: "preference_categories", entityId: id, oldValues: before },
    };
  },
});

/**
 * Stores a tile image through the admin's one upload (magic bytes, 10 MB,
 * pixel limit, WebP variants, metadata stripped) and returns its URL; the
 * tile itself is saved by create/update.
 */
export const uploadPreferenceCategoryImage = defineAdminAction({
  permission: PERMISSION,
  schema: imageSourceSchema({}),
  failureKey: "adminModels.preferenceCategories.toast.uploadFailed",
  prepare: (input) => readImageSource(input),
  async run({ image }, { tx, viewer }) {
    const stored = await storeUploadedImage(tx, image, { purpose: "category", viewer });
    return {
      data: { url: stored.url, width: stored.width, height: stored.height },
      audit: {
        action: "media.upload",
        entityType: "media",
        entityId: stored.mediaId,
        newValues: { purpose: "category", width: stored.width, height: stored.height, ...imageOrigin(image) },
      },
    };
  },
});
