import { CircleAlertIcon } from "lucide-react";
import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { requireAdminPage } from "@/features/admin/guard";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { LegalEditor } from "@/features/legal/admin/components/legal-editor";
import { getLegalSectionsForEditor } from "@/features/legal/admin/queries";
import { getAdminLocale } from "@/features/admin/locale";
import { loadForScreen } from "@/features/admin/load";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminShell.legal" });
  return { title: t("title") };
}

/** Legal Pages: the eight legal keys, each saved on its own. */
export default async function LegalPagesPage() {
  await requireAdminPage("/admin/settings/legal");
  await connection();
  const [t, sections] = await Promise.all([
    getAdminLocale().then((locale) => getTranslations({ locale, namespace: "adminShell.legal" })),
    loadForScreen("the legal sections", getLegalSectionsForEditor),
  ]);
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      {sections ? (
        <LegalEditor sections={sections} />
      ) : (
        <Alert variant="destructive" role="alert">
          <CircleAlertIcon className="mt-0.5 text-destructive" aria-hidden="true" />
          <AlertTitle>{t("loadFailed")}</AlertTitle>
        </Alert>
      )}
    </>
  );
}
