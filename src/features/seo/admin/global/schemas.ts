import { z } from "zod";
import { multilineTextSchema, textSchema } from "@/features/forms/field-schemas";
import { versionFields } from "@/features/admin/version-fields";
import { GLOBAL_SEO_LIMITS } from "../../global/rules";

const M = "adminSeo.global.errors";

/** robots.txt as typed (not trimmed: it is served as saved); shared with the Technical SEO tab. */
export const robotsTxtSchema = multilineTextSchema({ max: GLOBAL_SEO_LIMITS.robotsTxt, tooLong: `${M}.robotsTooLong:${GLOBAL_SEO_LIMITS.robotsTxt}`, trim: false });

/**
 * Global SEO's one save ('Save Settings' saves everything). Title and
 * description count to 60 and 160; keywords
 * are trimmed and deduplicated by the action (rules.ts normaliseKeywords).
 * The same schema validates the form and the action.
 */
export const globalSeoSchema = z
  .object({
    title: textSchema({ max: GLOBAL_SEO_LIMITS.title, tooLong: `${M}.titleTooLong:${GLOBAL_SEO_LIMITS.title}` }),
    description: multilineTextSchema({ max: GLOBAL_SEO_LIMITS.description, tooLong: `${M}.descriptionTooLong:${GLOBAL_SEO_LIMITS.description}` }),
    keywords: z
      .array(textSchema({ max: GLOBAL_SEO_LIMITS.keyword, tooLong: `${M}.keywordTooLong:${GLOBAL_SEO_LIMITS.keyword}`, trim: false }))
      .max(GLOBAL_SEO_LIMITS.keywords, { error: `${M}.tooManyKeywords:${GLOBAL_SEO_LIMITS.keywords}` }),
    robotsTxt: robotsTxtSchema,
    ...versionFields,
  })
  .strict();

export type GlobalSeoInput = z.input<typeof globalSeoSchema>;
