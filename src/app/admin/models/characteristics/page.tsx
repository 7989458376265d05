import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { ContentSectionsPanel } from "@/features/content-sections/admin/components/content-sections-panel";
import { PreferenceCategoriesCard } from "@/features/preference-categories/admin/components/preference-categories-card";
import { getAdminLocale } from "@/features/admin/locale";


export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminModels.characteristics" });
  return { title: t("title") };
}

/** The home page's preference tiles and the characteristics_* copy. */
export default async function CharacteristicsPage() {
  await requireAdminPage("/admin/models/characteristics");
  await connection();
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminModels.characteristics" });
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      <div className="flex flex-col gap-8">
        <PreferenceCategoriesCard />
        <ContentSectionsPanel area="characteristics" />
      </div>
    </>
  );
}
