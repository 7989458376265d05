import { and, asc, eq, exists, inArray, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { modelGallery, models } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { mediaUrl } from "@/features/media/urls";
import { canListModel, VISITOR, type ModelAccessFields } from "@/features/access/policy";
import { cardPhotoFor, type FirstPhoto } from "./card-photo";

/**
 * Plain functions of a database handle (no "server-only"), so the public
 * listing, the admin Models list, the page inventory and the benchmark run
 * the same SQL.
 */
type Db = Database | Transaction;

/**
 * Whether a model is on the public site (a gallery photo that
 * is not admin-only; isListedByPhotos in src/features/gallery/listed.ts). The listing and the
 * admin list's "not shown on the public site" warning both use it.
 */
export const hasListedPhotoSql = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(modelGallery)
      .where(and(eq(modelGallery.modelId, models.id), ne(modelGallery.visibility, "admin_only"))),
  );

/**
 * For each model, the first photo of each visibility (admin-only ones left
 * out: they never stand for a model), with its place in the gallery, so
 * cardPhotoFor can pick per viewer. At most three rows a model leave here.
 */
export async function loadFirstPhotos(db: Db, modelIds: readonly string[]): Promise<Map<string, FirstPhoto[]>> {
  const byModel = new Map<string, FirstPhoto[]>();
  if (modelIds.length === 0) return byModel;
  const rows = await db
    .select({
      ...columnsOf(modelGallery, ["modelId", "visibility", "imageUrl", "portraitMediaId"]),
    })
    .from(modelGallery)
    .where(and(inArray(modelGallery.modelId, [...new Set(modelIds)]), ne(modelGallery.visibility, "admin_only")))
    // The gallery's own order (gallery/queries.ts); only the order among these photos matters to the choice.
    .orderBy(asc(modelGallery.modelId), asc(modelGallery.orderIndex), asc(modelGallery.createdAt));
  let position = 0;
  let current = "";
  for (const row of rows) {
    if (row.modelId !== current) {
      current = row.modelId;
      position = 0;
    }
    const photos = byModel.get(row.modelId) ?? [];
    if (!photos.some((photo) => photo.visibility === row.visibility)) {
      photos.push({ visibility: row.visibility, url: row.portraitMediaId ? mediaUrl(row.portraitMediaId) : row.imageUrl, position });
    }
    byModel.set(row.modelId, photos);
    position += 1;
  }
  return byModel;
}

/**
 * The picture a signed-out visitor's card of each model shows: what Open
 * Graph and the page inventory may name, whoever is looking (decision 003:
 * JSON-LD and Open Graph follow what a visitor may see), and the admin
 * list's thumbnail. A model visitors may not list (hidden, in the trash) has
 * no card to copy: it keeps its main image, whose file staff may load.
 */
export async function visitorCardPhotos(
  db: Db,
  rows: readonly (ModelAccessFields & { id: string; image: string | null })[],
): Promise<Map<string, string | null>> {
  const fallsBack = (row: (typeof rows)[number]) => !row.image && canListModel(VISITOR, row);
  const firstPhotos = await loadFirstPhotos(db, rows.filter(fallsBack).map((row) => row.id));
  return new Map(rows.map((row) => [row.id, fallsBack(row) ? cardPhotoFor(VISITOR, row, firstPhotos.get(row.id) ?? []) : row.image]));
}
