import { pageSeo } from "@/db/schema";
import { columnsOf } from "@/db/columns";

/**
 * The page_seo columns the head reads: on the public side (no server-only
 * import) so the head (metadata.ts), the Meta Tags screen and the page
 * inventory (admin/pages) read one set.
 */
export const pageSeoOverrideColumns = {
  ...columnsOf(pageSeo, ["metaTitle", "metaDescription", "keywords", "ogTitle", "ogDescription", "ogImage", "twitterTitle", "twitterDescription", "twitterImage", "metaRobots"]),
};

