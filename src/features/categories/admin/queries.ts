import "server-only";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { categories, modelCategories, models, pageSeo } from "@/db/schema";
import { categoryPath } from "@/features/categories/paths";
import { categoryMetaInput } from "@/features/categories/view";
import { loadMetadataContext } from "@/features/seo/metadata";
import type { PageSeoOverride } from "@/features/seo/metadata-core";
import { pageSeoOverrideColumns } from "@/features/seo/page-seo-override";
import { pageHeadScoreFields, pageSeoScore } from "@/features/seo/admin/page-score";
import type { CategoryPageItem } from "./types";
import { adminCategoryColumns } from "../columns";

/**
 * Every category landing page (active or not) with what its editor needs, the
 * number of listed (non-hidden) models in it, and the page's SEO score: the
 * one score of the head the page publishes (its own fields, the page_seo
 * override for its path where an admin set one, the brand template), as the
 * page editor, Meta Tags, SEO Performance and the dashboard show it (decision 037).
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
  const [overrides, context] = await Promise.all([paths.length ? loadOverrides(paths) : new Map<string, PageSeoOverride>(), loadMetadataContext()]);

  return rows.map((row) => {
    const path = categoryPath(row.slug);
    const override = overrides.get(path);
    return {
      ...row,
      updatedAt: row.updatedAt.toISOString(),
      path,
      modelCount: modelsBy.get(row.id) ?? 0,
      seoScore: pageSeoScore(pageHeadScoreFields(categoryMetaInput(row), { ...context, override: override ?? null })),
      hasSeoOverride: Boolean(override),
    };
  });
}

export type SeoOverrideFields = PageSeoOverride;

/** page_seo rows for these paths (the Meta Tags screen's per-page overrides). */
export async function loadOverrides(paths: string[]): Promise<Map<string, SeoOverrideFields>> {
  const db = await getDb();
  const rows = await db
    .select({ path: pageSeo.pagePath, ...pageSeoOverrideColumns })
    .from(pageSeo)
    .where(inArray(pageSeo.pagePath, paths));
  return new Map(rows.map(({ path, ...fields }) => [path, fields]));
}
