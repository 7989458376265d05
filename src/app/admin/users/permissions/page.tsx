import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { hasPermission, isAdmin } from "@/features/access/policy";
import { requireAdminPage } from "@/features/admin/guard";
import { LoadError } from "@/features/admin/components/load-error";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { loadForScreen } from "@/features/admin/load";
import { getAdminLocale } from "@/features/admin/locale";
import { presentAuditEntries } from "@/features/audit/admin/present";
import { listRecentAuditEntries } from "@/features/audit/admin/queries";
import { RecentActivityCard } from "@/features/dashboard/admin/components/recent-activity";
import { contentKeyNamer } from "@/features/site-content/admin/labels";
import { RolesScreen } from "@/features/users/admin/roles/components/roles-screen";
import { parseRoleListParams, roleListHref } from "@/features/users/admin/roles/list-params";
import { loadRolesScreen } from "@/features/users/admin/roles/queries";
import type { AppLocale } from "@/i18n/config";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Entity types of user management (user_management_audit): accounts and the permission matrix. */
const USER_MANAGEMENT_ENTITIES = ["user", "role_permissions"] as const;

async function rolesTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminUsers.roles" });
}

/** The audit list's own words, shared with the dashboard's Recent Activity. */
async function activityTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminShell.dashboard.activity" });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await rolesTranslations();
  return { title: t("page.title") };
}

async function loadRecentUserAudit(locale: AppLocale) {
  const entries = await listRecentAuditEntries(20, { entityTypes: USER_MANAGEMENT_ENTITIES });
  return presentAuditEntries(entries, { locale, nameContentKey: await contentKeyNamer(locale) });
}

/**
 * User & Role Management (the role change, and the server side of
 * update_user_role_with_audit and get_user_permissions): the accounts with
 * the Change Role dialog, the roles × permissions matrix (admins edit it),
 * and the Recent Audit Logs card, shown only with admin.audit.view.
 */
export default async function UserPermissionsPage({ searchParams }: Props) {
  const viewer = await requireAdminPage("/admin/users/permissions");
  await connection();
  const params = parseRoleListParams(await searchParams);
  const locale = await getAdminLocale();
  const canReadAudit = hasPermission(viewer, "admin.audit.view");
  const [t, tActivity, data, audit] = await Promise.all([
    rolesTranslations(),
    activityTranslations(),
    loadForScreen("roles", () => loadRolesScreen(params)),
    canReadAudit ? loadForScreen("recent audit logs", () => loadRecentUserAudit(locale)) : Promise.resolve(null),
  ]);
  return (
    <>
      <AdminPageHeader title={t("page.title")} description={t("page.description")} />
      {data ? (
        <RolesScreen
          key={roleListHref({ ...params, page: data.list.page })}
          list={data.list}
          params={params}
          viewerId={viewer.userId ?? ""}
          permissions={data.permissions}
          grants={data.grants}
          matrixVersion={data.matrixVersion}
          staleMemberGrants={data.staleMemberGrants}
          canEditMatrix={isAdmin(viewer)}
        />
      ) : (
        <LoadError message={t("errors.load")} />
      )}
      {canReadAudit ? (
        <div className="mt-6">
          {audit ? (
            <RecentActivityCard
              entries={audit}
              labels={{
                title: t("audit.title"),
                description: t("audit.description"),
                empty: t("audit.empty"),
                all: t("audit.all"),
                changes: tActivity("changes"),
                noChanges: tActivity("noChanges"),
                field: tActivity("field"),
                before: tActivity("before"),
                after: tActivity("after"),
              }}
            />
          ) : (
            <LoadError message={t("errors.loadAudit")} />
          )}
        </div>
      ) : null}
    </>
  );
}
