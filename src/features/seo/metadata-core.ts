import type { Metadata } from "next";

/** Descriptions are cut to 160 characters, 157 plus an ellipsis. */
export const META_DESCRIPTION_MAX = 160;

/** Whitespace other than single spaces between words: a run, a tab or newline, or any at either end. */
const UNCLEAN_SPACE = /\s\s|[^\S ]|^\s|\s$/;

export function truncateDescription(text: string, max = META_DESCRIPTION_MAX): string {
  // Most texts are clean already (single spaces, trimmed): testing is cheaper than rewriting.
  const clean = UNCLEAN_SPACE.test(text) ? text.replace(/\s+/g, " ").trim() : text;
  return clean.length <= max ? clean : `${clean.slice(0, max - 3).trimEnd()}…`;
}

/** What separates the parts of a title: "Blonde Escorts | Velvet London", "Mayfair – Velvet". */
const TITLE_SEPARATOR = /\s+[|–—·:-]\s+/;

/** A title's parts between separators, trimmed. */
export function titleSegments(title: string): string[] {
  return title
    .split(TITLE_SEPARATOR)
    .map((segment) => segment.trim())
    .filter(Boolean);
}

/**
 * A part of a title that names the brand: the brand itself, or a form that
 * starts with the brand's first word ("Velvet", "Velvet Companions" for
 * "Velvet London"). Titles written by hand often end in such a shortened
 * form; it is the brand all the same, and a second one is a repetition.
 */
export function isBrandSegment(segment: string, brandName: string): boolean {
  const text = segment.trim().toLowerCase();
  const brand = brandName.trim().toLowerCase();
  if (!text || !brand) return false;
  const lead = brand.split(/\s+/)[0];
  return text === brand || text === lead || text.startsWith(`${lead} `);
}

/** How many times a title names the brand: the full name anywhere, or a part that is a form of the brand. */
export function brandMentions(title: string, brandName: string): number {
  const brand = brandName.trim().toLowerCase();
  if (!brand) return 0;
  const segments = titleSegments(title);
  const asSegments = segments.filter((segment) => isBrandSegment(segment, brandName)).length;
  const fullNames = title.toLowerCase().split(brand).length - 1;
  return Math.max(asSegments, fullNames);
}

/** The title names the brand more than once ("Blondes | Velvet Companions | Velvet London"). */
export function repeatsBrand(title: string, brandName: string): boolean {
  return brandMentions(title, brandName) > 1;
}

/**
 * The brand suffix is added unless the title already carries the brand: its
 * full name anywhere, or a form of it as the last part ("Blonde Escorts in
 * London | Velvet Companions" is not suffixed again).
 */
export function titleWithBrand(title: string, brandName: string): string {
  const clean = title.trim();
  if (!clean) return brandName;
  if (clean.toLowerCase().includes(brandName.trim().toLowerCase())) return clean;
  return isBrandSegment(titleSegments(clean).at(-1) ?? "", brandName) ? clean : `${clean} | ${brandName}`;
}

export interface CanonicalRule {
  pattern: string;
  canonicalUrl: string;
}

/**
 * A rule's pattern is a path, where `*` stands for any run of characters
 * (e.g. `/models/*`). The first active rule that matches decides the canonical URL.
 */
export function matchCanonicalRule(path: string, rules: readonly CanonicalRule[]): string | null {
  for (const rule of rules) {
    const source = rule.pattern.trim();
    if (!source.startsWith("/")) continue;
    const regex = new RegExp(`^${source.split("*").map(escapeRegex).join(".*")}$`);
    if (regex.test(path)) return rule.canonicalUrl;
  }
  return null;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
  } catch {
    return siteUrl;
  }
}

/** Per-path overrides an admin sets in page_seo. */
export interface PageSeoOverride {
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  twitterTitle: string | null;
  twitterDescription: string | null;
  twitterImage: string | null;
  metaRobots: string;
}

export interface PageMetaInput {
  /** The page's own path, without query string: "/escorts-in-mayfair". */
  path: string;
  title: string;
  description?: string;
  keywords?: readonly string[];
  image?: { url: string; width?: number; height?: number; alt?: string } | null;
  noindex?: boolean;
  type?: "website" | "article" | "profile";
  publishedTime?: string;
}

