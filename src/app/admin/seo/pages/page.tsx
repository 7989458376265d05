import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { LoadError } from "@/features/admin/components/load-error";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { loadForScreen } from "@/features/admin/load";
import { getAdminLocale } from "@/features/admin/locale";
import { PagesScreen } from "@/features/seo/admin/pages/components/pages-screen";
import { pageListHref, parsePageListParams } from "@/features/seo/admin/pages/list-params";
import { listPages } from "@/features/seo/admin/pages/queries";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function pagesTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminSeo.pages" });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await pagesTranslations();
  return { title: t("title") };
}

/**
 * The page editor: every public page's title, description, canonical and
 * score in one table (src/features/seo/admin/pages). The view (search, kind,
 * issue, order, page) comes from the address; anything malformed in it
 * falls back to the default view.
 */
export default async function SeoPagesPage({ searchParams }: Props) {
  await requireAdminPage("/admin/seo/pages");
  await connection();
  const params = parsePageListParams(await searchParams);
  const [t, list] = await Promise.all([pagesTranslations(), loadForScreen("the page editor", () => listPages(params))]);
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      {list ? <PagesScreen key={pageListHref({ ...params, page: list.page })} list={list} params={params} /> : <LoadError message={t("errors.load")} />}
    </>
  );
}
