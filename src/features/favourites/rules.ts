import { hasMemberAccess, type Viewer } from "@/features/access/policy";

/**
 * Who keeps favourites (decision 020): approved members whose membership has
 * not ended, and admins. Visitors are offered a sign-in; pending, rejected
 * and expired accounts get nothing to save (their own page explains why).
 */
export function mayKeepFavourites(viewer: Viewer, now = new Date()): boolean {
  return hasMemberAccess(viewer, now);
}

/** Enough for any real shortlist; a bound so one account cannot grow the table without limit. */
export const MAX_FAVOURITES = 500;

/** What the browser is told about the viewer's favourites (GET /api/favourites). */
export type FavouritesState = { kind: "visitor" } | { kind: "not-allowed" } | { kind: "member"; modelIds: string[] };
