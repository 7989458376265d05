import type { Metadata } from "next";
import { connection } from "next/server";
import { BannerManager } from "@/features/banners/admin/components/banner-manager";
import { SECTIONS } from "@/features/banners/admin/constants";
import { listAdminBanners } from "@/features/banners/admin/queries";
import { requireAdminPage } from "@/features/admin/guard";
import { getHeroContentBlock } from "@/features/site-content/queries";
import { ContentFrame, contentTranslations, LoadFailed } from "../_components/content-frame";
import { loadForScreen } from "@/features/admin/load";

export async function generateMetadata(): Promise<Metadata> {
  const t = await contentTranslations();
  return { title: `${t("tabs.homepage")} · ${t("page.title")}` };
}

type Props = { searchParams: Promise<{ section?: string | string[] }> };

/** Banner management per home page section, plus the hero text. */
export default async function HomepageContentPage({ searchParams }: Props) {
  await requireAdminPage("/admin/content/homepage");
  await connection();
  const [t, params, banners, heroBlock] = await Promise.all([
    contentTranslations(),
    searchParams,
    loadForScreen("banners", listAdminBanners),
    loadForScreen("hero text", getHeroContentBlock),
  ]);
  const wanted = typeof params.section === "string" ? params.section : "";
  const initialSection = SECTIONS.find((name) => name === wanted) ?? "hero";

  return (
    <ContentFrame tab="homepage">
      {banners === null ? (
        <LoadFailed message={t("banners.errors.load")} />
      ) : (
        <BannerManager initialBanners={banners} heroBlock={heroBlock} initialSection={initialSection} />
      )}
    </ContentFrame>
  );
}
