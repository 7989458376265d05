import { z } from "zod";
import { imageUrlSchema, linkUrlSchema, multilineTextSchema, textSchema } from "@/features/forms/field-schemas";
import { versionFields } from "@/features/admin/version-fields";
import { CONTENT_OWNERS, type ContentOwnerName } from "../registry";

/**
 * The schemas of every site_content editor, built from the owner's entry in
 * the key registry (registry.ts), so a key's limits are the same in its form,
 * its action and its writer.
 */

/** Title, subtitle and content, with the owner's limits. */
export function contentTextSchema(owner: ContentOwnerName) {
  const { limits, titleRequired } = CONTENT_OWNERS[owner];
  return z.object({
    title: textSchema({ max: limits.title, required: titleRequired }),
    subtitle: textSchema({ max: limits.subtitle }),
    content: multilineTextSchema({ max: limits.content }),
  });
}

/** A block with an image and a button as well (the general site copy and the hero text). */
export function contentBlockSchema(owner: "general" | "hero") {
  return contentTextSchema(owner).extend({
    /** A /path or a full http(s) URL, or empty. */
    imageUrl: imageUrlSchema(),
    imageAlt: textSchema({ max: 300 }),
    buttonText: textSchema({ max: 80 }),
    /** A button target, or empty for no button. */
    buttonUrl: linkUrlSchema(),
  });
}

/** The fields of one site copy block the editor changes (the hero text has the same limits). */
export const siteContentFieldsSchema = contentBlockSchema("general");
export type SiteContentFields = z.infer<typeof siteContentFieldsSchema>;

export const updateSiteContentSchema = siteContentFieldsSchema.extend({ id: z.uuid(), ...versionFields });

export const CONTENT_IMAGE_PURPOSES = ["blog", "site"] as const;
