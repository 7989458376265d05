import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/db";
import { preferenceCategories } from "@/db/schema";

export interface PreferenceCategoryRow {
  id: string;
  name: string;
  path: string;
  imageUrl: string;
  imageAlt: string;
  orderIndex: number;
  isActive: boolean;
}

/** Every tile, active or not, by order_index (spec §7), fresh for the admin. */
export async function listPreferenceCategoriesForAdmin(): Promise<PreferenceCategoryRow[]> {
  const db = await getDb();
  return db
    .select({
      id: preferenceCategories.id,
      name: preferenceCategories.name,
      path: preferenceCategories.path,
      imageUrl: preferenceCategories.imageUrl,
      imageAlt: preferenceCategories.imageAlt,
      orderIndex: preferenceCategories.orderIndex,
      isActive: preferenceCategories.isActive,
    })
    .from(preferenceCategories)
    .orderBy(asc(preferenceCategories.orderIndex), asc(preferenceCategories.name));
}
