import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { LoadError } from "@/features/admin/components/load-error";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { loadForScreen } from "@/features/admin/load";
import { getAdminLocale } from "@/features/admin/locale";
import { StructuredDataScreen } from "@/features/seo/admin/structured-data/components/structured-data-screen";
import { parseStructuredDataListParams, structuredDataListHref } from "@/features/seo/admin/structured-data/list-params";
import { loadStructuredDataScreen } from "@/features/seo/admin/structured-data/queries";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { getSiteSettings } from "@/features/site/queries";
import { isoDay } from "@/lib/format-date";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function structuredDataTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminSeo.structuredData" });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await structuredDataTranslations();
  return { title: t("title") };
}

/**
 * Structured Data manager. The view (search by path,
 * validity, type, page) comes from the address, so a reload or a shared link
 * shows the same rows; anything malformed in it falls back to the default
 * view. The templates are filled from System Settings (brand, London
 * address, contacts).
 */
export default async function StructuredDataPage({ searchParams }: Props) {
  await requireAdminPage("/admin/seo/structured-data");
  await connection();
  const params = parseStructuredDataListParams(await searchParams);
  const [t, list, settings] = await Promise.all([
    structuredDataTranslations(),
    loadForScreen("structured data", () => loadStructuredDataScreen(params)),
    loadForScreen("the site settings", getSiteSettings),
  ]);
  const { brandName, siteUrl, contactEmail, contactPhone, contactAddress } = settings ?? DEFAULT_SITE_SETTINGS;
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      {list ? (
        <StructuredDataScreen
          key={structuredDataListHref({ ...params, page: list.page })}
          list={list}
          params={params}
          templateSettings={{ brandName, siteUrl, contactEmail, contactPhone, contactAddress }}
          today={isoDay(new Date())}
        />
      ) : (
        <LoadError message={t("errors.load")} />
      )}
    </>
  );
}
