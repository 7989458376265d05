import { z } from "zod";

/** At most one page of the library at a time: what the bulk bar can select. */
export const MAX_IMAGES_PER_DELETE = 100;

export const deleteUnusedImagesSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(MAX_IMAGES_PER_DELETE),
});
