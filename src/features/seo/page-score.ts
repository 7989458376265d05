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
