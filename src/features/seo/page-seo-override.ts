import { pageSeo } from "@/db/schema";

/**
 * The page_seo columns the head reads: on the public side (no server-only
 * import) so the head (metadata.ts), the Meta Tags screen and the page
 * inventory (admin/pages) read one set.
 */
export const pageSeoOverrideColumns = {
  metaTitle: pageSeo.metaTitle,
  metaDescription: pageSeo.metaDescription,
  keywords: pageSeo.keywords,
  ogTitle: pageSeo.ogTitle,
  ogDescription: pageSeo.ogDescription,
  ogImage: pageSeo.ogImage,
  twitterTitle: pageSeo.twitterTitle,
  twitterDescription: pageSeo.twitterDescription,
  twitterImage: pageSeo.twitterImage,
  metaRobots: pageSeo.metaRobots,
};

