import "server-only";
import { count, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { blogPosts, modelApplications, models, users } from "@/db/schema";
import { loadScoredPages } from "@/features/seo-pages/inventory";
import { summariseSeo, type SeoOverview } from "./seo-score";

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

/** The SEO overview over the scored public pages (src/features/seo-pages/inventory.ts). */
export async function getSeoOverview(): Promise<SeoOverview> {
  return summariseSeo(await loadScoredPages());
}
