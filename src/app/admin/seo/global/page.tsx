import { CircleAlertIcon } from "lucide-react";
import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { requireAdminPage } from "@/features/admin/guard";
import { loadForScreen } from "@/features/admin/load";
import { getAdminLocale } from "@/features/admin/locale";
import { GlobalSeoForm } from "@/features/seo/admin/global/components/global-seo-form";
import { getGlobalSeoForEditor } from "@/features/seo/global/queries";
import { buildOrganizationSchema } from "@/features/seo/global/rules";
import { getSiteSettings } from "@/features/site/queries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminSeo.global" });
  return { title: t("title") };
}

/** Global SEO Settings: the defaults of every public page. */
export default async function GlobalSeoPage() {
  await requireAdminPage("/admin/seo/global");
  await connection();
  const [t, seo, settings] = await Promise.all([
    getAdminLocale().then((locale) => getTranslations({ locale, namespace: "adminSeo.global" })),
    loadForScreen("the global SEO settings", getGlobalSeoForEditor),
    loadForScreen("the site settings", getSiteSettings),
  ]);
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      {seo && settings ? (
        <GlobalSeoForm
          initial={{ ...seo, robotsTxt: seo.robotsTxt ?? "" }}
          organizationJson={JSON.stringify(buildOrganizationSchema(settings), null, 2)}
        />
      ) : (
        <Alert variant="destructive" role="alert">
          <CircleAlertIcon className="mt-0.5 text-destructive" aria-hidden="true" />
          <AlertTitle>{t("loadFailed")}</AlertTitle>
        </Alert>
      )}
    </>
  );
}
