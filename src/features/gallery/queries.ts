import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db";
import { media, modelGallery } from "@/db/schema";
import {
  canListModel,
  seesPaidPhotos,
  visiblePhotoVisibilities,
  type ModelAccessFields,
  type Viewer,
} from "@/features/access/policy";
import { finaliseGallery, type GalleryPhoto } from "./select";

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
  const rows = await db
    .select({
      id: modelGallery.id,
      imageUrl: modelGallery.imageUrl,
      caption: modelGallery.caption,
      visibility: modelGallery.visibility,
      mediaVariants: media.variants,
    })
    .from(modelGallery)
    .leftJoin(media, eq(media.id, modelGallery.mediaId))
    .where(and(eq(modelGallery.modelId, model.id), inArray(modelGallery.visibility, visiblePhotoVisibilities(viewer, model))))
    .orderBy(asc(modelGallery.orderIndex), asc(modelGallery.createdAt));
  const photos = rows.map(({ mediaVariants, ...photo }) => ({
    ...photo,
    // Names and widths only: storage keys stay on the server.
    variants: mediaVariants?.map(({ name, width }) => ({ name, width })),
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
