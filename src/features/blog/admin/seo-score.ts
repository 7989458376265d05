/**
 * The blog post SEO score: four checks worth 25 points each.
 * Pure, so the dialog can show it live as the admin types.
 */
import { seoTone, splitKeywords, type SeoTone } from "@/features/seo/admin/page-score";

export { seoTone, splitKeywords, type SeoTone } from "@/features/seo/admin/page-score";

export const META_DESCRIPTION_LIMIT = 160;

export type SeoCheckKey = "title" | "metaDescription" | "keywords" | "excerpt";

export interface BlogSeoInput {
  title: string;
  metaDescription: string;
  seoKeywords: string;
  excerpt: string;
}

export interface BlogSeoScore {
  score: number;
  checks: { key: SeoCheckKey; passed: boolean }[];
  tone: SeoTone;
}

const length = (text: string) => text.trim().length;

export function blogSeoScore(input: BlogSeoInput): BlogSeoScore {
  const checks: BlogSeoScore["checks"] = [
    { key: "title", passed: length(input.title) >= 30 && length(input.title) <= 60 },
    {
      key: "metaDescription",
      passed: length(input.metaDescription) >= 120 && length(input.metaDescription) <= META_DESCRIPTION_LIMIT,
    },
    { key: "keywords", passed: splitKeywords(input.seoKeywords).length > 0 },
    { key: "excerpt", passed: length(input.excerpt) >= 120 },
  ];
  const score = checks.filter((check) => check.passed).length * 25;
  return { score, checks, tone: seoTone(score) };
}
