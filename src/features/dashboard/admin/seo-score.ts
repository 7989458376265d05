/**
 * The dashboard's SEO overview (the page score of decision 037, computed
 * from the pages, not a fixed 85). The pages are the
 * inventory's indexed pages with the fields their heads show (brand
 * included), so each counts with the score the Meta Tags Manager, the page
 * editor and SEO Performance show for it (decision 037). Pure: see
 * seo-score.test.ts.
 */

import {
  pageSeoScore,
  SEO_ISSUE_BELOW,
  SEO_OPTIMISED_AT,
  type PageSeoFields,
} from "@/features/seo/admin/page-score";

export {
  effectivePages,
  type PageSeoOverrideRow,
  pageSeoScore,
  seoTone,
  splitKeywords,
  SEO_FAIR_AT,
  SEO_ISSUE_BELOW,
  SEO_OPTIMISED_AT,
  type PageSeoFields,
  type SeoTone,
} from "@/features/seo/admin/page-score";

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
