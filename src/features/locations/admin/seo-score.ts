/**
 * The district pages' SEO score: the one page score of src/features/seo/admin/page-score.ts
 * (decision 037), under the names the Local SEO screens use.
 */
export {
  isSeoIssue,
  pageSeoScore as seoScore,
  seoTone as seoScoreLevel,
  type PageSeoFields as SeoScoreInput,
  type SeoTone as SeoScoreLevel,
} from "@/features/seo/admin/page-score";
