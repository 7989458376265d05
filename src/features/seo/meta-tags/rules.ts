/**
 * The Meta Tags Manager's rules (admin spec screen 3, §5 "Meta tags" and
 * "SEO score per form"): how a page path is written, the social previews'
 * truncation and the form's five-check score. Pure: unit-tested in
 * rules.test.ts, shared by the dialog, the actions and createMetadata's
 * lookup (src/features/seo/metadata.ts), so a row is saved under the very
 * key a page reads it by.
 */

/** Admin spec §5 and §9: meta titles to 60, descriptions to 160. The other limits keep one row to a sensible size. */
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

/** Spec §3 page_seo: the default meta robots value is 'index, follow'; the select offers the four combinations. */
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
// Previews (spec §5: Google 60/160, Twitter 70/125, Facebook 95/300)

export const PREVIEW_LIMITS = {
  google: { title: 60, description: 160 },
  facebook: { title: 95, description: 300 },
  twitter: { title: 70, description: 125 },
} as const;
export type PreviewKind = keyof typeof PREVIEW_LIMITS;

/**
 * Text as a preview shows it: spaces collapsed, and when longer than `max`
 * its first `max` characters (trailing spaces dropped) followed by an
 * ellipsis, as the spec's previews cut them.
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
// The form's SEO score (spec §5 "SEO score per form", 5 checks averaged)

export const FORM_SCORE_CHECKS = ["title", "description", "keywords", "content", "url"] as const;
export type FormScoreCheck = (typeof FORM_SCORE_CHECKS)[number];

/** Spec §9 "Recommended": title 30–60, description 120–160, keywords 3–10, content at least 300 characters. */
export const FORM_SCORE_RANGES = {
  title: [30, 60],
  description: [120, 160],
  keywords: [3, 10],
  content: 300,
} as const;

export interface FormScoreResult {
  check: FormScoreCheck;
  /** 100 in the recommended range, 50 outside it, 0 when missing (the URL check never gives 0: the spec's "else 50"). */
  score: 0 | 50 | 100;
  /** What was measured: characters, keywords, or 1/0 for the URL's shape. */
  measured: number;
}

export interface FormScore {
  score: number;
  checks: FormScoreResult[];
}

function banded(measured: number, [min, max]: readonly [number, number]): 0 | 50 | 100 {
  if (measured === 0) return 0;
  return measured >= min && measured <= max ? 100 : 50;
}

/**
 * The page's "content" for the content check. page_seo holds no page body,
 * so the text it does hold stands in for it: the page title, the meta
 * description and the Open Graph and Twitter titles and descriptions. Each
 * counts once (a social text equal to the meta text adds nothing).
 */
export function scoredContent(tag: MetaTagText): string {
  const parts = [tag.pageTitle, tag.metaDescription, tag.ogTitle, tag.ogDescription, tag.twitterTitle, tag.twitterDescription]
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  return [...new Set(parts)].join(" ");
}

/**
 * Spec §5, five checks averaged (rounded):
 * - meta title 30–60 characters → 100, any other non-empty → 50, none → 0;
 * - meta description 120–160 → 100, other non-empty → 50, none → 0;
 * - 3–10 keywords → 100, other non-empty list → 50, none → 0;
 * - content (scoredContent) at least 300 characters → 100, shorter → 50, none → 0;
 * - the path non-empty with a hyphen and no underscore → 100, otherwise 50.
 */
export function formSeoScore(tag: MetaTagText): FormScore {
  const title = tag.metaTitle.trim().length;
  const description = tag.metaDescription.trim().length;
  const keywords = tag.keywords.filter((keyword) => keyword.trim()).length;
  const content = scoredContent(tag).length;
  const path = tag.pagePath.trim();
  const urlGood = path.length > 0 && path.includes("-") && !path.includes("_");
  const checks: FormScoreResult[] = [
    { check: "title", score: banded(title, FORM_SCORE_RANGES.title), measured: title },
    { check: "description", score: banded(description, FORM_SCORE_RANGES.description), measured: description },
    { check: "keywords", score: banded(keywords, FORM_SCORE_RANGES.keywords), measured: keywords },
    { check: "content", score: content === 0 ? 0 : content >= FORM_SCORE_RANGES.content ? 100 : 50, measured: content },
    { check: "url", score: urlGood ? 100 : 50, measured: urlGood ? 1 : 0 },
  ];
  return { score: Math.round(checks.reduce((sum, check) => sum + check.score, 0) / checks.length), checks };
}

// ---------------------------------------------------------------------------
// List

/** The first three keywords of a row and how many more it has ('+N mais', spec screen 3). */
export function keywordSummary(keywords: readonly string[], shown = 3): { shown: string[]; more: number } {
  return { shown: keywords.slice(0, shown), more: Math.max(0, keywords.length - shown) };
}
