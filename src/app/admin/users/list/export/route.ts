import { hasPermission } from "@/features/access/policy";
import { resolveViewerFromHeaders } from "@/features/access/viewer";
import { needsTwoFactorSetUp } from "@/features/auth/two-factor/requirement";
import { getAdminLocale, getAdminTranslator } from "@/features/admin/locale";
import { writeAudit } from "@/features/audit/log";
import { getDb } from "@/db";
import { exportFileName, usersCsv } from "@/features/users/admin/export";
import { parseUserListParams } from "@/features/users/admin/list-params";
import { exportUsers } from "@/features/users/admin/queries";
import { isoDay } from "@/lib/format-date";

const PERMISSION = "admin.users.manage" as const;

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * The Users screen's CSV export: the accounts of the view in the address
 * (the same filter, search and order as the screen), every cell safe to
 * open in a spreadsheet. It checks the permission itself, as every page and
 * action does (the proxy decides nothing); each export is in the audit log,
 * since the file holds members' personal data.
 */
export async function GET(request: Request): Promise<Response> {
  const viewer = await resolveViewerFromHeaders(request.headers);
  const shell = await getAdminTranslator("adminShell");
  if (!viewer.userId) return plain(401, shell("actionErrors.unauthenticated"));
  if (!hasPermission(viewer, PERMISSION)) return plain(403, `${shell("forbidden.title")}: ${(await getAdminTranslator("adminUsers"))("errors.exportForbidden")}`);
  if (await needsTwoFactorSetUp(viewer)) return plain(403, shell("actionErrors.twoFactorRequired"));

  const t = await getAdminTranslator("adminUsers", await getAdminLocale());
  const params = parseUserListParams(new URL(request.url).searchParams);
  let csv: string;
  try {
    const rows = await exportUsers(params);
    csv = usersCsv(rows, t);
    await writeAudit(await getDb(), {
      actorId: viewer.userId,
      actorEmail: viewer.email,
      action: "user.export",
      entityType: "user",
      newValues: { filter: params.filter, q: params.q, sort: params.sort, dir: params.dir, rows: rows.length },
    });
  } catch (error) {
    // In English whatever the admin reads, for whoever reads the server log.
    console.error("[admin] exporting users failed:", error instanceof Error ? error.message : error);
    return plain(503, t("errors.load"));
  }
  return new Response(csv, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(isoDay(new Date()))}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
