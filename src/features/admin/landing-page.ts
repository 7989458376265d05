import { z } from "zod";
import { FIELD_MESSAGES, keywordsSchema, multilineTextSchema, textSchema } from "../forms/field-schemas";

/**
 * Landing-page fields shared by the 33 category pages and the 32 district
 * pages: description, HTML content, SEO title (/60), SEO description (/160)
 * and keywords. Recommended: title 30–60, description 120–160, keywords 3–10.
 * Each domain extends the schema with its own fields and edits the page in a
 * LandingPageDialog (components/landing-page-dialog.tsx).
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

export type LandingFieldsValues = z.input<typeof landingFieldsSchema>;

/** The id of the page a landing action updates. */
export const landingPageIdSchema = z.number({ error: FIELD_MESSAGES.invalid }).int().positive();

/** The landing fields of a stored page, as its dialog starts them. */
export function landingValuesOf(page: LandingFieldsValues): LandingFieldsValues {
  return {
    description: page.description,
    content: page.content,
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
    keywords: page.keywords,
  };
}
