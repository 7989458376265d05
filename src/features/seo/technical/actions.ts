"use server";

import { defineAdminAction } from "@/features/admin/action";
import { assertUnchangedSince } from "@/features/admin/version";
import { getSitemap } from "@/features/sitemap/sitemap";
import { getSiteSettings } from "@/features/site/queries";
import { GLOBAL_SEO_KEYS } from "../global/rules";
import { absoluteUrl } from "../metadata-core";
import { getRobotsTxt, renderRobotsTxt } from "../robots";
import { writeSeoSetting } from "../settings-write";
import { lockRobotsTxt } from "./queries";
import { SITEMAP_PREVIEW_CHARS, sitemapUrlsIn } from "./rules";
import { generateSitemapSchema, saveRobotsTxtSchema } from "./schemas";

/**
 * Technical SEO's actions (admin spec screen 5, §7: the Technical page
 * upserts robots_txt with category 'technical'). Stored as `{ value }`, the
 * one shape Global SEO also reads and writes; /robots.txt reads it through
 * a cache the table's change notification clears.
 */

const PERMISSION = "admin.seo.manage" as const;

/**
 * Saves robots.txt. The version is the robots_txt row's own updated_at, so
 * a save over a newer change (here or from Global SEO, which rewrites the
 * row) offers reload or overwrite. Answers with the file as it will be
 * served, so the tab shows it without waiting for the cache to clear.
 */
export const saveRobotsTxt = defineAdminAction({
  permission: PERMISSION,
  schema: saveRobotsTxtSchema,
  failureKey: "adminSeo.technical.robots.saveFailed",
  async run({ robotsTxt, expectedVersion, overwrite }, { tx }) {
    const before = await lockRobotsTxt(tx);
    if (before.version) await assertUnchangedSince(tx, { current: before.version, expectedVersion, overwrite, entityType: "seo_settings", entityId: GLOBAL_SEO_KEYS.robotsTxt });
    await writeSeoSetting(tx, GLOBAL_SEO_KEYS.robotsTxt, "technical", robotsTxt);
    const after = await lockRobotsTxt(tx);
    const { siteUrl } = await getSiteSettings();
    return {
      data: { robotsTxt, updatedAt: (after.version ?? new Date()).toISOString(), served: renderRobotsTxt(robotsTxt, siteUrl) },
      audit: {
        action: "seo.robots_update",
        entityType: "seo_settings",
        entityId: GLOBAL_SEO_KEYS.robotsTxt,
        oldValues: { robotsTxt: before.robotsTxt },
        newValues: { robotsTxt },
      },
    };
  },
});

/**
 * "Generate" (decisions.md, "Sitemap"): builds the sitemap exactly as
 * /sitemap.xml serves it and answers with what was built (the URL count,
 * the parts when split, the XML, the Sitemap: lines of the served
 * robots.txt). The spec's version built text, discarded it and claimed
 * success; this one only answers with the real result. It reads only, so
 * it writes no audit row.
 */
export const generateSitemap = defineAdminAction({
  permission: PERMISSION,
  schema: generateSitemapSchema,
  failureKey: "adminSeo.technical.sitemap.generateFailed",
  async run() {
    const { siteUrl } = await getSiteSettings();
    const [sitemap, robots] = await Promise.all([getSitemap(siteUrl), getRobotsTxt(siteUrl)]);
    const truncated = sitemap.xml.length > SITEMAP_PREVIEW_CHARS;
    return {
      data: {
        count: sitemap.count,
        parts: sitemap.parts,
        mainUrl: absoluteUrl(siteUrl, "/sitemap.xml"),
        xml: truncated ? sitemap.xml.slice(0, SITEMAP_PREVIEW_CHARS) : sitemap.xml,
        xmlLength: sitemap.xml.length,
        truncated,
        robotsSitemaps: sitemapUrlsIn(robots),
        generatedAt: new Date().toISOString(),
      },
      audit: [],
    };
  },
});
