import { z } from "zod";
import { DEVICES, SECTIONS, VISIBILITIES } from "./constants";
import { imageUrlSchema, text } from "@/features/site-content/schemas";

/** Spec §5: the order is a number, minimum 0. */
export const bannerOrderSchema = z
  .number({ error: "banners.orderInvalid" })
  .int("banners.orderInvalid")
  .min(0, "banners.orderInvalid")
  .max(100_000, "banners.orderInvalid");

/** The banner fields saved together from a banner's form. */
export const bannerDetailsSchema = z.object({
  caption: text(300),
  altText: text(300),
  orderIndex: bannerOrderSchema,
  deviceType: z.enum(DEVICES),
  visibility: z.enum(VISIBILITIES),
});
export type BannerDetails = z.infer<typeof bannerDetailsSchema>;

/** The image address form: a /path or a full http(s) URL, never empty (spec §5). */
export const bannerImageUrlFormSchema = z.object({ imageUrl: imageUrlSchema });

export const createBannerSchema = z.object({ section: z.enum(SECTIONS) });

/** UPDATE by id with partial fields (spec §7): details, the image address, or the active flag. */
export const updateBannerSchema = z.object({
  id: z.uuid(),
  patch: bannerDetailsSchema
    .partial()
    .extend({ imageUrl: imageUrlSchema.optional(), isActive: z.boolean().optional() })
    .strict()
    .refine((patch) => Object.keys(patch).length > 0, "banners.errors.update"),
});
export type BannerPatch = z.infer<typeof updateBannerSchema>["patch"];

export const deleteBannerSchema = z.object({ id: z.uuid() });
