import { getDb } from "@/db";
import { getAdminTranslator } from "@/features/admin/locale";
import { guardAdminRoute, plainText } from "@/features/admin/route-guard";
import { redirectsCsv } from "@/features/seo/admin/redirects/csv";
import { allRedirects } from "@/features/seo/admin/redirects/list-query";
import { isoDay } from "@/lib/format-date";

const PERMISSION = "admin.seo.manage" as const;

/**
 * Every redirect rule as CSV (the import's columns, so a file exported here
 * imports back unchanged), each cell safe to open in a spreadsheet. The
 * route checks the permission itself, as every page and action does.
 * Reading rules changes nothing, so no audit entry.
 */
export async function GET(request: Request): Promise<Response> {
  const { refusal } = await guardAdminRoute(request, PERMISSION);
  if (refusal) return refusal;
  let csv: string;
  try {
    csv = redirectsCsv(await allRedirects(await getDb()));
  } catch (error) {
    console.error("[admin] exporting redirects failed:", error instanceof Error ? error.message : error);
    return plainText(503, (await getAdminTranslator("adminSeo"))("redirects.errors.load"));
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
