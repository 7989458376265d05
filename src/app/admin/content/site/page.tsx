import type { Metadata } from "next";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { SiteContentEditor } from "@/features/site-content/admin/components/site-content-editor";
import { listGeneralContentBlocks } from "@/features/site-content/queries";
import { ContentFrame, contentTranslations, LoadFailed } from "../_components/content-frame";
import { loadForScreen } from "@/features/admin/load";

export async function generateMetadata(): Promise<Metadata> {
  const t = await contentTranslations();
  return { title: `${t("tabs.site")} · ${t("page.title")}` };
}

/** The general site copy, one accordion item per block. */
export default async function SiteContentPage() {
  await requireAdminPage("/admin/content/site");
  await connection();
  const [t, blocks] = await Promise.all([contentTranslations(), loadForScreen("site content", listGeneralContentBlocks)]);
  return (
    <ContentFrame tab="site">
      {blocks === null ? <LoadFailed message={t("siteContent.errors.load")} /> : <SiteContentEditor blocks={blocks} />}
    </ContentFrame>
  );
}
