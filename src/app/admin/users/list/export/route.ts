import { getAdminLocale, getAdminTranslator } from "@/features/admin/locale";
import { guardAdminRoute, plainText } from "@/features/admin/route-guard";
import { writeAudit } from "@/features/audit/log";
import { getDb } from "@/db";
import { exportFileName, usersCsv } from "@/features/users/admin/export";
import { parseUserListParams } from "@/features/users/admin/list-params";
import { exportUsers } from "@/features/users/admin/queries";
import { isoDay } from "@/lib/format-date";

const PERMISSION = "admin.users.manage" as const;

/**
 * The Users screen's CSV export: the accounts of the view in the address
 * (the same filter, search and order as the screen), every cell safe to
 * open in a spreadsheet. It checks the permission itself, as every page and
 * action does (the proxy decides nothing); each export is in the audit log,
 * since the file holds members' personal data.
 */
export async function GET(request: Request): Promise<Response> {
  const guard = await guardAdminRoute(request, PERMISSION, async () => {
    const [shell, users] = await Promise.all([getAdminTranslator("adminShell"), getAdminTranslator("adminUsers")]);
    return `${shell("forbidden.title")}: ${users("errors.exportForbidden")}`;
  });
  if (guard.refusal) return guard.refusal;
  const { viewer } = guard;

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
    return plainText(503, t("errors.load"));
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
