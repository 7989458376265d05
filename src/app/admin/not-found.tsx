import { ArrowLeftIcon, SearchXIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { AdminStatusPage } from "@/features/admin/components/status-page";
import { getAdminLocale } from "@/features/admin/locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminShell.notFound" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/** 404 inside /admin (e.g. /admin/models/edit/{unknown id}). */
export default async function AdminNotFound() {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminShell.notFound" });
  return (
    <AdminStatusPage
      code="404"
      icon={SearchXIcon}
      eyebrow={t("eyebrow")}
      title={t("title")}
      text={t("text")}
      actions={
        <Button asChild variant="outline" size="lg" className="h-12">
          <Link href="/admin">
            <ArrowLeftIcon aria-hidden="true" />
            {t("dashboard")}
          </Link>
        </Button>
      }
    />
  );
}
