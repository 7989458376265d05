import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { LoadError } from "@/features/admin/components/load-error";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { loadForScreen } from "@/features/admin/load";
import { getAdminLocale } from "@/features/admin/locale";
import { PerformanceScreen } from "@/features/seo/admin/performance/components/performance-screen";
import { parsePerformanceParams, performanceHref } from "@/features/seo/admin/performance/list-params";
import { loadPerformanceScreen } from "@/features/seo/admin/performance/queries";
import { loadPageInventory } from "@/features/seo/admin/pages/inventory";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function performanceTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminSeo.performance" });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await performanceTranslations();
  return { title: t("title") };
}

/**
 * SEO Performance Analytics: first-party page views
 * (decision 032) and the pages' SEO scores. The view (tab, period, the By
 * page table's search, order and page) comes from the address; anything
 * malformed in it falls back to the default view.
 */
export default async function SeoPerformancePage({ searchParams }: Props) {
  await requireAdminPage("/admin/seo/performance");
  await connection();
  const params = parsePerformanceParams(await searchParams);
  const [t, data] = await Promise.all([performanceTranslations(), loadForScreen("SEO performance", () => loadPerformanceScreen(params, loadPageInventory))]);
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      {data ? <PerformanceScreen key={performanceHref({ ...params, tab: "overview" })} data={data} params={params} /> : <LoadError message={t("errors.load")} />}
    </>
  );
}
