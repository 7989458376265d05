import "server-only";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { categories, modelCategories, models, pageSeo } from "@/db/schema";
import { categoryPath } from "@/features/categories/paths";
import { pageSeoScore as seoScore } from "@/features/seo/page-score";
import type { CategoryPageItem } from "./types";
import { adminCategoryColumns } from "../columns";

/**
 * Every category landing page (active or not) with what its editor needs, the
 * number of listed (non-hidden) models in it, and the page's SEO score from
 * what the page really publishes: the page_seo override for its path where an
 * admin set one, else its own SEO fields (as createMetadata does).
 */
export async function listCategoryPagesForAdmin(): Promise<CategoryPageItem[]> {
  const db = await getDb();
  const rows = await db
    .select(adminCategoryColumns)
    .from(categories)
    .orderBy(asc(categories.name));

  const counts = await db
    .select({ categoryId: modelCategories.categoryId, models: count() })
    .from(modelCategories)
    // Models in the trash count nowhere (decision 023).
    .innerJoin(models, and(eq(models.id, modelCategories.modelId), eq(models.isHidden, false), isNull(models.deletedAt)))
    .groupBy(modelCategories.categoryId);
  const modelsBy = new Map(counts.map((row) => [row.categoryId, row.models]));

  const paths = rows.map((row) => categoryPath(row.slug));
  const overrides = paths.length ? await loadOverrides(paths) : new Map();

  return rows.map((row) => {
    const path = categoryPath(row.slug);
    const override = overrides.get(path);
    return {
      ...row,
      updatedAt: row.updatedAt.toISOString(),
      path,
      modelCount: modelsBy.get(row.id) ?? 0,
      seoScore: seoScore({
        metaTitle: override?.metaTitle || row.seoTitle || row.name,
        metaDescription: override?.metaDescription || row.seoDescription || row.description,
        keywords: override?.keywords.length ? override.keywords : row.keywords,
        ogTitle: override?.ogTitle,
        ogDescription: override?.ogDescription,
        twitterTitle: override?.twitterTitle,
        twitterDescription: override?.twitterDescription,
        path,
      }),
      hasSeoOverride: Boolean(override),
    };
  });
}

export interface SeoOverrideFields {
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  ogTitle: string | null;
  ogDescription: string | null;
  twitterTitle: string | null;
  twitterDescription: string | null;
}

/** page_seo rows for these paths (the Meta Tags screen's per-page overrides). */
export async function loadOverrides(paths: string[]): Promise<Map<string, SeoOverrideFields>> {
  const db = await getDb();
  const rows = await db
    .select({
      path: pageSeo.pagePath,
      metaTitle: pageSeo.metaTitle,
      metaDescription: pageSeo.metaDescription,
      keywords: pageSeo.keywords,
      ogTitle: pageSeo.ogTitle,
      ogDescription: pageSeo.ogDescription,
      twitterTitle: pageSeo.twitterTitle,
      twitterDescription: pageSeo.twitterDescription,
    })
    .from(pageSeo)
    .where(inArray(pageSeo.pagePath, paths));
  return new Map(rows.map(({ path, ...fields }) => [path, fields]));
}
