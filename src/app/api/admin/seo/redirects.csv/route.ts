import { getDb } from "@/db";
import { hasPermission } from "@/features/access/policy";
import { resolveViewerFromHeaders } from "@/features/access/viewer";
import { getAdminTranslator } from "@/features/admin/locale";
import { needsTwoFactorSetUp } from "@/features/auth/two-factor/requirement";
import { redirectsCsv } from "@/features/seo/admin/redirects/csv";
import { allRedirects } from "@/features/seo/admin/redirects/list-query";
import { isoDay } from "@/lib/format-date";

const PERMISSION = "admin.seo.manage" as const;

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * Every redirect rule as CSV (the import's columns, so a file exported here
 * imports back unchanged), each cell safe to open in a spreadsheet. The
 * route checks the permission itself, as every page and action does.
 * Reading rules changes nothing, so no audit entry.
 */
export async function GET(request: Request): Promise<Response> {
  const viewer = await resolveViewerFromHeaders(request.headers);
  const shell = await getAdminTranslator("adminShell");
  if (!viewer.userId) return plain(401, shell("actionErrors.unauthenticated"));
  if (!hasPermission(viewer, PERMISSION)) return plain(403, shell("actionErrors.forbidden"));
  if (await needsTwoFactorSetUp(viewer)) return plain(403, shell("actionErrors.twoFactorRequired"));
  let csv: string;
  try {
    csv = redirectsCsv(await allRedirects(await getDb()));
  } catch (error) {
    console.error("[admin] exporting redirects failed:", error instanceof Error ? error.message : error);
    return plain(503, (await getAdminTranslator("adminSeo"))("redirects.errors.load"));
  }
  return new Response(csv, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="redirects-${isoDay(new Date())}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
