/**
 * The Meta Tags Manager's rules: how a page path is written, the social previews'
 * truncation and the form's five-check score. Pure: unit-tested in
 * rules.test.ts, shared by the dialog, the actions and createMetadata's
 * lookup (src/features/seo/metadata.ts), so a row is saved under the very
 * key a page reads it by.
 */

/** Meta titles to 60, descriptions to 160. The other limits keep one row to a sensible size. */
export const META_TAG_LIMITS = {
  path: 300,
  pageTitle: 200,
  metaTitle: 60,
  metaDescription: 160,
  keyword: 60,
  keywords: 30,
  socialTitle: 200,
  socialDescription: 500,
  image: 2000,
} as const;

/** page_seo: the default meta robots value is 'index, follow'; the select offers the four combinations. */
export const META_ROBOTS = ["index, follow", "noindex, follow", "index, nofollow", "noindex, nofollow"] as const;
export type MetaRobots = (typeof META_ROBOTS)[number];
export const DEFAULT_META_ROBOTS: MetaRobots = "index, follow";

// ---------------------------------------------------------------------------
// Paths

export type PathProblem = "required" | "noLeadingSlash" | "queryOrFragment" | "invalidCharacters";

/**
 * Why a typed path cannot be a page_seo key, or null when it can. Refused
 * rather than silently repaired: a full URL, a query string or a fragment
 * would never be looked up (createMetadata strips both), so saving one would
 * look like it worked and change nothing.
 */
export function pagePathProblem(raw: string): PathProblem | null {
  const path = raw.trim();
  if (!path) return "required";
  if (!path.startsWith("/") || path.startsWith("//")) return "noLeadingSlash";
  if (path.includes("?") || path.includes("#")) return "queryOrFragment";
  // Spaces, backslashes and control characters are never part of a public address.
  // eslint-disable-next-line no-control-regex -- finding them is the point
  if (/[\s\\\u0000-\u001F\u007F]/.test(path)) return "invalidCharacters";
  return null;
}

/**
 * The one spelling of a path: trimmed, lower-case, single slashes, no
 * trailing slash except for "/" itself. Every public route is lower-case
 * (slugs and model ids), so "/FAQ/" and "/faq" are the same page and must be
 * the same row. Only call on a path pagePathProblem accepted; anything after
 * a "?" or "#" is dropped, as createMetadata does.
 */
export function normalisePagePath(raw: string): string {
  const path = raw.trim().split(/[?#]/)[0].toLowerCase().replace(/\/{2,}/g, "/");
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

// ---------------------------------------------------------------------------
// Previews (title/description cut at Google 60/160, Twitter 70/125, Facebook 95/300)

export const PREVIEW_LIMITS = {
  google: { title: 60, description: 160 },
  facebook: { title: 95, description: 300 },
  twitter: { title: 70, description: 125 },
} as const;
export type PreviewKind = keyof typeof PREVIEW_LIMITS;

/**
 * Text as a preview shows it: spaces collapsed, and when longer than `max`
 * its first `max` characters (trailing spaces dropped) followed by an
 * ellipsis, as the previews cut them.
 */
export function truncatePreview(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, max).trimEnd()}…`;
}

export interface MetaTagText {
  pagePath: string;
  pageTitle: string;
  metaTitle: string;
  metaDescription: string;
  keywords: readonly string[];
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string;
}

export interface Preview {
  title: string;
  description: string;
  image: string | null;
}

/**
 * What each network would show, with the same fallbacks the published head
 * uses (src/features/seo/metadata-core.ts buildMetadata): Open Graph falls
 * back to the meta tags, Twitter to Open Graph, then the meta tags; the page
 * title stands in for an empty meta title.
 */
export function buildPreviews(tag: MetaTagText): Record<PreviewKind, Preview> {
  const title = tag.metaTitle.trim() || tag.pageTitle.trim();
  const description = tag.metaDescription.trim();
  const og = { title: tag.ogTitle.trim() || title, description: tag.ogDescription.trim() || description, image: tag.ogImage.trim() || null };
  const twitter = {
    title: tag.twitterTitle.trim() || og.title,
    description: tag.twitterDescription.trim() || og.description,
    image: tag.twitterImage.trim() || og.image,
  };
  const cut = (kind: PreviewKind, preview: Preview): Preview => ({
    ...preview,
    title: truncatePreview(preview.title, PREVIEW_LIMITS[kind].title),
    description: truncatePreview(preview.description, PREVIEW_LIMITS[kind].description),
  });
  return {
    google: cut("google", { title, description, image: null }),
    facebook: cut("facebook", og),
    twitter: cut("twitter", twitter),
  };
}

// ---------------------------------------------------------------------------
// Recommended lengths (title 30–60, description 120–160), shown by the fields' counters. The score
// itself is the page score (src/features/seo/admin/page-score.ts), which the
// dialog's SEO score tab computes over the head (head-score.ts).

export const FORM_SCORE_RANGES = {
  title: [30, 60],
  description: [120, 160],
  keywords: [3, 10],
} as const;

// ---------------------------------------------------------------------------
// List

/** The first three keywords of a row and how many more it has ('+N mais'). */
export function keywordSummary(keywords: readonly string[], shown = 3): { shown: string[]; more: number } {
  return { shown: keywords.slice(0, shown), more: Math.max(0, keywords.length - shown) };
}
