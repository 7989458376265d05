import { canListModel, canOpenModel } from "@/features/access/policy";
import { resolveViewerFromHeaders } from "@/features/access/viewer";
import { getGalleryForViewer } from "@/features/gallery/queries";
import { getModelProfile } from "@/features/models/queries";

// The answer depends on the viewer's session: never cached by anyone.
const NO_STORE = { "Cache-Control": "private, no-store", Vary: "Cookie" } as const;

function notFound(): Response {
  return Response.json({ error: "Model not found" }, { status: 404, headers: NO_STORE });
}

/**
 * The gallery the profile page would show this viewer, for the browser to
 * reload it when the `galleryUpdated` event fires. Same checks as the page:
 * a model that does not exist, is hidden from this viewer or whose profile
 * this viewer may not open answers 404 (so existence does not leak), and the
 * photos are filtered in SQL by the one access policy.
 */
export async function GET(request: Request, ctx: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await ctx.params;
  try {
    const model = await getModelProfile(id);
    if (!model) return notFound();
    const viewer = await resolveViewerFromHeaders(request.headers);
    if (!canListModel(viewer, model) || !canOpenModel(viewer, model)) return notFound();
    const photos = await getGalleryForViewer(model, viewer);
    return Response.json({ photos }, { headers: NO_STORE });
  } catch (error) {
    // A failed database read is a temporary outage, not the caller's fault: 503, and the browser shows "Failed to load model data".
    console.error("[gallery] reading the gallery failed", error);
    return Response.json({ error: "Failed to load model data" }, { status: 503, headers: NO_STORE });
  }
}
