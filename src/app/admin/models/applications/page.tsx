import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { LoadError } from "@/features/admin/components/load-error";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { loadForScreen } from "@/features/admin/load";
import { getAdminLocale } from "@/features/admin/locale";
import { ApplicationsScreen } from "@/features/applications/admin/components/applications-screen";
import { applicationListHref, parseApplicationListParams, parseOpenApplication } from "@/features/applications/admin/list-params";
import { loadApplicationDetail, loadApplicationsScreen } from "@/features/applications/admin/queries";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function applicationsTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminModels.applications" });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await applicationsTranslations();
  return { title: t("page.title") };
}

/**
 * Model applications. The view (status, search,
 * order, page) and the open application come from the address. The guard
 * (admin.applications.manage) comes first: only after it are the
 * applicant's contact details decrypted for the dialog.
 */
export default async function ModelApplicationsPage({ searchParams }: Props) {
  await requireAdminPage("/admin/models/applications");
  await connection();
  const raw = await searchParams;
  const params = parseApplicationListParams(raw);
  const openId = parseOpenApplication(raw);
  const [t, data, detail] = await Promise.all([
    applicationsTranslations(),
    loadForScreen("model applications", () => loadApplicationsScreen(params)),
    openId ? loadForScreen("model application", () => loadApplicationDetail(openId)) : null,
  ]);
  return (
    <>
      <AdminPageHeader title={t("page.title")} description={t("page.description")} />
      {data ? (
        <ApplicationsScreen
          key={applicationListHref({ ...params, page: data.list.page })}
          counters={data.counters}
          list={data.list}
          params={params}
          detail={detail ?? null}
        />
      ) : (
        <LoadError message={t("errors.load")} />
      )}
    </>
  );
}
