/**
 * The dashboard's SEO overview (admin spec §5 "Page score for analytics";
 * decisions.md: computed from the pages, not a fixed 85). Pure: see
 * seo-score.test.ts.
 */

import {
  pageSeoScore,
  SEO_ISSUE_BELOW,
  SEO_OPTIMISED_AT,
  type PageSeoFields,
} from "@/features/seo/page-score";

export {
  pageSeoScore,
  seoTone,
  splitKeywords,
  SEO_FAIR_AT,
  SEO_ISSUE_BELOW,
  SEO_OPTIMISED_AT,
  type PageSeoFields,
  type SeoTone,
} from "@/features/seo/page-score";

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
