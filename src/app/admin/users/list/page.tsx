import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { isAdmin } from "@/features/access/policy";
import { requireAdminPage } from "@/features/admin/guard";
import { LoadError } from "@/features/admin/components/load-error";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { loadForScreen } from "@/features/admin/load";
import { getAdminLocale } from "@/features/admin/locale";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { getSiteSettings } from "@/features/site/queries";
import { UsersScreen } from "@/features/users/admin/components/users-screen";
import { parseUserListParams, userListQuery } from "@/features/users/admin/list-params";
import { loadUsersScreen } from "@/features/users/admin/queries";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function usersTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminUsers" });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await usersTranslations();
  return { title: t("page.title") };
}

/**
 * Users management. The view (filter, search,
 * order, page) comes from the address, so a reload or a shared link shows
 * the same accounts; anything malformed in it falls back to the default view.
 */
export default async function UsersListPage({ searchParams }: Props) {
  const viewer = await requireAdminPage("/admin/users/list");
  await connection();
  const params = parseUserListParams(await searchParams);
  const [t, data, settings] = await Promise.all([
    usersTranslations(),
    loadForScreen("users", () => loadUsersScreen(params)),
    loadForScreen("site settings", getSiteSettings),
  ]);
  return (
    <>
      <AdminPageHeader title={t("page.title")} description={t("page.description")} />
      {data ? (
        <UsersScreen
          key={userListQuery({ ...params, page: data.list.page })}
          counters={data.counters}
          list={data.list}
          params={params}
          actor={{ id: viewer.userId, isAdmin: isAdmin(viewer) }}
          memberMailDomain={(settings ?? DEFAULT_SITE_SETTINGS).memberMailDomain}
          now={data.now.toISOString()}
        />
      ) : (
        <LoadError message={t("errors.load")} />
      )}
    </>
  );
}
