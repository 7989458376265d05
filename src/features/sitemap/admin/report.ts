import "server-only";
import { absoluteUrl } from "@/features/seo/metadata-core";
import { getRobotsTxt } from "@/features/seo/robots";
import { SITEMAP_PREVIEW_CHARS, sitemapUrlsIn } from "@/features/seo/admin/technical/rules";
import { getSiteSettings } from "@/features/site/queries";
import { getSitemap } from "../sitemap";

export interface SitemapReport {
  count: number;
  parts: string[];
  mainUrl: string;
  xml: string;
  xmlLength: number;
  truncated: boolean;
  robotsSitemaps: string[];
  generatedAt: string;
}

/** The sitemap exactly as /sitemap.xml serves it, and what the Sitemap tab shows of it. */
export async function buildReport(): Promise<SitemapReport> {
  const { siteUrl } = await getSiteSettings();
  const [sitemap, robots] = await Promise.all([getSitemap(siteUrl), getRobotsTxt(siteUrl)]);
  const truncated = sitemap.xml.length > SITEMAP_PREVIEW_CHARS;
  return {
    count: sitemap.count,
    parts: sitemap.parts,
    mainUrl: absoluteUrl(siteUrl, "/sitemap.xml"),
    xml: truncated ? sitemap.xml.slice(0, SITEMAP_PREVIEW_CHARS) : sitemap.xml,
    xmlLength: sitemap.xml.length,
    truncated,
    robotsSitemaps: sitemapUrlsIn(robots),
    generatedAt: new Date().toISOString(),
  };
}
