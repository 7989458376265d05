import { z } from "zod";

/** At most one page of the library at a time: what the bulk bar can select. */
export const MAX_IMAGES_PER_DELETE = 100;

export const deleteUnusedImagesSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(MAX_IMAGES_PER_DELETE),
});

/** What the library's bulk visibility change offers: the three a photo is usually given (the gallery manager offers the teaser one too). */
export const LIBRARY_PHOTO_VISIBILITIES = ["public", "members_only", "admin_only"] as const;
export type LibraryPhotoVisibility = (typeof LIBRARY_PHOTO_VISIBILITIES)[number];

export const changePhotoVisibilitySchema = z.object({
  ids: z.array(z.uuid()).min(1).max(MAX_IMAGES_PER_DELETE),
  visibility: z.enum(LIBRARY_PHOTO_VISIBILITIES),
});