export interface MetadataContext {
  brandName: string;
  siteUrl: string;
  defaultImage: { url: string; width: number; height: number; alt: string };
  override: PageSeoOverride | null;
  canonicalRules: readonly CanonicalRule[];
  /** Global SEO's description and keywords: used where the page and its override give none. */
  defaults?: { description: string; keywords: readonly string[] };
}

/** `text` cut to the limit when given, else `fallback` (already cut). */
function cutOr(text: string | null | undefined, fallback: string): string {
  return text ? truncateDescription(text) : fallback;
}

/** The texts a page's <head> shows: buildMetadata publishes exactly these, and the SEO score reads them (page-score.ts). */
export interface HeadTexts {
  title: string;
  description: string;
  keywords: string[];
  ogTitle: string;
  ogDescription: string;
  twitterTitle: string;
  twitterDescription: string;
}

/**
 * The head's texts with the override applied, without its addresses and
 * images: what buildMetadata builds them with, and what the Meta Tags
 * Manager scores every row with (no URL parsing per row).
 */
export function headTexts(input: PageMetaInput, ctx: MetadataContext): HeadTexts {
  const o = ctx.override;
  const title = titleWithBrand(o?.metaTitle || input.title, ctx.brandName);
  const description = truncateDescription(o?.metaDescription || input.description || ctx.defaults?.description || "");
  const keywords = o?.keywords.length ? o.keywords : input.keywords?.length ? [...input.keywords] : [...(ctx.defaults?.keywords ?? [])];
  return {
    title,
    description,
    keywords,
    ogTitle: o?.ogTitle || title,
    // `description` is cut already, and cutting is idempotent: only the override's own texts are cut again.
    ogDescription: cutOr(o?.ogDescription, description),
    twitterTitle: o?.twitterTitle || o?.ogTitle || title,
    twitterDescription: cutOr(o?.twitterDescription || o?.ogDescription, description),
  };
}

/** Everything a page's <head> needs, from one place (pure: unit-tested). */
export function buildMetadata(input: PageMetaInput, ctx: MetadataContext): Metadata {
  const o = ctx.override;
  const texts = headTexts(input, ctx);
  const { title, description, keywords } = texts;
  const path = input.path.split(/[?#]/)[0] || "/";
  const canonical = absoluteUrl(ctx.siteUrl, matchCanonicalRule(path, ctx.canonicalRules) ?? path);
  const image = input.image ?? ctx.defaultImage;
  const ogImage = o?.ogImage ? { url: absoluteUrl(ctx.siteUrl, o.ogImage) } : { ...image, url: absoluteUrl(ctx.siteUrl, image.url) };
  const twitterImage = o?.twitterImage ? absoluteUrl(ctx.siteUrl, o.twitterImage) : ogImage.url;
  // The override's meta robots is one of four pairs ('noindex, follow' …): each half applies as chosen. A page that asks for noindex itself (not found, members only) stays out of both.
  const robots = o?.metaRobots ?? "";
  const index = !input.noindex && !/\bnoindex\b/i.test(robots);
  const follow = !input.noindex && !/\bnofollow\b/i.test(robots);

  return {
    title: { absolute: title },
    description,
    keywords: keywords.length ? keywords : undefined,
    alternates: { canonical },
    robots: { index, follow },
    openGraph: {
      type: input.type === "article" ? "article" : input.type === "profile" ? "profile" : "website",
      url: canonical,
      siteName: ctx.brandName,
      locale: "en_GB",
      title: texts.ogTitle,
      description: texts.ogDescription,
      images: [ogImage],
      ...(input.type === "article" && input.publishedTime ? { publishedTime: input.publishedTime } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: texts.twitterTitle,
      description: texts.twitterDescription,
      images: [twitterImage],
    },
  };
}

/**
 * JSON-LD for a <script> tag: `<`, `>`, `&` and the JavaScript line separators
 * are escaped so admin-edited text can never close the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
