import { authBaseUrl } from "@/features/auth/auth";
import { uploadGalleryPhoto } from "@/features/gallery/admin/actions";
import { isSameOriginRequest } from "@/lib/same-origin";

const NO_STORE = { "Cache-Control": "no-store" } as const;

/**
 * POST /api/admin/models/{id}/gallery: one gallery photo, as multipart form
 * data (file, visibility, squareCrop, portraitCrop).
 *
 * Why a route and not only the server action: the batch upload shows each
 * file's real progress, and only an XMLHttpRequest reports upload progress
 * events (a server action is a fetch, which does not). The route adds
 * nothing of its own: it calls the very same defineAdminAction function as
 * the action (so the permission, the two-factor rule, validation, the
 * transaction and the audit row are identical) and answers its
 * ActionResult as JSON, 200 for a refusal as for a success, like the action.
 * The only extra check is the one every mutating route makes: the request
 * must come from our own pages (a server action gets it from Next.js).
 */
export async function POST(request: Request, ctx: { params: Promise<{ id: string }> }): Promise<Response> {
  if (!isSameOriginRequest(request.headers, authBaseUrl())) {
    return Response.json({ code: "CROSS_SITE_REQUEST", message: "This request did not come from this site." }, { status: 403, headers: NO_STORE });
  }
  const { id } = await ctx.params;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not multipart form data: the action's own "invalid input" answer, in the admin's language.
    form = new FormData();
  }
  // The model comes from the address, never from the body.
  form.set("modelId", id);
  const result = await uploadGalleryPhoto(form);
  return Response.json(result, { headers: NO_STORE });
}
