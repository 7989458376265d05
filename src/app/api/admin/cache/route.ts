import { getDb } from "@/db";
import { guardAdminRoute, plainText } from "@/features/admin/route-guard";
import { getAdminTranslator } from "@/features/admin/locale";
import { loadCacheOverview, refreshInstanceReports } from "@/features/cache/reports";

/**
 * The cache card's figures, read live: every instance is asked for its
 * figures and waited for briefly (src/features/cache/reports.ts). Checks
 * the card's permission, as its action does; reading changes nothing, so no
 * audit entry.
 */
export async function GET(request: Request): Promise<Response> {
  const { refusal } = await guardAdminRoute(request, "admin.cache.manage");
  if (refusal) return refusal;
  try {
    const db = await getDb();
    await refreshInstanceReports(db);
    return Response.json(await loadCacheOverview(db), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("[cache] reading the caches' figures failed:", error instanceof Error ? error.message : error);
    const t = await getAdminTranslator("adminShell");
    return plainText(500, t("dashboard.cache.errors.loadFailed"));
  }
}
