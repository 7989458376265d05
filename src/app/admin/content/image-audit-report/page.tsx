import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { getAdminLocale } from "@/features/admin/locale";
import { ImageAuditScreen } from "@/features/media/admin/audit/components/image-audit-screen";

async function auditTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminContent.imageAudit" });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await auditTranslations();
  return { title: t("page.title") };
}

/**
 * The Image Pipeline Audit Report. The guard (admin.images.manage) first; the
 * page reads nothing itself: each card's run reads the site slice by slice
 * through its actions, so opening the page costs nothing at any size.
 */
export default async function ImageAuditReportPage() {
  await requireAdminPage("/admin/content/image-audit-report");
  await connection();
  const t = await auditTranslations();
  return (
    <>
      <AdminPageHeader title={t("page.title")} description={t("page.description")} />
      <ImageAuditScreen />
    </>
  );
}
