import "server-only";
import { count, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { blogPosts, categories, locations, modelApplications, models, pageSeo, users } from "@/db/schema";
import { categoryPath } from "@/features/categories/paths";
import { districtPath } from "@/features/locations/paths";
import { effectivePages, splitKeywords, summariseSeo, type PageSeoFields, type SeoOverview } from "./seo-score";

export interface DashboardStats {
  totalModels: number;
  pendingApplications: number;
  publishedBlogs: number;
  totalUsers: number;
}

/** The four stat cards (admin spec §7 "Dashboard counts"), counted in the database. */
export async function getDashboardStats(): Promise<DashboardStats> {
  const db = await getDb();
  const [[modelsRow], [pendingRow], [blogsRow], [usersRow]] = await Promise.all([
    // Models in the trash are not counted (decision 023).
    db.select({ n: count() }).from(models).where(isNull(models.deletedAt)),
    db.select({ n: count() }).from(modelApplications).where(eq(modelApplications.status, "pending")),
    db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.isPublished, true)),
    db.select({ n: count() }).from(users),
  ]);
  return {
    totalModels: modelsRow?.n ?? 0,
    pendingApplications: pendingRow?.n ?? 0,
    publishedBlogs: blogsRow?.n ?? 0,
    totalUsers: usersRow?.n ?? 0,
  };
}

/**
 * The SEO overview over every indexed public page with SEO fields of its own:
 * active categories and districts, published posts, plus page_seo overrides
 * (applied the way createMetadata applies them).
 */
export async function getSeoOverview(): Promise<SeoOverview> {
  const db = await getDb();
  const landing = { slug: categories.slug, seoTitle: categories.seoTitle, seoDescription: categories.seoDescription, keywords: categories.keywords };
  const [categoryRows, locationRows, postRows, overrides] = await Promise.all([
    db.select(landing).from(categories).where(eq(categories.isActive, true)),
    db
      .select({ slug: locations.slug, seoTitle: locations.seoTitle, seoDescription: locations.seoDescription, keywords: locations.keywords })
      .from(locations)
      .where(eq(locations.isActive, true)),
    db
      .select({ slug: blogPosts.slug, title: blogPosts.title, metaDescription: blogPosts.metaDescription, seoKeywords: blogPosts.seoKeywords })
      .from(blogPosts)
      .where(eq(blogPosts.isPublished, true)),
    db
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
  return summariseSeo(effectivePages(base, overrides));
}
