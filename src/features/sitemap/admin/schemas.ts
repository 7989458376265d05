import { z } from "zod";

/** Technical SEO's "Generate" takes nothing: the sitemap is built from the database for the site's own address. */
export const generateSitemapSchema = z.object({}).strict();
