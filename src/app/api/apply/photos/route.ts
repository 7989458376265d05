import { uploadApplicationPhoto } from "@/features/applications/flows";

/**
 * POST /api/apply/photos: one photo for an application, as multipart form
 * data (`photo`). One per request, so each stays under the request body
 * limit. Answers a signed token the application then carries.
 */
export async function POST(request: Request): Promise<Response> {
  const { status, body, headers } = await uploadApplicationPhoto(request.headers, () => request.formData());
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}
