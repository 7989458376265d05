import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { LoadError } from "@/features/admin/components/load-error";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { loadForScreen } from "@/features/admin/load";
import { getAdminLocale } from "@/features/admin/locale";
import { MetaTagsScreen } from "@/features/seo/admin/meta-tags/components/meta-tags-screen";
import { metaTagListHref, parseMetaTagListParams } from "@/features/seo/admin/meta-tags/list-params";
import { loadMetaTagsScreen } from "@/features/seo/admin/meta-tags/queries";
import { readPageHeadBase } from "@/features/seo/admin/pages/actions";
import { metaTagScorer } from "@/features/seo/admin/pages/queries";
import { getSiteSettings } from "@/features/site/queries";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function metaTagsTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminSeo.metaTags" });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await metaTagsTranslations();
  return { title: t("title") };
}

/**
 * Meta Tags Manager. The view (search, order, page)
 * comes from the address, so a reload or a shared link shows the same rows;
 * anything malformed in it falls back to the default view.
 */
export default async function MetaTagsPage({ searchParams }: Props) {
  await requireAdminPage("/admin/seo/meta-tags");
  await connection();
  const params = parseMetaTagListParams(await searchParams);
  const [t, data, settings] = await Promise.all([
    metaTagsTranslations(),
    loadForScreen("meta tags", () => loadMetaTagsScreen(params, metaTagScorer)),
    loadForScreen("the site settings", getSiteSettings),
  ]);
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      {data ? (
        <MetaTagsScreen key={metaTagListHref({ ...params, page: data.list.page })} list={data.list} params={params} siteUrl={settings?.siteUrl ?? ""} readHeadBase={readPageHeadBase} />
      ) : (
        <LoadError message={t("errors.load")} />
      )}
    </>
  );
}
