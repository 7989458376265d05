import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { LoadError } from "@/features/admin/components/load-error";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { loadForScreen } from "@/features/admin/load";
import { getAdminLocale } from "@/features/admin/locale";
import { ModelsScreen } from "@/features/models/admin/components/models-screen";
import { modelListQuery, parseModelListParams } from "@/features/models/admin/list-params";
import { loadModelsList } from "@/features/models/admin/queries";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function listTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminModels.list" });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await listTranslations();
  return { title: t("title") };
}

/**
 * Models list. The view (search, filters, order,
 * page) comes from the address, so a reload or a shared link shows the same
 * models; anything malformed in it falls back to the default view.
 */
export default async function ModelsListPage({ searchParams }: Props) {
  await requireAdminPage("/admin/models/list");
  await connection();
  const params = parseModelListParams(await searchParams);
  const [t, list] = await Promise.all([listTranslations(), loadForScreen("models", () => loadModelsList(params))]);
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      {list ? (
        <ModelsScreen key={modelListQuery({ ...params, page: list.page })} list={list} params={params} />
      ) : (
        <LoadError message={t("errors.load")} />
      )}
    </>
  );
}
