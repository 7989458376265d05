/**
 * A public page's SEO score (admin spec §5 "Page score", capped at 100), the
 * one implementation used by the dashboard overview, the Local SEO screens
 * and the category editors:
 * - meta title 30–60 characters → 30, any other non-empty title → 15;
 * - meta description 120–160 → 25, any other non-empty description → 12;
 * - 3–10 keywords → 20, any other non-empty list → 10;
 * - an Open Graph or Twitter title → 8; an Open Graph or Twitter description → 7;
 * - a path that is non-empty and has no "?" → 10.
 * Below 70 is an issue; 80 or more is optimised. Colours: ≥ 80 green, ≥ 60 yellow, else red.
 */

/** The SEO fields a public page really ends up with (its own fields, page_seo overrides applied). */
export interface PageSeoFields {
  path: string;
  metaTitle: string;
  metaDescription: string;
  keywords: readonly string[];
  ogTitle?: string | null;
  ogDescription?: string | null;
  twitterTitle?: string | null;
  twitterDescription?: string | null;
}

export const SEO_OPTIMISED_AT = 80;
export const SEO_ISSUE_BELOW = 70;
export const SEO_FAIR_AT = 60;

function filled(value: string | null | undefined): boolean {
  return typeof value === "string" && value.trim().length > 0;
}

function lengthOf(value: string): number {
  return value.trim().length;
}

/** One page's score out of 100. */
export function pageSeoScore(page: PageSeoFields): number {
  let score = 0;
  const title = lengthOf(page.metaTitle);
  if (title >= 30 && title <= 60) score += 30;
  else if (title > 0) score += 15;

  const description = lengthOf(page.metaDescription);
  if (description >= 120 && description <= 160) score += 25;
  else if (description > 0) score += 12;

  const keywords = page.keywords.filter(filled).length;
  if (keywords >= 3 && keywords <= 10) score += 20;
  else if (keywords > 0) score += 10;

  if (filled(page.ogTitle) || filled(page.twitterTitle)) score += 8;
  if (filled(page.ogDescription) || filled(page.twitterDescription)) score += 7;
  if (filled(page.path) && !page.path.includes("?")) score += 10;
  return Math.min(100, score);
}

/** The parts of the score a page does not get in full: what to fix, in the order the score lists them. */
export type SeoCheck = "title" | "description" | "keywords" | "socialTitle" | "socialDescription" | "path";

export function missedSeoChecks(page: PageSeoFields): SeoCheck[] {
  const missed: SeoCheck[] = [];
  const title = lengthOf(page.metaTitle);
  if (title < 30 || title > 60) missed.push("title");
  const description = lengthOf(page.metaDescription);
  if (description < 120 || description > 160) missed.push("description");
  const keywords = page.keywords.filter(filled).length;
  if (keywords < 3 || keywords > 10) missed.push("keywords");
  if (!filled(page.ogTitle) && !filled(page.twitterTitle)) missed.push("socialTitle");
  if (!filled(page.ogDescription) && !filled(page.twitterDescription)) missed.push("socialDescription");
  if (!filled(page.path) || page.path.includes("?")) missed.push("path");
  return missed;
}

export type SeoTone = "good" | "fair" | "poor";

/** Colour band of any SEO score (page or blog post): ≥ 80 green, ≥ 60 yellow, otherwise red. */
export function seoTone(score: number): SeoTone {
  if (score >= SEO_OPTIMISED_AT) return "good";
  if (score >= SEO_FAIR_AT) return "fair";
  return "poor";
}

/** A score below 70 is an issue to fix. */
export function isSeoIssue(score: number): boolean {
  return score < SEO_ISSUE_BELOW;
}

/** Comma-separated keywords (blog posts keep them so), trimmed, empty ones dropped. */
export function splitKeywords(text: string): string[] {
  return text
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** An admin override (page_seo) for a path: its non-empty fields win, as in createMetadata. */
export interface PageSeoOverrideRow {
  pagePath: string;
  metaTitle: string;
  metaDescription: string;
  keywords: readonly string[];
  ogTitle: string | null;
  ogDescription: string | null;
  twitterTitle: string | null;
  twitterDescription: string | null;
  metaRobots: string;
}

/**
 * The effective SEO fields of every indexed page: each page's own fields with
 * its page_seo row applied the way src/features/seo/metadata-core.ts applies it
 * (non-empty override fields win). page_seo rows for paths without a page of
 * their own count as pages too; rows marked noindex leave the set.
 */
export function effectivePages(base: readonly PageSeoFields[], overrides: readonly PageSeoOverrideRow[]): PageSeoFields[] {
  const byPath = new Map(base.map((page) => [page.path, { ...page }]));
  for (const o of overrides) {
    if (/noindex/i.test(o.metaRobots)) {
      byPath.delete(o.pagePath);
      continue;
    }
    const page = byPath.get(o.pagePath) ?? { path: o.pagePath, metaTitle: "", metaDescription: "", keywords: [] };
    byPath.set(o.pagePath, {
      path: o.pagePath,
      metaTitle: o.metaTitle.trim() ? o.metaTitle : page.metaTitle,
      metaDescription: o.metaDescription.trim() ? o.metaDescription : page.metaDescription,
      keywords: o.keywords.length ? o.keywords : page.keywords,
      ogTitle: o.ogTitle || page.ogTitle,
      ogDescription: o.ogDescription || page.ogDescription,
      twitterTitle: o.twitterTitle || page.twitterTitle,
      twitterDescription: o.twitterDescription || page.twitterDescription,
    });
  }
  return [...byPath.values()];
}
