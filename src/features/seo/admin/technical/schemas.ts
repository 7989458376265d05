import { z } from "zod";
import { versionFields } from "@/features/admin/version-fields";
import { robotsTxtSchema } from "../global/schemas";

/**
 * The robots.txt tab's save: the same `robots_txt` setting and limit as
 * Global SEO's Technical tab, with the version the form loaded.
 */
export const saveRobotsTxtSchema = z
  .object({
    robotsTxt: robotsTxtSchema,
    ...versionFields,
  })
  .strict();
export type SaveRobotsTxtInput = z.input<typeof saveRobotsTxtSchema>;

