import { z } from "zod";
import { versionFields } from "@/features/admin/version-fields";
import { GLOBAL_SEO_LIMITS } from "../global/rules";

/**
 * The robots.txt tab's save: the same `robots_txt` setting and limit as
 * Global SEO's Technical tab, with the version the form loaded.
 */
export const saveRobotsTxtSchema = z
  .object({
    robotsTxt: z.string().max(GLOBAL_SEO_LIMITS.robotsTxt, { error: `adminSeo.global.errors.robotsTooLong:${GLOBAL_SEO_LIMITS.robotsTxt}` }),
    ...versionFields,
  })
  .strict();
export type SaveRobotsTxtInput = z.input<typeof saveRobotsTxtSchema>;

