import "server-only";
import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { locations, models } from "@/db/schema";
import { loadOverrides, type SeoOverrideFields } from "@/features/categories/admin/queries";
import { districtPath } from "@/features/locations/paths";
import { districtMetaInput } from "@/features/locations/view";
import { loadMetadataContext } from "@/features/seo/metadata";
import { pageHeadScoreFields, pageSeoScore } from "@/features/seo/admin/page-score";
import type { DistrictItem } from "./types";
import { adminDistrictColumns } from "../columns";

/**
 * Every district (active or not) with its landing fields, the number of listed
 * (non-hidden) models there, and the SEO score of the page as published: the
 * one score of the head the page publishes (decision 037), with the Meta Tags
 * override for its path where there is one, else its own fields, else the
 * page's fallback title "Escorts in {name}" (locations/view.ts).
 */
export async function listDistrictsForAdmin(): Promise<DistrictItem[]> {
  const db = await getDb();
  const rows = await db
    .select(adminDistrictColumns)
    .from(locations)
    .orderBy(asc(locations.name));

  const counts = await db
    .select({ locationId: models.locationId, models: count() })
    .from(models)
    // Models in the trash count nowhere (decision 023).
    .where(and(eq(models.isHidden, false), isNull(models.deletedAt), isNotNull(models.locationId)))
    .groupBy(models.locationId);
  const modelsBy = new Map(counts.map((row) => [row.locationId, row.models]));
  const [overrides, context] = await Promise.all([
    rows.length ? loadOverrides(rows.map((row) => districtPath(row.slug))) : Promise.resolve(new Map<string, SeoOverrideFields>()),
    loadMetadataContext(),
  ]);

  return rows.map((row) => {
    const path = districtPath(row.slug);
    const override = overrides.get(path);
    const effectiveTitle = override?.metaTitle || row.seoTitle || `Escorts in ${row.name}`;
    const effectiveDescription = override?.metaDescription || row.seoDescription || row.description;
    return {
      ...row,
      path,
      updatedAt: row.updatedAt.toISOString(),
      modelCount: modelsBy.get(row.id) ?? 0,
      effectiveTitle,
      effectiveDescription,
      hasSeoOverride: Boolean(override),
      seoScore: pageSeoScore(pageHeadScoreFields(districtMetaInput(row), { ...context, override: override ?? null })),
    };
  });
}
