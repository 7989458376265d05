import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/db";
import { preferenceCategories } from "@/db/schema";
import { adminTileColumns } from "../columns";

export interface PreferenceCategoryRow {
  id: string;
  name: string;
  path: string;
  imageUrl: string;
  imageAlt: string;
  orderIndex: number;
  isActive: boolean;
  /** ISO time of the last save: the version the edit form sends back. */
  updatedAt: string;
}

/** Every tile, active or not, by order_index, fresh for the admin. */
export async function listPreferenceCategoriesForAdmin(): Promise<PreferenceCategoryRow[]> {
  const db = await getDb();
  const rows = await db
    .select(adminTileColumns)
    .from(preferenceCategories)
    .orderBy(asc(preferenceCategories.orderIndex), asc(preferenceCategories.name));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}
