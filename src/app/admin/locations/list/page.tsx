import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { ContentSectionsPanel } from "@/features/content-sections/admin/components/content-sections-panel";
import { DistrictsSection, loadDistricts } from "@/features/locations/admin/components/districts-section";
import { LocationsTabs } from "@/features/locations/admin/components/locations-tabs";
import { parseLocationTab } from "@/features/locations/admin/tabs";
import { getAdminLocale } from "@/features/admin/locale";


type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminModels.locations" });
  return { title: t("title") };
}

/** The locations_* copy, Geo-Targeting and Local SEO, from real district data. */
export default async function LocationsPage({ searchParams }: Props) {
  await requireAdminPage("/admin/locations/list");
  await connection();
  const [t, params, districts] = await Promise.all([
    getTranslations({ locale: await getAdminLocale(), namespace: "adminModels.locations" }),
    searchParams,
    loadDistricts(),
  ]);
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      <LocationsTabs
        initialTab={parseLocationTab(params.tab)}
        panels={{
          content: <ContentSectionsPanel area="locations" />,
          geo: <DistrictsSection view="geo" districts={districts} />,
          seo: <DistrictsSection view="seo" districts={districts} />,
        }}
      />
    </>
  );
}
