import { submitApplication } from "@/features/applications/flows";

/**
 * POST /api/apply: a model application from /apply (src/features/applications/flows.ts).
 * JSON body; the photos were uploaded first (POST /api/apply/photos) and are
 * named by their signed tokens.
 */
export async function POST(request: Request): Promise<Response> {
  const { status, body, headers } = await submitApplication(request.headers, () => request.json());
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}
