import { getDb } from "@/db";
import { resolveViewerFromHeaders } from "@/features/access/viewer";
import { myDataFileName, readMyData } from "@/features/account/my-data";

const PRIVATE = { "Cache-Control": "private, no-store", Vary: "Cookie", "X-Content-Type-Options": "nosniff" };

function refusal(status: 401 | 404, text: string): Response {
  return new Response(text, { status, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * GET /account/my-data: the signed-in account's own data as a JSON file
 * (the privacy page's offer, decision 057). Whose data is decided by the
 * session alone: the address takes no id, and a visitor is refused.
 */
export async function GET(request: Request): Promise<Response> {
  const viewer = await resolveViewerFromHeaders(request.headers);
  if (!viewer.userId) return refusal(401, "Sign in to download your data.");
  const now = new Date();
  const data = await readMyData(await getDb(), viewer.userId, now);
  if (!data) return refusal(404, "This account no longer exists.");
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    status: 200,
    headers: {
      ...PRIVATE,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${myDataFileName(now)}"`,
    },
  });
}
