import type { PhotoVisibility } from "@/db/schema";

/**
 * Whether the model is on the public site at all (it needs a
 * gallery photo), by the visibilities of its photos: an admin-only photo does
 * not count, since no card or profile ever shows it. The same rule as
 * `hasListedPhotoSql` (src/features/models/card-photo-query.ts), for screens that hold the photos already.
 */
export function isListedByPhotos(visibilities: readonly PhotoVisibility[]): boolean {
  return visibilities.some((visibility) => visibility !== "admin_only");
}
