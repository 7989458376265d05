import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { hasPermission } from "@/features/access/policy";
import { requireAdminPage } from "@/features/admin/guard";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { CategoryPagesManager } from "@/features/categories/admin/components/category-pages-manager";
import { listCategoryPagesForAdmin } from "@/features/categories/admin/queries";
import { LoadError } from "@/features/admin/components/load-error";
import { PreferenceCategoriesCard } from "@/features/preference-categories/admin/components/preference-categories-card";
import { getAdminLocale } from "@/features/admin/locale";
import { loadForScreen } from "@/features/admin/load";


export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminModels.categoriesScreen" });
  return { title: t("title") };
}

/**
 * Categories Management: the 33 category landing
 * pages' own text and SEO fields, and the home page tiles manager.
 */
export default async function CategoriesSettingsPage() {
  const viewer = await requireAdminPage("/admin/settings/categories");
  await connection();
  const [t, pages] = await Promise.all([
    getTranslations({ locale: await getAdminLocale(), namespace: "adminModels.categoriesScreen" }),
    loadForScreen("category pages", listCategoryPagesForAdmin),
  ]);
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      <Tabs defaultValue="pages">
        <TabsList>
          <TabsTrigger value="pages">{t("tabs.pages")}</TabsTrigger>
          <TabsTrigger value="tiles">{t("tabs.tiles")}</TabsTrigger>
        </TabsList>
        <TabsContent value="pages">
          <Card>
            <CardHeader className="p-4 sm:p-6">
              <CardTitle className="text-xl">{t("pagesTitle")}</CardTitle>
              <CardDescription>{t("pagesDescription")}</CardDescription>
            </CardHeader>
            <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">{pages ? <CategoryPagesManager items={pages} /> : <LoadError message={t("loadFailed")} />}</CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="tiles">
          {/* The tiles' actions need admin.models.manage (they are also the characteristics screen's). */}
          {hasPermission(viewer, "admin.models.manage") ? <PreferenceCategoriesCard /> : <LoadError message={t("tilesForbidden")} />}
        </TabsContent>
      </Tabs>
    </>
  );
}
