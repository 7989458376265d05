import { z } from "zod";
import { versionFields } from "@/features/admin/version-fields";
import { imageUrlSchema, orderIndexSchema, textSchema } from "@/features/forms/field-schemas";
import { DEVICES, SECTIONS, VISIBILITIES } from "./constants";

/**
 * The image address: a /path or a full http(s) URL, never empty.
 * Its message is a key of the banner form's own catalogue (adminContent).
 */
export const bannerImageUrlSchema = imageUrlSchema({ required: "common.invalidUrl", message: "common.invalidUrl" });

/** The banner fields saved together from a banner's form. */
export const bannerDetailsSchema = z.object({
  caption: textSchema({ max: 300 }),
  altText: textSchema({ max: 300 }),
  /** The order is a number, minimum 0. */
  orderIndex: orderIndexSchema(),
  deviceType: z.enum(DEVICES),
  visibility: z.enum(VISIBILITIES),
});
export type BannerDetails = z.infer<typeof bannerDetailsSchema>;

export const createBannerSchema = z.object({ section: z.enum(SECTIONS) });

/** UPDATE by id with partial fields: details, the image address, or the active flag. */
export const updateBannerSchema = z.object({
  id: z.uuid(),
  patch: bannerDetailsSchema
    .partial()
    .extend({ imageUrl: bannerImageUrlSchema.optional(), isActive: z.boolean().optional() })
    .strict()
    .refine((patch) => Object.keys(patch).length > 0, "adminContent.banners.errors.update"),
  ...versionFields,
});
export type BannerPatch = z.infer<typeof updateBannerSchema>["patch"];

export const deleteBannerSchema = z.object({ id: z.uuid() });
