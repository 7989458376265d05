import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/db";
import { media, modelGallery } from "@/db/schema";
import {
  canListModel,
  seesPaidPhotos,
  visiblePhotoVisibilities,
  type ModelAccessFields,
  type Viewer,
} from "@/features/access/policy";
import { mediaUrl } from "@/features/media/urls";
import { finaliseGallery, type CroppedRendering, type GalleryPhoto } from "./select";

/** Names and widths only: storage keys stay on the server. */
function namesAndWidths(variants: { name: string; width: number }[]): { name: string; width: number }[] {
  return variants.map(({ name, width }) => ({ name, width }));
}

/** A crop's public description, when the photo has one and its file is still stored. */
function croppedRendering(mediaId: string | null, variants: { name: string; width: number }[] | null): CroppedRendering | undefined {
  return mediaId && variants ? { imageUrl: mediaUrl(mediaId), variants: namesAndWidths(variants) } : undefined;
}

/**
 * The photos this viewer may see, filtered in SQL: restricted rows never
 * leave the database for a viewer who may not see them.
 */
export async function getGalleryForViewer(
  model: ModelAccessFields & { id: string; name: string; image: string | null },
  viewer: Viewer,
): Promise<GalleryPhoto[]> {
  if (!canListModel(viewer, model)) return [];
  const db = await getDb();
  const squareMedia = alias(media, "square_media");
  const portraitMedia = alias(media, "portrait_media");
  const rows = await db
    .select({
      id: modelGallery.id,
      imageUrl: modelGallery.imageUrl,
      caption: modelGallery.caption,
      visibility: modelGallery.visibility,
      mediaVariants: media.variants,
      squareMediaId: modelGallery.squareMediaId,
      squareVariants: squareMedia.variants,
      portraitMediaId: modelGallery.portraitMediaId,
      portraitVariants: portraitMedia.variants,
    })
    .from(modelGallery)
    .leftJoin(media, eq(media.id, modelGallery.mediaId))
    .leftJoin(squareMedia, eq(squareMedia.id, modelGallery.squareMediaId))
    .leftJoin(portraitMedia, eq(portraitMedia.id, modelGallery.portraitMediaId))
    .where(and(eq(modelGallery.modelId, model.id), inArray(modelGallery.visibility, visiblePhotoVisibilities(viewer, model))))
    .orderBy(asc(modelGallery.orderIndex), asc(modelGallery.createdAt));
  const photos = rows.map(({ mediaVariants, squareMediaId, squareVariants, portraitMediaId, portraitVariants, ...photo }) => ({
    ...photo,
    variants: mediaVariants ? namesAndWidths(mediaVariants) : undefined,
    // The crops follow the photo's own visibility (media/access.ts), so they leave here only with it.
    square: croppedRendering(squareMediaId, squareVariants),
    portrait: croppedRendering(portraitMediaId, portraitVariants),
  }));
  return finaliseGallery(photos, model);
}

/**
 * Whether a subscription would show this viewer photos they do not get now
 * (the model has paid photos and the viewer does not see paid photos). Only a
 * yes/no leaves this function: never the restricted photos, URLs or count.
 */
export async function hasPhotosForSubscribersOnly(
  model: ModelAccessFields & { id: string },
  viewer: Viewer,
): Promise<boolean> {
  if (model.allPhotosPublic || seesPaidPhotos(viewer) || !canListModel(viewer, model)) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: modelGallery.id })
    .from(modelGallery)
    .where(and(eq(modelGallery.modelId, model.id), eq(modelGallery.visibility, "members_only")))
    .limit(1);
  return row !== undefined;
}
