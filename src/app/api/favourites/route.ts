import { resolveViewerFromHeaders } from "@/features/access/viewer";
import { listFavouriteIds } from "@/features/favourites/queries";
import { mayKeepFavourites, type FavouritesState } from "@/features/favourites/rules";

/**
 * GET /api/favourites: what the hearts on cards and profiles need to know
 * about the viewer (visitor, not allowed, or the saved model ids). Pages
 * stay the same for everyone (and cacheable); this small private answer is
 * fetched by the browser after they load.
 */
export async function GET(request: Request): Promise<Response> {
  const viewer = await resolveViewerFromHeaders(request.headers);
  const state: FavouritesState = !viewer.userId
    ? { kind: "visitor" }
    : mayKeepFavourites(viewer)
      ? { kind: "member", modelIds: await listFavouriteIds(viewer.userId) }
      : { kind: "not-allowed" };
  return Response.json(state, { headers: { "cache-control": "private, no-store", vary: "cookie" } });
}
