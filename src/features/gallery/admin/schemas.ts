import { z } from "zod";
import type { PhotoVisibility as StoredVisibility } from "@/db/schema/directory";
import { textSchema } from "@/features/forms/field-schemas";

/**
 * The gallery manager's inputs (batch upload, single add, caption,
 * visibility, order), shared by the manager and its actions.
 * Messages are admin message references, translated on the server.
 */

export const MAX_CAPTION_LENGTH = 300;

/**
 * The visibilities a photo may have, in the order the selects offer them
 * (the database's own list, repeated here because the manager's browser
 * code may not import the database schema; the check below keeps them equal).
 */
export const VISIBILITY_CHOICES = ["public", "members_only", "members_only_no_access", "admin_only"] as const;
export type PhotoVisibility = (typeof VISIBILITY_CHOICES)[number];
const sameAsStored: [PhotoVisibility, StoredVisibility] extends [StoredVisibility, PhotoVisibility] ? true : never = true;
void sameAsStored;

export const photoVisibilitySchema = z.enum(VISIBILITY_CHOICES);

/** A crop rectangle in percent of the picture (crop-rules.ts says why percent). */
export const percentRectSchema = z.object({
  x: z.number().finite(),
  y: z.number().finite(),
  width: z.number().finite(),
  height: z.number().finite(),
});

export const cropKindSchema = z.enum(["square", "portrait"]);

/** A crop sent in FormData as JSON text; empty or absent means "not cropped". Bad JSON is an invalid input, not a 500. */
export const cropFieldSchema = z.preprocess((value) => {
  if (typeof value !== "string" || value === "") return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}, percentRectSchema.optional());

/**
 * One photo per request (the body limit is 11 MB, one 10 MB photo fits),
 * as FormData (read by formDataSchema in the action, a server-only helper).
 * The file is checked in the action, not here, so that a missing one
 * answers 'Por favor, selecione uma imagem' rather than the generic failure.
 */
export const uploadGalleryPhotoFields = {
  modelId: z.string().uuid(),
  visibility: photoVisibilitySchema.default("public"),
  file: z.unknown(),
  squareCrop: cropFieldSchema,
  portraitCrop: cropFieldSchema,
};

export const updateCaptionSchema = z.object({
  id: z.string().uuid(),
  caption: textSchema({ max: MAX_CAPTION_LENGTH, tooLong: `adminModels.gallery.errors.captionTooLong:${MAX_CAPTION_LENGTH}` }),
});

export const setVisibilitySchema = z.object({ id: z.string().uuid(), visibility: photoVisibilitySchema });

export const deletePhotoSchema = z.object({ id: z.string().uuid() });

/** The whole ordered list of the model's photos: anything else means the gallery changed meanwhile. */
export const reorderSchema = z.object({
  modelId: z.string().uuid(),
  ids: z.array(z.string().uuid()).max(1000),
});

export const cropPhotoSchema = z.object({
  id: z.string().uuid(),
  kind: cropKindSchema,
  rect: percentRectSchema,
});
