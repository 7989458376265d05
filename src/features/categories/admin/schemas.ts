import { z } from "zod";
import { chipList, multiLine, singleLine } from "@/features/content-sections/text-fields";

/**
 * Landing-page fields shared by the 33 category pages and the 32 district
 * pages (public spec §3): description, HTML content, SEO title (/60), SEO
 * description (/160) and keywords. Recommended ranges from admin spec §5.
 */
export const LANDING_LIMITS = {
  name: 100,
  description: 1000,
  content: 50_000,
  seoTitle: 60,
  seoDescription: 160,
  keyword: 80,
  keywords: 20,
} as const;

export const SEO_TITLE_RECOMMENDED = [30, 60] as const;
export const SEO_DESCRIPTION_RECOMMENDED = [120, 160] as const;
export const KEYWORDS_RECOMMENDED = [3, 10] as const;

export const landingFieldsSchema = z.object({
  description: multiLine({ max: LANDING_LIMITS.description }),
  /** HTML from the editor; sanitised on save by the action and again on render. */
  content: multiLine({ max: LANDING_LIMITS.content }),
  seoTitle: singleLine({ max: LANDING_LIMITS.seoTitle }),
  seoDescription: multiLine({ max: LANDING_LIMITS.seoDescription }).refine((value) => !/[\r\n]/.test(value), {
    error: "singleLine",
  }),
  keywords: chipList({ maxItems: LANDING_LIMITS.keywords, maxLength: LANDING_LIMITS.keyword }),
});

export const categoryPageSchema = landingFieldsSchema.extend({
  id: z.number({ error: "invalid" }).int().positive(),
  name: singleLine({ min: 1, max: LANDING_LIMITS.name }),
  isActive: z.boolean({ error: "invalid" }),
});

export type LandingFieldsValues = z.input<typeof landingFieldsSchema>;
export type CategoryPageValues = z.input<typeof categoryPageSchema>;
export type CategoryPageFormValues = Omit<CategoryPageValues, "id">;
export const categoryPageFormSchema = categoryPageSchema.omit({ id: true });
