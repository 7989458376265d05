import "server-only";
import { and, asc, eq, inArray, isNull, max, or, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { blogPosts, categories, faqs, locations, modelGallery, models } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { isIndexableModel, VISITOR, visiblePhotoVisibilities } from "@/features/access/policy";
import { getLegalDocument } from "@/features/legal/queries";
import { districtPath } from "@/features/locations/paths";
import { cached } from "@/lib/cache";
import { absoluteUrl } from "@/features/seo/metadata-core";
import { sitemapPages, type ChangeFrequency, type SitemapPageId } from "@/features/site/public-routes";

/**
 * /sitemap.xml, built from the database on every request (decision 009):
 * cached, and cleared by any write to a table it reads. The
 * query already leaves out members-only, hidden and photo-less profiles; the
 * builder checks again, so a change to one cannot leak them on its own.
 */

export type { ChangeFrequency };

export interface SitemapUrl {
  loc: string;
  /** YYYY-MM-DD */
  lastmod?: string;
  changefreq: ChangeFrequency;
  priority: number;
}

export interface SitemapModel {
  id: string;
  membersOnly: boolean;
  isHidden: boolean;
  allPhotosPublic: boolean;
  deletedAt: Date | null;
  /** Photos a signed-out visitor may see. */
  visiblePhotos: number;
  updatedAt: Date;
}

export interface SitemapSources {
  categories: { slug: string; updatedAt: Date }[];
  locations: { slug: string; updatedAt: Date }[];
  models: SitemapModel[];
  posts: { slug: string; updatedAt: Date }[];
  faqsUpdatedAt: Date | null;
  privacyUpdatedAt: Date | null;
  termsUpdatedAt: Date | null;
}

/** The tables the sitemap reads: its cache tags. */
export const SITEMAP_TAGS = ["models", "model_gallery", "categories", "locations", "blog_posts", "site_content", "faqs"] as const;

/** Only profiles anyone may open, with at least one photo a visitor may see. */
export function isSitemapModel(model: SitemapModel): boolean {
  return isIndexableModel(model) && model.visiblePhotos > 0;
}

export function lastmodOf(date: Date | null | undefined): string | undefined {
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : undefined;
}

function latest(dates: readonly (Date | null | undefined)[]): Date | null {
  let newest: Date | null = null;
  for (const date of dates) if (date && (!newest || date > newest)) newest = date;
  return newest;
}

/** What the sitemap dates its pages by, worked out once for all of them. */
interface SitemapDates {
  profiles: SitemapModel[];
  modelsUpdated: Date | null;
  postsUpdated: Date | null;
  everything: Date | null;
}

interface SitemapRow {
  path: string;
  updated: Date | null | undefined;
}

/**
 * Each page the registry (features/site/public-routes.ts) puts in the
 * sitemap, and the rows it lists: one for a fixed page, with the date of what
 * it shows; one per row of its table for a dynamic one. A page added to the
 * sitemap there does not compile until it has its rows here.
 */
const SITEMAP_ROWS: Record<SitemapPageId, (path: string, sources: SitemapSources, dates: SitemapDates) => SitemapRow[]> = {
  home: (path, _, dates) => [{ path, updated: dates.everything }],
  models: (path, _, dates) => [{ path, updated: dates.modelsUpdated }],
  category: (_, sources) => sources.categories.map((c) => ({ path: `/${c.slug}`, updated: c.updatedAt })),
  district: (_, sources) => sources.locations.map((l) => ({ path: districtPath(l.slug), updated: l.updatedAt })),
  profile: (_, __, dates) => dates.profiles.map((m) => ({ path: `/models/${m.id}`, updated: m.updatedAt })),
  blog: (path, _, dates) => [{ path, updated: dates.postsUpdated }],
  post: (_, sources) => sources.posts.map((p) => ({ path: `/blog/${p.slug}`, updated: p.updatedAt })),
  faq: (path, sources) => [{ path, updated: sources.faqsUpdatedAt }],
  apply: (path) => [{ path, updated: null }],
  privacy: (path, sources) => [{ path, updated: sources.privacyUpdatedAt }],
  terms: (path, sources) => [{ path, updated: sources.termsUpdatedAt }],
};

/** Every URL of the public site, in the registry's order (pure). */
export function buildSitemapUrls(sources: SitemapSources, siteUrl: string): SitemapUrl[] {
  const profiles = sources.models.filter(isSitemapModel);
  const modelsUpdated = latest(profiles.map((m) => m.updatedAt));
  const postsUpdated = latest(sources.posts.map((p) => p.updatedAt));
  const everything = latest([
    modelsUpdated,
    postsUpdated,
    ...sources.categories.map((c) => c.updatedAt),
    ...sources.locations.map((l) => l.updatedAt),
  ]);
  const dates: SitemapDates = { profiles, modelsUpdated, postsUpdated, everything };

  return sitemapPages().flatMap(({ id, path, sitemap }) =>
    SITEMAP_ROWS[id](path, sources, dates).map((row) => ({
      loc: absoluteUrl(siteUrl, row.path),
      lastmod: lastmodOf(row.updated),
      changefreq: sitemap.changefreq,
      priority: sitemap.priority,
    })),
  );
}

/** Escapes the five XML special characters (text and attribute safe). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] as string);
}

/** The sitemaps.org document (pure). */
export function renderSitemapXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((u) =>
      [
        "  <url>",
        `    <loc>${escapeXml(u.loc)}</loc>`,
        u.lastmod ? `    <lastmod>${escapeXml(u.lastmod)}</lastmod>` : null,
        `    <changefreq>${u.changefreq}</changefreq>`,
        `    <priority>${u.priority.toFixed(1)}</priority>`,
        "  </url>",
      ]
        .filter(Boolean)
        .join("\n"),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** A visitor's photo visibilities for each kind of public profile, from the one access policy. */
function visitorPhotoFilter() {
  const allPublic = visiblePhotoVisibilities(VISITOR, { membersOnly: false, allPhotosPublic: true });
  const mixed = visiblePhotoVisibilities(VISITOR, { membersOnly: false, allPhotosPublic: false });
  return or(
    and(eq(models.allPhotosPublic, true), inArray(modelGallery.visibility, allPublic)),
    and(eq(models.allPhotosPublic, false), inArray(modelGallery.visibility, mixed)),
  );
}

/** Everything the sitemap lists, read in one go (exported for the integration test). */
export const loadSitemapSources = cached(
  "sitemap:sources",
  async (): Promise<SitemapSources> => {
    const db = await getDb();
    const visiblePhotos = sql<number>`count(${modelGallery.id})`.mapWith(Number);
    const profileUpdated = sql<Date>`greatest(${models.updatedAt}, max(${modelGallery.updatedAt}))`.mapWith(models.updatedAt);
    const [categoryRows, locationRows, modelRows, postRows, [faqRow], privacy, terms] = await Promise.all([
      db
        .select({ slug: categories.slug, updatedAt: categories.updatedAt })
        .from(categories)
        .where(eq(categories.isActive, true))
        .orderBy(asc(categories.id)),
      db
        .select({ slug: locations.slug, updatedAt: locations.updatedAt })
        .from(locations)
        .where(eq(locations.isActive, true))
        .orderBy(asc(locations.id)),
      db
        .select({
          ...columnsOf(models, ["id", "membersOnly", "isHidden", "deletedAt", "allPhotosPublic"]),
          visiblePhotos,
          updatedAt: profileUpdated,
        })
        .from(models)
        // Inner join: a profile without a photo a visitor may see is left out.
        .innerJoin(modelGallery, and(eq(modelGallery.modelId, models.id), visitorPhotoFilter()))
        .where(and(eq(models.membersOnly, false), eq(models.isHidden, false), isNull(models.deletedAt)))
        .groupBy(models.id)
        .orderBy(asc(models.createdAt), asc(models.id)),
      db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(eq(blogPosts.isPublished, true))
        .orderBy(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt}) desc`),
      db
        .select({ at: max(faqs.updatedAt) })
        .from(faqs)
        .where(and(eq(faqs.isActive, true), sql`not starts_with(${faqs.id}, 'geo-')`)),
      // The legal pages change when their newest site_content row does (read through site_content's one read path).
      getLegalDocument("privacy"),
      getLegalDocument("terms"),
    ]);

    return {
      categories: categoryRows,
      locations: locationRows,
      models: modelRows,
      posts: postRows,
      faqsUpdatedAt: faqRow?.at ?? null,
      privacyUpdatedAt: privacy.updatedAt,
      termsUpdatedAt: terms.updatedAt,
    };
  },
  { tags: SITEMAP_TAGS, ttlSeconds: 600 },
);

/** The sitemaps.org limit: at most 50,000 URLs in one file; past it, an index names the parts. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Where part `n` (1-based) of a split sitemap is served. */
export function sitemapPartPath(part: number): string {
  return `/sitemap/${part}.xml`;
}

/** The part number in "/sitemap/{n}.xml"'s last segment ("3.xml" → 3), or null for anything else. */
export function parseSitemapPart(segment: string): number | null {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(segment);
  return match ? Number(match[1]) : null;
}

/** The URLs cut into parts of at most `limit` (pure). */
export function splitSitemapUrls<T>(urls: readonly T[], limit = SITEMAP_URL_LIMIT): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < urls.length; start += limit) parts.push(urls.slice(start, start + limit));
  return parts.length ? parts : [[]];
}

/** A sitemap index naming each part (pure). */
export function renderSitemapIndexXml(partUrls: readonly string[], lastmod?: string): string {
  const body = partUrls
    .map((loc) => ["  <sitemap>", `    <loc>${escapeXml(loc)}</loc>`, lastmod ? `    <lastmod>${escapeXml(lastmod)}</lastmod>` : null, "  </sitemap>"].filter(Boolean).join("\n"))
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

export interface Sitemap {
  /** /sitemap.xml: the URL set itself, or an index of the parts past 50,000 URLs. */
  xml: string;
  /** How many page URLs it lists, across all parts. */
  count: number;
  /** The parts' addresses when split (empty when one file holds everything). */
  parts: string[];
}

/**
 * The sitemap as served for `urls` (pure): one URL set up to the limit, or
 * an index naming `/sitemap/{n}.xml` parts of at most `limit` URLs each.
 */
export function buildSitemap(urls: readonly SitemapUrl[], siteUrl: string, limit = SITEMAP_URL_LIMIT): Sitemap {
  if (urls.length <= limit) return { xml: renderSitemapXml(urls), count: urls.length, parts: [] };
  const parts = splitSitemapUrls(urls, limit).map((_, index) => absoluteUrl(siteUrl, sitemapPartPath(index + 1)));
  const newest = urls.reduce<string | undefined>((max, url) => (url.lastmod && (!max || url.lastmod > max) ? url.lastmod : max), undefined);
  return { xml: renderSitemapIndexXml(parts, newest), count: urls.length, parts };
}

/**
 * The URLs and the built sitemap for a site URL, kept until a table the
 * sitemap reads changes (the sources' own tags). At 2,400 profiles building
 * the 375 KB document on every request cost more than reading its sources
 * (decision 040: 113 → 33 requests a second from 1x to 100x).
 */
const builtSitemap = cached(
  "sitemap:built",
  async (siteUrl: string): Promise<{ urls: SitemapUrl[]; sitemap: Sitemap }> => {
    const urls = buildSitemapUrls(await loadSitemapSources(), siteUrl);
    return { urls, sitemap: buildSitemap(urls, siteUrl) };
  },
  { tags: SITEMAP_TAGS, ttlSeconds: 600 },
);

/** The sitemap for this site's URL, how many URLs it lists and its parts (the admin's "Generate" shows them). */
export async function getSitemap(siteUrl: string): Promise<Sitemap> {
  return (await builtSitemap(siteUrl)).sitemap;
}

/** Part `part` (1-based) of a split sitemap, or null when there is no such part (also when the sitemap is not split). */
export async function getSitemapPart(siteUrl: string, part: number): Promise<string | null> {
  const { urls } = await builtSitemap(siteUrl);
  if (urls.length <= SITEMAP_URL_LIMIT) return null;
  const chunk = splitSitemapUrls(urls)[part - 1];
  return chunk ? renderSitemapXml(chunk) : null;
}
