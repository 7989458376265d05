import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { preferenceCategories } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { isUsableImageUrl, safeLinkHref } from "@/lib/content-rules";
import { presentImage } from "@/features/images/public-address";
import { getPublicImagePolicy } from "@/features/images/public-policy";
import { describeImages } from "@/features/media/responsive-image";
import { cached } from "@/lib/cache";
import type { PreferenceTile } from "./types";

/**
 * The home page's category tiles: active rows by order_index,
 * cached for 30 seconds and cleared at once by any write to
 * preference_categories. Rows whose path is not a safe link are left out.
 */
const loadPreferenceTiles = cached(
  "preference-categories:active",
  async (): Promise<PreferenceTile[]> => {
    const db = await getDb();
    const rows = await db
      .select({
        ...columnsOf(preferenceCategories, ["id", "name", "path", "imageUrl", "imageAlt"]),
      })
      .from(preferenceCategories)
      .where(eq(preferenceCategories.isActive, true))
      .orderBy(asc(preferenceCategories.orderIndex), asc(preferenceCategories.name));
    const images = await describeImages(rows.map((row) => row.imageUrl).filter(isUsableImageUrl), { width: 600, height: 800 });
    return rows.flatMap((row) => {
      const href = safeLinkHref(row.path);
      if (!href) return [];
      return [{ id: row.id, name: row.name, href, imageAlt: row.imageAlt, image: images.get(row.imageUrl) ?? null }];
    });
  },
  { tags: ["preference_categories", "media"], ttlSeconds: 30 },
);

/** The tiles with outside images shown as the image flags say (after the cache, so a flag change needs no tile cache cleared). */
export async function listPreferenceTiles(): Promise<PreferenceTile[]> {
  const [tiles, policy] = await Promise.all([loadPreferenceTiles(), getPublicImagePolicy()]);
  return tiles.map((tile) => ({ ...tile, image: presentImage(tile.image, policy) }));
}
