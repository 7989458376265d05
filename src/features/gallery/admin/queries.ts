import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Database, type Transaction } from "@/db";
import { media, modelGallery, models, type CropRect, type PhotoVisibility } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { ActionFailure } from "@/features/admin/action";
import { mediaUrl } from "@/features/media/urls";

/**
 * The gallery manager's reads (admin view: every visibility). Storage keys
 * stay here; the manager gets addresses and sizes only.
 */

/** One photo as the manager shows it. */
export interface AdminGalleryPhoto {
  id: string;
  imageUrl: string;
  caption: string;
  orderIndex: number;
  visibility: PhotoVisibility;
  /** Whether the photo is a stored file (an external address cannot be cropped). */
  croppable: boolean;
  /** The stored original's size in pixels (the crop rectangles are in these), null for an external address. */
  width: number | null;
  height: number | null;
  squareCrop: CropRect | null;
  squareUrl: string | null;
  portraitCrop: CropRect | null;
  portraitUrl: string | null;
  /** A small rendition for the manager's 96 px thumbnail: of the 1:1 crop when set, else of the photo. */
  thumbnailUrl: string;
}

/** The columns the audit rows and the manager read of a photo. */
export const galleryPhotoColumns = {
  ...columnsOf(modelGallery, ["id", "modelId", "imageUrl", "mediaId", "caption", "orderIndex", "visibility", "squareCrop", "squareMediaId", "portraitCrop", "portraitMediaId"]),
};

export type GalleryPhotoRow = {
  id: string;
  modelId: string;
  imageUrl: string;
  mediaId: string | null;
  caption: string;
  orderIndex: number;
  visibility: PhotoVisibility;
  squareCrop: CropRect | null;
  squareMediaId: string | null;
  portraitCrop: CropRect | null;
  portraitMediaId: string | null;
};

type Variants = { name: string; width: number; height: number }[] | null;
type AdminPhotoRow = GalleryPhotoRow & { sourceVariants: Variants; squareVariants: Variants };

/** Twice the thumbnail's 96 CSS pixels, for sharp screens. */
const THUMBNAIL_MIN_WIDTH = 192;

/**
 * The smallest stored rendition at least THUMBNAIL_MIN_WIDTH wide (or the
 * widest one when all are narrower): the manager lists up to dozens of
 * photos, and their 1600 px originals would be megabytes each.
 */
function thumbnailOf(mediaId: string, variants: NonNullable<Variants>): string {
  const byWidth = [...variants].sort((a, b) => a.width - b.width);
  const chosen = byWidth.find((variant) => variant.width >= THUMBNAIL_MIN_WIDTH) ?? byWidth.at(-1);
  return mediaUrl(mediaId, chosen?.name ?? "original");
}

function toAdminPhoto(row: AdminPhotoRow): AdminGalleryPhoto {
  const original = row.sourceVariants?.find((variant) => variant.name === "original");
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    caption: row.caption,
    orderIndex: row.orderIndex,
    visibility: row.visibility,
    croppable: original !== undefined,
    width: original?.width ?? null,
    height: original?.height ?? null,
    squareCrop: row.squareCrop,
    squareUrl: row.squareMediaId ? mediaUrl(row.squareMediaId) : null,
    portraitCrop: row.portraitCrop,
    portraitUrl: row.portraitMediaId ? mediaUrl(row.portraitMediaId) : null,
    thumbnailUrl:
      row.squareMediaId && row.squareVariants?.length
        ? thumbnailOf(row.squareMediaId, row.squareVariants)
        : row.mediaId && row.sourceVariants?.length
          ? thumbnailOf(row.mediaId, row.sourceVariants)
          : row.imageUrl,
  };
}

function selectAdminPhotos(db: Database | Transaction) {
  const source = alias(media, "source");
  const square = alias(media, "square");
  return db
    .select({ ...galleryPhotoColumns, sourceVariants: source.variants, squareVariants: square.variants })
    .from(modelGallery)
    .leftJoin(source, eq(source.id, modelGallery.mediaId))
    .leftJoin(square, eq(square.id, modelGallery.squareMediaId));
}

/** All of a model's photos, in order (the first is the featured one). */
export async function listAdminGallery(modelId: string): Promise<AdminGalleryPhoto[]> {
  const db = await getDb();
  const rows = await selectAdminPhotos(db)
    .where(eq(modelGallery.modelId, modelId))
    .orderBy(asc(modelGallery.orderIndex), asc(modelGallery.createdAt), asc(modelGallery.id));
  return rows.map(toAdminPhoto);
}

/** One photo as the manager shows it (after an upload or a crop, so the manager need not reload the list). */
export async function readAdminGalleryPhoto(db: Database | Transaction, id: string): Promise<AdminGalleryPhoto> {
  const [row] = await selectAdminPhotos(db).where(eq(modelGallery.id, id));
  return toAdminPhoto(row);
}

/** The model a gallery change is for, not in the trash: 'ID do modelo não encontrado' otherwise. */
export async function readGalleryModel(db: Database | Transaction, modelId: string, { lock = false } = {}): Promise<{ id: string; name: string }> {
  const query = db
    .select({ id: models.id, name: models.name })
    .from(models)
    .where(and(eq(models.id, modelId), isNull(models.deletedAt)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new ActionFailure("not_found", "adminModels.gallery.errors.modelNotFound");
  return row;
}

/**
 * A photo, locked for the change, with its model's name for the audit row.
 * A photo of a model in the trash is treated as gone.
 */
export async function lockGalleryPhoto(tx: Transaction, id: string): Promise<GalleryPhotoRow & { modelName: string }> {
  const [row] = await tx
    .select({ ...galleryPhotoColumns, modelName: models.name })
    .from(modelGallery)
    .innerJoin(models, eq(models.id, modelGallery.modelId))
    .where(and(eq(modelGallery.id, id), isNull(models.deletedAt)))
    .for("update", { of: modelGallery });
  if (!row) throw new ActionFailure("not_found", "adminModels.gallery.errors.photoNotFound");
  return row;
}

/** A new photo goes after the highest order index among the model's photos of the same visibility (0 for the first). */
export async function nextOrderIndex(tx: Transaction, modelId: string, visibility: PhotoVisibility): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${modelGallery.orderIndex})` })
    .from(modelGallery)
    .where(and(eq(modelGallery.modelId, modelId), eq(modelGallery.visibility, visibility)));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** The model's photo ids, locked (a reorder rewrites all of them). */
export async function lockGalleryIds(tx: Transaction, modelId: string): Promise<string[]> {
  const rows = await tx.select({ id: modelGallery.id }).from(modelGallery).where(eq(modelGallery.modelId, modelId)).for("update");
  return rows.map((row) => row.id);
}
