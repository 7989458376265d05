import "server-only";
import { and, asc, count, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/db";
import { categories, modelCategories, models } from "@/db/schema";
import { cached } from "@/lib/cache";
import { publicCategoryColumns } from "./columns";

/** What every landing page (a category, a district) publishes: its copy and its own head fields. */
export interface LandingPageRecord {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** Admin-edited HTML: sanitise before rendering (src/lib/sanitize.ts). */
  content: string;
  seoTitle: string;
  seoDescription: string;
  keywords: string[];
  updatedAt: Date;
}

export type CategoryPage = LandingPageRecord;

export interface CategoryLink {
  name: string;
  slug: string;
}

/** An active category by slug, or null (inactive ones are not published). */
export const getCategoryBySlug = cached(
  "category-page:by-slug",
  async (slug: string): Promise<CategoryPage | null> => {
    const db = await getDb();
    const [row] = await db
      .select(publicCategoryColumns)
      .from(categories)
      .where(and(eq(categories.slug, slug), eq(categories.isActive, true)));
    return row ?? null;
  },
  { tags: ["categories"], ttlSeconds: 600 },
);

export const RELATED_CATEGORIES = 6;

/**
 * Categories related to this one: those that share the most listed models
 * with it (a visitor who likes one tends to like the other), topped up with
 * the categories next to it in the admin's order when there are few overlaps.
 */
export const getRelatedCategories = cached(
  "category-page:related",
  async (categoryId: number): Promise<CategoryLink[]> => {
    const db = await getDb();
    const own = alias(modelCategories, "own");
    const shared = await db
      .select({ name: categories.name, slug: categories.slug, overlap: count() })
      .from(modelCategories)
      .innerJoin(own, and(eq(own.modelId, modelCategories.modelId), eq(own.categoryId, categoryId)))
      .innerJoin(models, and(eq(models.id, modelCategories.modelId), eq(models.isHidden, false), isNull(models.deletedAt)))
      .innerJoin(categories, eq(categories.id, modelCategories.categoryId))
      .where(and(ne(modelCategories.categoryId, categoryId), eq(categories.isActive, true)))
      .groupBy(categories.id, categories.name, categories.slug)
      .orderBy(desc(count()), asc(categories.id))
      .limit(RELATED_CATEGORIES);
    if (shared.length >= RELATED_CATEGORIES) return shared.map(({ name, slug }) => ({ name, slug }));

    const neighbours = await db
      .select({ name: categories.name, slug: categories.slug })
      .from(categories)
      .where(and(ne(categories.id, categoryId), eq(categories.isActive, true)))
      .orderBy(sql`abs(${categories.id} - ${categoryId})`, asc(categories.id))
      .limit(RELATED_CATEGORIES * 2);
    const picked = shared.map(({ name, slug }) => ({ name, slug }));
    for (const candidate of neighbours) {
      if (picked.length >= RELATED_CATEGORIES) break;
      if (!picked.some((p) => p.slug === candidate.slug)) picked.push(candidate);
    }
    return picked;
  },
  { tags: ["categories", "model_categories", "models"], ttlSeconds: 600 },
);

/** Every active category, in the admin's order (sitemap, lists). */
export const listActiveCategories = cached(
  "category-page:active",
  async (): Promise<(CategoryLink & { updatedAt: Date })[]> => {
    const db = await getDb();
    return db
      .select({ name: categories.name, slug: categories.slug, updatedAt: categories.updatedAt })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.id));
  },
  { tags: ["categories"], ttlSeconds: 600 },
);
