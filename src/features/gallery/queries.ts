import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db";
import { modelGallery } from "@/db/schema";
import { canListModel, visiblePhotoVisibilities, type ModelAccessFields, type Viewer } from "@/features/access/policy";
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
    })
    .from(modelGallery)
    .where(and(eq(modelGallery.modelId, model.id), inArray(modelGallery.visibility, visiblePhotoVisibilities(viewer, model))))
    .orderBy(asc(modelGallery.orderIndex), asc(modelGallery.createdAt));
  return finaliseGallery(rows, model);
}
