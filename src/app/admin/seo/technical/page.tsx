import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { LoadError } from "@/features/admin/components/load-error";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { loadForScreen } from "@/features/admin/load";
import { getAdminLocale } from "@/features/admin/locale";
import { CanonicalRulesTab } from "@/features/seo/admin/canonical/components/canonical-rules-tab";
import { listCanonicalRules, parseCanonicalRulePage } from "@/features/seo/admin/canonical/queries";
import { absoluteUrl } from "@/features/seo/metadata-core";
import { MonitorTab } from "@/features/seo/admin/technical/components/monitor-tab";
import { loadNotFoundPanel } from "@/features/seo/admin/not-found/queries";
import { RedirectsPanel } from "@/features/seo/admin/redirects/components/redirects-panel";
import { loadRedirectsPanel } from "@/features/seo/admin/redirects/queries";
import { RobotsTab } from "@/features/seo/admin/technical/components/robots-tab";
import { TechnicalSeoScreen } from "@/features/seo/admin/technical/components/technical-seo-screen";
import { getRobotsTxtForEditor } from "@/features/seo/admin/technical/queries";
import { parseTechnicalTab, sitemapUrlsIn } from "@/features/seo/admin/technical/rules";
import { getSiteSettings } from "@/features/site/queries";
import { SitemapTab } from "@/features/sitemap/admin/components/sitemap-tab";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function technicalTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminSeo.technical" });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await technicalTranslations();
  return { title: t("title") };
}

/**
 * Technical SEO: robots.txt, the sitemap, canonical
 * rules, redirects (src/features/seo/redirects) and the 404 monitor
 * (src/features/seo/not-found). The tab and
 * the rules' page come from the address, so a reload shows the same view.
 */
export default async function TechnicalSeoPage({ searchParams }: Props) {
  await requireAdminPage("/admin/seo/technical");
  await connection();
  const query = await searchParams;
  const tab = parseTechnicalTab(query.tab);
  const [t, settings] = await Promise.all([technicalTranslations(), loadForScreen("the site settings", getSiteSettings)]);
  const [robots, rules, redirects, notFound] = settings
    ? await Promise.all([
        loadForScreen("robots.txt", () => getRobotsTxtForEditor(settings.siteUrl)),
        loadForScreen("the canonical rules", () => listCanonicalRules(parseCanonicalRulePage(query.page))),
        loadForScreen("the redirects", () => loadRedirectsPanel(query)),
        loadForScreen("the 404 monitor", () => loadNotFoundPanel(query)),
      ])
    : [null, null, null, null];

  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      {settings && robots ? (
        <TechnicalSeoScreen
          initialTab={tab}
          panels={{
            robots: <RobotsTab initial={robots} />,
            sitemap: <SitemapTab mainUrl={absoluteUrl(settings.siteUrl, "/sitemap.xml")} robotsSitemaps={sitemapUrlsIn(robots.served)} />,
            redirects: redirects ? <RedirectsPanel {...redirects} /> : <LoadError message={t("redirects.loadFailed")} />,
            canonical: rules ? <CanonicalRulesTab list={rules} intro={t("canonical.intro")} /> : <LoadError message={t("canonical.errors.load")} />,
            monitor: <MonitorTab data={notFound} />,
          }}
        />
      ) : (
        <LoadError message={t("loadFailed")} />
      )}
    </>
  );
}
