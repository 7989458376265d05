import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { requireAdminPage } from "@/features/admin/guard";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { ThemeEditor } from "@/features/theme/admin/components/theme-editor";
import { getAppliedTheme, getThemeVersion } from "@/features/theme/queries";
import { getAdminLocale } from "@/features/admin/locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminShell.theme" });
  return { title: t("title") };
}

/** Theme Settings: light and dark colours, edits staged, then applied. */
export default async function ThemeSettingsPage() {
  await requireAdminPage("/admin/settings/theme");
  await connection();
  const [t, theme, version] = await Promise.all([
    getAdminLocale().then((locale) => getTranslations({ locale, namespace: "adminShell.theme" })),
    getAppliedTheme(),
    getThemeVersion(),
  ]);
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      <ThemeEditor initial={theme} version={version} />
    </>
  );
}
