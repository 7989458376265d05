import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { LoadError } from "@/features/admin/components/load-error";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { loadForScreen } from "@/features/admin/load";
import { getAdminLocale } from "@/features/admin/locale";
import { ConfigurationCard, DataSecurityCard, KnownIssuesCard, RelationshipsCard } from "@/features/security/admin/components/security-cards";
import { loadSecurityStatus } from "@/features/security/admin/queries";

async function pageTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminSecurity" });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await pageTranslations();
  return { title: t("page.title") };
}

/**
 * Security Status & Compliance (admin only; others
 * get 'Access denied. Admin privileges required.'): real
 * checks of this installation (decision 017), the relationship validation,
 * the three data clean-ups and the configuration summary.
 */
export default async function SecurityStatusPage() {
  await requireAdminPage("/admin/users/security");
  await connection();
  const locale = await getAdminLocale();
  const [t, status] = await Promise.all([pageTranslations(), loadForScreen("security status", loadSecurityStatus)]);
  return (
    <>
      <AdminPageHeader title={t("page.title")} description={t("page.description")} />
      {status ? (
        <div className="grid min-w-0 gap-6 xl:grid-cols-2">
          <div className="min-w-0 xl:col-span-2">
            <KnownIssuesCard status={status} locale={locale} />
          </div>
          <div className="min-w-0">
            <RelationshipsCard status={status} locale={locale} />
          </div>
          <div className="min-w-0">
            <DataSecurityCard status={status} locale={locale} />
          </div>
          <div className="min-w-0 xl:col-span-2">
            <ConfigurationCard status={status} locale={locale} />
          </div>
        </div>
      ) : (
        <LoadError message={t("errors.load")} />
      )}
    </>
  );
}
