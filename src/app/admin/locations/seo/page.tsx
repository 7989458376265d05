import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { DistrictsSection, loadDistricts } from "@/features/locations/admin/components/districts-section";
import { getAdminLocale } from "@/features/admin/locale";


export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminModels.localSeo" });
  return { title: t("title") };
}

/** "Local SEO management": the Local SEO tab on its own route. */
export default async function LocalSeoPage() {
  await requireAdminPage("/admin/locations/seo");
  await connection();
  const [t, districts] = await Promise.all([
    getTranslations({ locale: await getAdminLocale(), namespace: "adminModels.localSeo" }),
    loadDistricts(),
  ]);
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      <DistrictsSection view="seo" districts={districts} />
    </>
  );
}
