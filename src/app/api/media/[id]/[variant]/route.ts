import { resolveViewerFromHeaders } from "@/features/access/viewer";
import { fileToServe, findMedia, mediaAccessFor } from "@/features/media/access";
import { getMediaStore } from "@/lib/media";
import { streamStoredObject } from "@/lib/media/serve";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const VARIANT_RE = /^(original|w\d{2,4})$/;

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Cache-Control": "private, no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * Every stored image is served here and nowhere else: the file store is not a
 * public folder and the image optimiser is not allowed to fetch this route
 * (next.config images.localPatterns), so this access check is the only way in.
 * The file is streamed from the store, whole or by byte range.
 */
export async function GET(request: Request, ctx: { params: Promise<{ id: string; variant: string }> }): Promise<Response> {
  const { id, variant } = await ctx.params;
  if (!UUID_RE.test(id) || !VARIANT_RE.test(variant)) return notFound();

  const record = await findMedia(id);
  const file = record ? fileToServe(record, variant) : null;
  if (!record || !file) return notFound();

  const viewer = await resolveViewerFromHeaders(request.headers);
  const access = await mediaAccessFor(record, viewer);
  if (access === "denied") return notFound();

  const answer = await streamStoredObject(getMediaStore(), file.key, request.headers, {
    "X-Content-Type-Options": "nosniff",
    // Files never change under an id, so public ones cache forever; restricted
    // ones must never land in a shared cache.
    "Cache-Control": access === "public" ? "public, max-age=31536000, immutable" : "private, max-age=3600",
    Vary: access === "public" ? "Accept-Encoding" : "Cookie",
  });
  return answer ?? notFound();
}
