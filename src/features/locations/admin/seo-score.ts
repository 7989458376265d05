/**
 * A page's SEO score, admin spec §5 "Page score" (capped at 100):
 * - meta title 30–60 characters → 30, any other non-empty title → 15;
 * - meta description 120–160 → 25, any other non-empty description → 12;
 * - 3–10 keywords → 20, any other non-empty list → 10;
 * - an Open Graph or Twitter title → 8; an Open Graph or Twitter description → 7;
 * - a path that is non-empty and has no "?" → 10.
 * Below 70 is an issue, 80 or more is optimised.
 *
 * The "else" scores are read as applying to a field that is present: an empty
 * description scores 0, as an empty title does. (The dashboard computes the
 * same score for its overview; both follow this section of the spec.)
 */
export interface SeoScoreInput {
  metaTitle: string;
  metaDescription: string;
  keywords: readonly string[];
  ogTitle?: string | null;
  ogDescription?: string | null;
  twitterTitle?: string | null;
  twitterDescription?: string | null;
  path: string;
}

export type SeoScoreLevel = "good" | "fair" | "poor";

const filled = (value: string | null | undefined): boolean => Boolean(value && value.trim());
const within = (length: number, [min, max]: readonly [number, number]) => length >= min && length <= max;

export function seoScore(input: SeoScoreInput): number {
  const title = input.metaTitle.trim();
  const description = input.metaDescription.trim();
  const keywords = input.keywords.filter((keyword) => keyword.trim());
  let score = 0;
  if (title) score += within(title.length, [30, 60]) ? 30 : 15;
  if (description) score += within(description.length, [120, 160]) ? 25 : 12;
  if (keywords.length) score += within(keywords.length, [3, 10]) ? 20 : 10;
  if (filled(input.ogTitle) || filled(input.twitterTitle)) score += 8;
  if (filled(input.ogDescription) || filled(input.twitterDescription)) score += 7;
  if (input.path.trim() && !input.path.includes("?")) score += 10;
  return Math.min(100, score);
}

/** Colours of the spec: at least 80 green, at least 60 yellow, otherwise red. */
export function seoScoreLevel(score: number): SeoScoreLevel {
  if (score >= 80) return "good";
  if (score >= 60) return "fair";
  return "poor";
}

/** Spec §5: a score below 70 is an issue to fix. */
export function isSeoIssue(score: number): boolean {
  return score < 70;
}
