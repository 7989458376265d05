import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { ContentSectionsPanel } from "@/features/content-sections/admin/components/content-sections-panel";
import { getAdminLocale } from "@/features/admin/locale";


export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminModels.services" });
  return { title: t("title") };
}

/** The services_* copy shown in the home page's services section. */
export default async function ServicesPage() {
  await requireAdminPage("/admin/models/services");
  await connection();
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminModels.services" });
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      <ContentSectionsPanel area="services" />
    </>
  );
}
