"use server";

import { defineAdminAction } from "@/features/admin/action";
import { buildReport, type SitemapReport } from "./report";
import { generateSitemapSchema } from "./schemas";

/*
 * The Technical SEO screen's sitemap action lives with the sitemap, not in
 * features/seo: the sitemap already reads the seo domain (and the legal and
 * location pages, which read it too), so seo importing the sitemap would be
 * an import cycle (velvet/no-import-cycle). The page composes both.
 */

/**
 * "Generate" (decision 029): builds the sitemap exactly as
 * /sitemap.xml serves it and answers with what was built (the URL count,
 * the parts when split, the XML, the Sitemap: lines of the served
 * robots.txt). The old site's version built text, discarded it and claimed
 * success; this one only answers with the real result, and a failure
 * answers "Failed to generate the sitemap". It reads only: no audit row.
 *
 * The building happens in afterCommit, after the wrapper's (empty)
 * transaction: the sitemap's reads are cached reads on the shared database
 * handle, which an open transaction holds on the embedded database, so
 * reading them inside `run` would wait forever. The wrapper answers with
 * the object afterCommit filled in.
 */
export const generateSitemap = defineAdminAction({
  permission: "admin.seo.manage",
  schema: generateSitemapSchema,
  failureKey: "adminSeo.technical.sitemap.generateFailed",
  async run() {
    return { data: { report: null as SitemapReport | null }, audit: [] };
  },
  async afterCommit(data) {
    data.report = await buildReport();
  },
});
