import { z } from "zod";
import { FIELD_MESSAGES, keywordsSchema, multilineTextSchema, textSchema } from "@/features/admin/field-schemas";

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
  description: multilineTextSchema({ max: LANDING_LIMITS.description }),
  /** HTML from the editor; sanitised on save by the action and again on render. */
  content: multilineTextSchema({ max: LANDING_LIMITS.content }),
  seoTitle: textSchema({ max: LANDING_LIMITS.seoTitle }),
  seoDescription: textSchema({ max: LANDING_LIMITS.seoDescription }),
  keywords: keywordsSchema({ maxItems: LANDING_LIMITS.keywords, maxLength: LANDING_LIMITS.keyword }),
});

export const categoryPageSchema = landingFieldsSchema.extend({
  id: z.number({ error: FIELD_MESSAGES.invalid }).int().positive(),
  name: textSchema({ max: LANDING_LIMITS.name, required: true }),
  isActive: z.boolean({ error: FIELD_MESSAGES.invalid }),
});

export type LandingFieldsValues = z.input<typeof landingFieldsSchema>;
export type CategoryPageValues = z.input<typeof categoryPageSchema>;
export type CategoryPageFormValues = Omit<CategoryPageValues, "id">;
export const categoryPageFormSchema = categoryPageSchema.omit({ id: true });
