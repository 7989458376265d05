import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { Button } from "@/components/ui/button";
import { requireAdminPage } from "@/features/admin/guard";
import { LoadError } from "@/features/admin/components/load-error";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { loadForScreen } from "@/features/admin/load";
import { getAdminLocale } from "@/features/admin/locale";
import { MigrationScreen } from "@/features/media/admin/migration/components/migration-screen";
import { loadMigrationScreen } from "@/features/media/admin/migration/queries";

async function migrationTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminContent.migration" });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await migrationTranslations();
  return { title: t("page.title") };
}

/** Bulk Image Migration. The guard (admin.images.manage) first; the jobs' progress then streams from the server. */
export default async function BulkMigrationPage() {
  await requireAdminPage("/admin/content/bulk-migration");
  await connection();
  const [t, data] = await Promise.all([migrationTranslations(), loadForScreen("bulk image migration", loadMigrationScreen)]);
  return (
    <>
      <AdminPageHeader
        title={t("page.title")}
        description={t("page.description")}
        actions={
          <Button asChild variant="outline">
            <Link href="/admin/content/image-diagnostics">{t("page.diagnostics")}</Link>
          </Button>
        }
      />
      {data ? <MigrationScreen jobs={data.jobs} targets={data.targets} writeTarget={data.writeTarget} /> : <LoadError message={t("errors.load")} />}
    </>
  );
}
