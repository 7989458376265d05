/**
 * The dashboard's SEO overview (admin spec §5 "Page score for analytics";
 * decisions.md: computed from the pages, not a fixed 85). Pure: see
 * seo-score.test.ts.
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

/** One page's score out of 100 (spec §5, capped at 100). */
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

/** Colour band: ≥ 80 green, ≥ 60 yellow, otherwise red (spec §5). */
export function seoTone(score: number): SeoTone {
  if (score >= SEO_OPTIMISED_AT) return "good";
  if (score >= SEO_FAIR_AT) return "fair";
  return "poor";
}

export interface SeoOverview {
  pages: number;
  /** Rounded mean of the page scores; null when there is no page to score. */
  average: number | null;
  /** Pages scoring 80 or more. */
  optimised: number;
  /** Pages scoring below 70. */
  issues: number;
}

export function summariseSeo(pages: readonly PageSeoFields[]): SeoOverview {
  if (pages.length === 0) return { pages: 0, average: null, optimised: 0, issues: 0 };
  const scores = pages.map(pageSeoScore);
  const total = scores.reduce((sum, s) => sum + s, 0);
  return {
    pages: pages.length,
    average: Math.round(total / scores.length),
    optimised: scores.filter((s) => s >= SEO_OPTIMISED_AT).length,
    issues: scores.filter((s) => s < SEO_ISSUE_BELOW).length,
  };
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

/** Blog posts keep their keywords as comma-separated text. */
export function splitKeywords(text: string): string[] {
  return text
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
}
