import { z } from "zod";
import { metaTagFieldsSchema, pagePathSchema } from "@/features/seo/admin/meta-tags/schemas";

/**
 * The page editor's inline save: a page's path, the title and description
 * typed in its row, and the versions the row was loaded with. The title and
 * description are the Meta Tags Manager's own fields (≤ 60 and ≤ 160
 * characters, the same messages), so both screens hold the same limits.
 */

const version = z.iso.datetime({ offset: true });

export const updatePageSeoSchema = z
  .object({
    path: pagePathSchema,
    title: metaTagFieldsSchema.shape.metaTitle,
    description: metaTagFieldsSchema.shape.metaDescription,
    /** The version of the page's own row (category, district, post) when the row was loaded. */
    ownVersion: version.optional(),
    /** The override's version when loaded; null when the page had none then (a row made since is a newer change). */
    overrideVersion: version.nullable().optional(),
    overwrite: z.boolean().optional(),
  })
  .strict();

export type UpdatePageSeoInput = z.input<typeof updatePageSeoSchema>;

/** The Meta Tags dialog's read of a page's own head input (readPageHeadBase). */
export const pageHeadBaseSchema = z.object({ pagePath: pagePathSchema }).strict();
