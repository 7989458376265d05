import "server-only";
import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { locations, models } from "@/db/schema";
import { loadOverrides } from "@/features/categories/admin/queries";
import { districtPath } from "@/features/locations/paths";
import { seoScore } from "./seo-score";
import type { DistrictItem } from "./types";
import { adminDistrictColumns } from "../columns";

/**
 * Every district (active or not) with its landing fields, the number of listed
 * (non-hidden) models there, and the SEO score of the page as published: the
 * Meta Tags override for its path where there is one, else its own fields,
 * else the page's fallback title "Escorts in {name}" (locations/view.ts).
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
  const overrides = rows.length ? await loadOverrides(rows.map((row) => districtPath(row.slug))) : new Map();

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
      seoScore: seoScore({
        metaTitle: effectiveTitle,
        metaDescription: effectiveDescription,
        keywords: override?.keywords.length ? override.keywords : row.keywords,
        ogTitle: override?.ogTitle,
        ogDescription: override?.ogDescription,
        twitterTitle: override?.twitterTitle,
        twitterDescription: override?.twitterDescription,
        path,
      }),
    };
  });
}
