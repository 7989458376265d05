import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/features/admin/components/load-error";
import { getAdminLocale } from "@/features/admin/locale";
import { loadForScreen } from "@/features/admin/load";
import { loadPreferenceCategoryItems } from "../load";
import { PreferenceCategoriesManager } from "./preference-categories-manager";

/** The tiles manager in its card, or 'Failed to load categories' when the read fails. */
export async function PreferenceCategoriesCard() {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminModels.preferenceCategories" });
  const items = await loadForScreen("preference categories", loadPreferenceCategoryItems);
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle className="text-xl">{t("cardTitle")}</CardTitle>
        <CardDescription>{t("cardDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">{items ? <PreferenceCategoriesManager items={items} /> : <LoadError message={t("toast.loadFailed")} />}</CardContent>
    </Card>
  );
}
