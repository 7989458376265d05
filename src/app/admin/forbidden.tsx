import { ArrowLeftIcon, LockIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { Button } from "@/components/ui/button";
import { hasPermission } from "@/features/access/policy";
import { getViewer } from "@/features/access/viewer";
import { AdminStatusPage } from "@/features/admin/components/status-page";
import { getAdminLocale } from "@/features/admin/locale";
import { adminRouteForPathname } from "@/features/admin/routes";
import { PATHNAME_HEADER } from "@/i18n/config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminShell.forbidden" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/** 403 for admin routes (requireAdminPage calls forbidden()): "Access Denied". */
export default async function AdminForbidden() {
  const [t, viewer, requestHeaders] = await Promise.all([
    getAdminLocale().then((locale) => getTranslations({ locale, namespace: "adminShell.forbidden" })),
    getViewer(),
    headers(),
  ]);
  // Some screens say which right is missing, in the same wording ("You don't have permission to manage users.").
  const deniedText = adminRouteForPathname(requestHeaders.get(PATHNAME_HEADER))?.deniedText;
  const canOpenDashboard = hasPermission(viewer, "admin.dashboard.view");
  return (
    <AdminStatusPage
      code="403"
      icon={LockIcon}
      eyebrow={t("eyebrow")}
      title={t("title")}
      text={deniedText ? t(`texts.${deniedText}`) : t("text")}
      hint={t("hint")}
      actions={
        canOpenDashboard ? (
          <Button asChild variant="outline" size="lg" className="h-12">
            <Link href="/admin">
              <ArrowLeftIcon aria-hidden="true" />
              {t("dashboard")}
            </Link>
          </Button>
        ) : (
          <Button asChild variant="outline" size="lg" className="h-12">
            <Link href="/">
              <ArrowLeftIcon aria-hidden="true" />
              {t("viewSite")}
            </Link>
          </Button>
        )
      }
    />
  );
}
