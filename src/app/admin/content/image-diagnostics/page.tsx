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
import { DiagnosticsScreen } from "@/features/media/admin/diagnostics/components/diagnostics-screen";
import { diagnosticsHref, parseDiagnosticsParams } from "@/features/media/admin/diagnostics/list-params";
import { loadImageDiagnostics } from "@/features/media/admin/diagnostics/queries";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function diagnosticsTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminContent.diagnostics" });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await diagnosticsTranslations();
  return { title: t("page.title") };
}

/** Image Diagnostics. The guard (admin.images.manage) first; the view (category, page) comes from the address. */
export default async function ImageDiagnosticsPage({ searchParams }: Props) {
  await requireAdminPage("/admin/content/image-diagnostics");
  await connection();
  const params = parseDiagnosticsParams(await searchParams);
  const [t, data] = await Promise.all([diagnosticsTranslations(), loadForScreen("image diagnostics", () => loadImageDiagnostics(params))]);
  return (
    <>
      <AdminPageHeader
        title={t("page.title")}
        description={t("page.description")}
        actions={
          <Button asChild variant="outline">
            <Link href="/admin/content/bulk-migration">{t("page.migration")}</Link>
          </Button>
        }
      />
      {data ? (
        <DiagnosticsScreen key={diagnosticsHref({ ...params, page: data.list.page })} counters={data.counters} list={data.list} params={params} />
      ) : (
        <LoadError message={t("errors.load")} />
      )}
    </>
  );
}
