import { z } from "zod";
import { versionFields } from "@/features/admin/version-fields";
import { GLOBAL_SEO_LIMITS } from "./rules";

const M = "adminSeo.global.errors";

/**
 * Global SEO's one save (admin spec screen 2, 'Save Settings' saves
 * everything). Title and description count to 60 and 160 (§5); keywords
 * are trimmed and deduplicated by the action (rules.ts normaliseKeywords).
 * The same schema validates the form and the action.
 */
export const globalSeoSchema = z
  .object({
    title: z.string().trim().max(GLOBAL_SEO_LIMITS.title, { error: `${M}.titleTooLong:${GLOBAL_SEO_LIMITS.title}` }),
    description: z
      .string()
      .trim()
      .max(GLOBAL_SEO_LIMITS.description, { error: `${M}.descriptionTooLong:${GLOBAL_SEO_LIMITS.description}` }),
    keywords: z
      .array(z.string().max(GLOBAL_SEO_LIMITS.keyword, { error: `${M}.keywordTooLong:${GLOBAL_SEO_LIMITS.keyword}` }))
      .max(GLOBAL_SEO_LIMITS.keywords, { error: `${M}.tooManyKeywords:${GLOBAL_SEO_LIMITS.keywords}` }),
    robotsTxt: z.string().max(GLOBAL_SEO_LIMITS.robotsTxt, { error: `${M}.robotsTooLong:${GLOBAL_SEO_LIMITS.robotsTxt}` }),
    ...versionFields,
  })
  .strict();

export type GlobalSeoInput = z.input<typeof globalSeoSchema>;
