import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db";
import { blogPosts, categories, locations, pageSeo } from "@/db/schema";
import { categoryPath } from "@/features/categories/paths";
import { districtPath } from "@/features/locations/paths";
import { effectivePages, missedSeoChecks, pageSeoScore, splitKeywords, type PageSeoFields, type SeoCheck } from "@/features/seo/page-score";

/**
 * The public pages with their effective SEO fields and score: one list read
 * by the dashboard's SEO overview, SEO Performance (per-page scores and the
 * Issues tab) and the bulk page editor, so all three agree on every number.
 * Lives outside features/seo because it names the category and district
 * paths, and those features import features/seo.
 *
 * Today it holds the pages with SEO fields of their own (active categories
 * and districts, published posts) plus every page_seo override, applied the
 * way src/features/seo/metadata-core.ts applies them; rows marked noindex
 * leave the set.
 */

type Db = Database | Transaction;

export interface ScoredPage extends PageSeoFields {
  score: number;
  /** The checks the page does not pass in full (what to fix). */
  missed: SeoCheck[];
}

export async function loadScoredPages(db?: Db): Promise<ScoredPage[]> {
  const conn = db ?? (await getDb());
  const [categoryRows, locationRows, postRows, overrides] = await Promise.all([
    conn
      .select({ slug: categories.slug, seoTitle: categories.seoTitle, seoDescription: categories.seoDescription, keywords: categories.keywords })
      .from(categories)
      .where(eq(categories.isActive, true)),
    conn
      .select({ slug: locations.slug, seoTitle: locations.seoTitle, seoDescription: locations.seoDescription, keywords: locations.keywords })
      .from(locations)
      .where(eq(locations.isActive, true)),
    conn
      .select({ slug: blogPosts.slug, title: blogPosts.title, metaDescription: blogPosts.metaDescription, seoKeywords: blogPosts.seoKeywords })
      .from(blogPosts)
      .where(eq(blogPosts.isPublished, true)),
    conn
      .select({
        pagePath: pageSeo.pagePath,
        metaTitle: pageSeo.metaTitle,
        metaDescription: pageSeo.metaDescription,
        keywords: pageSeo.keywords,
        ogTitle: pageSeo.ogTitle,
        ogDescription: pageSeo.ogDescription,
        twitterTitle: pageSeo.twitterTitle,
        twitterDescription: pageSeo.twitterDescription,
        metaRobots: pageSeo.metaRobots,
      })
      .from(pageSeo),
  ]);
  const base: PageSeoFields[] = [
    ...categoryRows.map((c) => ({ path: categoryPath(c.slug), metaTitle: c.seoTitle, metaDescription: c.seoDescription, keywords: c.keywords })),
    ...locationRows.map((l) => ({ path: districtPath(l.slug), metaTitle: l.seoTitle, metaDescription: l.seoDescription, keywords: l.keywords })),
    ...postRows.map((p) => ({ path: `/blog/${p.slug}`, metaTitle: p.title, metaDescription: p.metaDescription, keywords: splitKeywords(p.seoKeywords) })),
  ];
  return effectivePages(base, overrides).map((page) => ({ ...page, score: pageSeoScore(page), missed: missedSeoChecks(page) }));
}
