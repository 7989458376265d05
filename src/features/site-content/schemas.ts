import { z } from "zod";
import { imageUrlSchema, linkUrlSchema, multilineTextSchema, textSchema } from "@/features/admin/field-schemas";

/** The fields of one site_content block the editor changes (admin spec §7). */
export const siteContentFieldsSchema = z.object({
  title: textSchema({ max: 200 }),
  subtitle: textSchema({ max: 300 }),
  content: multilineTextSchema({ max: 20_000 }),
  /** Public-site spec §5: a /path or a full http(s) URL, or empty. */
  imageUrl: imageUrlSchema(),
  imageAlt: textSchema({ max: 300 }),
  buttonText: textSchema({ max: 80 }),
  /** A button target, or empty for no button. */
  buttonUrl: linkUrlSchema(),
});
export type SiteContentFields = z.infer<typeof siteContentFieldsSchema>;

export const updateSiteContentSchema = siteContentFieldsSchema.extend({ id: z.uuid() });

export const CONTENT_IMAGE_PURPOSES = ["blog", "site"] as const;
