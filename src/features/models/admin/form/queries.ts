import "server-only";
import { and, asc, count, eq, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Database, type Transaction } from "@/db";
import { categories, locations, modelCategories, modelGallery, models } from "@/db/schema";
import { columnsOf } from "@/db/columns";

/**
 * The model form's reads: one model with what it
 * is linked to, and the choices the form offers. The same column set serves
 * the edit page, the actions' row lock and the audit snapshots.
 */

export const modelFormColumns = {
  ...columnsOf(models, ["id", "name", "age", "locationId", "availability", "description", "membersOnly", "allPhotosPublic", "isHidden", "faceVisible", "showOnHomepage", "homepageOrder", "height", "measurements", "hair", "eyes", "nationality", "languages", "education", "pricing", "minBookingMinutes", "travelSupplement", "characteristics", "services", "interests", "image", "imageMediaId", "rating", "reviewsCount", "updatedAt"]),
};

export type ModelRow = Pick<typeof models.$inferSelect, keyof typeof modelFormColumns>;
type Reader = Database | Transaction;

/** A model as the form edits it: its row (version as ISO text), its category links and whether it has a photo. */
export interface EditableModel extends Omit<ModelRow, "updatedAt"> {
  updatedAt: string;
  categoryIds: number[];
  galleryCount: number;
}

export interface ModelFormOptions {
  districts: { id: number; name: string }[];
  /** The active categories, offered as characteristics. */
  categories: { id: number; name: string }[];
  /** Models on the home page now: the position selector offers max(5, this + 1). */
  homepageCount: number;
}

/** The row, locked for update when `lock` (the actions), or null when there is no such model (or it is in the trash). */
export async function readModelRow(db: Reader, id: string, { lock = false } = {}): Promise<ModelRow | null> {
  const query = db
    .select(modelFormColumns)
    .from(models)
    .where(and(eq(models.id, id), isNull(models.deletedAt)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function readCategoryIds(db: Reader, modelId: string): Promise<number[]> {
  const rows = await db
    .select({ id: modelCategories.categoryId })
    .from(modelCategories)
    .where(eq(modelCategories.modelId, modelId))
    .orderBy(asc(modelCategories.categoryId));
  return rows.map((row) => row.id);
}

/** The model for the edit page, or null when the id is malformed or names no model. */
export async function loadEditableModel(id: string): Promise<EditableModel | null> {
  // A malformed id would make the database throw; it is a model that does not exist.
  if (!z.uuid().safeParse(id).success) return null;
  const db = await getDb();
  const row = await readModelRow(db, id);
  if (!row) return null;
  const [categoryIds, [photos]] = await Promise.all([
    readCategoryIds(db, id),
    // Photos that put the model on the site: admin-only ones do not (card-photo.ts isListedByPhotos).
    db.select({ count: count() }).from(modelGallery).where(and(eq(modelGallery.modelId, id), ne(modelGallery.visibility, "admin_only"))),
  ]);
  return { ...row, updatedAt: row.updatedAt.toISOString(), categoryIds, galleryCount: photos?.count ?? 0 };
}

export async function loadModelFormOptions(): Promise<ModelFormOptions> {
  const db = await getDb();
  const [districts, activeCategories, [homepage]] = await Promise.all([
    db.select({ id: locations.id, name: locations.name }).from(locations).orderBy(asc(locations.name)),
    db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.isActive, true)).orderBy(asc(categories.name)),
    db
      .select({ count: count() })
      .from(models)
      .where(and(eq(models.showOnHomepage, true), isNull(models.deletedAt))),
  ]);
  return { districts, categories: activeCategories, homepageCount: homepage?.count ?? 0 };
}
