/**
 * Which picture stands for a model (its card, the admin thumbnail, the
 * profile's share image): the main image when one is set, otherwise the
 * first gallery photo in order that this viewer may see (the first photo in order
 * is the featured one). Pure: the rows come from
 * loadFirstPhotos (card-photo-query.ts), which may hold photos this viewer
 * may not see, so the choice must go through the access policy here, after
 * any cache (decision 034).
 */
import type { PhotoVisibility } from "@/db/schema";
import { visiblePhotoVisibilities, type ModelAccessFields, type Viewer } from "@/features/access/policy";

/** The first photo of one visibility of a model, with its place in the whole gallery. */
export interface FirstPhoto {
  visibility: PhotoVisibility;
  /** The 3:4 crop when the photo has one (what the gallery shows as its main photo), else the photo itself. */
  url: string;
  /** 0-based place in the model's gallery order (among its photos that can stand for it). */
  position: number;
}

/**
 * Admin-only photos are working files (an identity check, say), never a
 * model's face on the site: the choice skips them even for an admin.
 */
export function photoVisibilitiesForCard(viewer: Viewer, model: Pick<ModelAccessFields, "membersOnly" | "allPhotosPublic">): PhotoVisibility[] {
  return visiblePhotoVisibilities(viewer, model).filter((visibility) => visibility !== "admin_only");
}

/** The main image, else the earliest of `firstPhotos` whose visibility this viewer may see; null when there is none. */
export function cardPhotoFor(
  viewer: Viewer,
  model: Pick<ModelAccessFields, "membersOnly" | "allPhotosPublic"> & { image: string | null },
  firstPhotos: readonly FirstPhoto[],
): string | null {
  if (model.image) return model.image;
  const allowed = photoVisibilitiesForCard(viewer, model);
  let first: FirstPhoto | null = null;
  for (const photo of firstPhotos) {
    if (allowed.includes(photo.visibility) && (first === null || photo.position < first.position)) first = photo;
  }
  return first?.url ?? null;
}
