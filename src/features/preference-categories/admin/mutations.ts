import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { preferenceCategories } from "@/db/schema";
import { ActionFailure, defineAdminAction, type ActionResult } from "@/features/admin/action";
import { actionLocale, adminModelsMessage } from "@/features/content-sections/messages";
import { storeImage } from "@/features/media/save";
import {
  deletePreferenceCategorySchema,
  MAX_IMAGE_BYTES,
  preferenceCategorySchema,
  updatePreferenceCategorySchema,
} from "./schemas";

/**
 * Home page tiles ("preference categories", spec §3/§5/§7). Used by the
 * characteristics screen and by System Settings › Categories; both need
 * admin.models.manage here (admins have every permission, and
 * /admin/settings/categories is further limited to admin.settings.manage).
 */
const PERMISSION = "admin.models.manage" as const;

const SELECTED = {
  name: preferenceCategories.name,
  path: preferenceCategories.path,
  imageUrl: preferenceCategories.imageUrl,
  imageAlt: preferenceCategories.imageAlt,
  orderIndex: preferenceCategories.orderIndex,
  isActive: preferenceCategories.isActive,
};

async function messages() {
  const locale = await actionLocale();
  return (key: string) => adminModelsMessage(locale, `preferenceCategories.${key}`);
}

export async function createPreferenceCategory(input: unknown): Promise<ActionResult<{ id: string }>> {
  const m = await messages();
  return defineAdminAction({
    permission: PERMISSION,
    schema: preferenceCategorySchema,
    failureMessage: m("toast.createFailed"),
    async run(values, { tx }) {
      const [row] = await tx.insert(preferenceCategories).values(values).returning({ id: preferenceCategories.id });
      return {
        data: { id: row.id },
        audit: { action: "preference_category.create", entityType: "preference_categories", entityId: row.id, newValues: values },
      };
    },
  })(input);
}

export async function updatePreferenceCategory(input: unknown): Promise<ActionResult<{ id: string }>> {
  const m = await messages();
  const failureMessage = m("toast.updateFailed");
  return defineAdminAction({
    permission: PERMISSION,
    schema: updatePreferenceCategorySchema,
    failureMessage,
    async run({ id, ...values }, { tx }) {
      const [before] = await tx.select(SELECTED).from(preferenceCategories).where(eq(preferenceCategories.id, id)).for("update");
      if (!before) throw new ActionFailure(failureMessage, "not_found");
      await tx
        .update(preferenceCategories)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(preferenceCategories.id, id));
      return {
        data: { id },
        audit: { action: "preference_category.update", entityType: "preference_categories", entityId: id, oldValues: before, newValues: values },
      };
    },
  })(input);
}

export async function deletePreferenceCategory(input: unknown): Promise<ActionResult<{ id: string }>> {
  const m = await messages();
  const failureMessage = m("toast.deleteFailed");
  return defineAdminAction({
    permission: PERMISSION,
    schema: deletePreferenceCategorySchema,
    failureMessage,
    async run({ id }, { tx }) {
      const [before] = await tx
        .delete(preferenceCategories)
        .where(eq(preferenceCategories.id, id))
        .returning(SELECTED);
      if (!before) throw new ActionFailure(failureMessage, "not_found");
      return {
        data: { id },
        audit: { action: "preference_category.delete", entityType: "preference_categories", entityId: id, oldValues: before },
      };
    },
  })(input);
}

/** What the browser gets back after an upload: the media route URL to put in the form. */
export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

const uploadSchema = z.object({
  file: z
    .instanceof(File, { error: "imageNotImage" })
    .refine((file) => file.size > 0, { error: "imageNotImage" })
    .refine((file) => file.size <= MAX_IMAGE_BYTES, { error: "imageTooLarge" }),
});

/** storeImage's reasons, in the admin's language (spec §5 'Please select an image file' / 'Arquivo muito grande. Máximo 10MB'). */
const STORE_ERROR_KEYS: Record<string, string> = {
  invalid_type: "errors.imageNotImage",
  too_large: "errors.imageTooLarge",
  corrupt: "errors.imageCorrupt",
  too_many_pixels: "errors.imageTooManyPixels",
};

/**
 * Stores a tile image (checked by its bytes, re-encoded to WebP variants,
 * metadata stripped) and returns its URL; the tile itself is saved by
 * create/update. The FormData comes straight from the browser: only its
 * "file" entry is read.
 */
export async function uploadPreferenceCategoryImage(formData: unknown): Promise<ActionResult<UploadedImage>> {
  const locale = await actionLocale();
  const file = formData instanceof FormData ? formData.get("file") : null;
  return defineAdminAction({
    permission: PERMISSION,
    schema: uploadSchema,
    failureMessage: adminModelsMessage(locale, "preferenceCategories.toast.uploadFailed"),
    async run({ file: upload }, { tx, viewer }) {
      const stored = await storeImage(tx, {
        data: Buffer.from(await upload.arrayBuffer()),
        purpose: "category",
        originalFilename: upload.name.slice(0, 200) || null,
        createdBy: viewer.userId,
      });
      if (!stored.ok) throw new ActionFailure(adminModelsMessage(locale, STORE_ERROR_KEYS[stored.code] ?? "errors.imageCorrupt"));
      return {
        data: { url: stored.url, width: stored.width, height: stored.height },
        audit: {
          action: "media.upload",
          entityType: "media",
          entityId: stored.mediaId,
          newValues: { purpose: "category", width: stored.width, height: stored.height },
        },
      };
    },
  })({ file });
}
