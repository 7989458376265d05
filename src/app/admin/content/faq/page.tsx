import type { Metadata } from "next";
import { connection } from "next/server";
import { RefreshOnTableChange } from "@/features/admin/components/refresh-on-table-change";
import { requireAdminPage } from "@/features/admin/guard";
import { FaqManager } from "@/features/faqs/admin/components/faq-manager";
import { listAdminFaqs } from "@/features/faqs/admin/queries";
import { ContentFrame, contentTranslations, LoadFailed } from "../_components/content-frame";
import { loadForScreen } from "@/features/admin/load";

export async function generateMetadata(): Promise<Metadata> {
  const t = await contentTranslations();
  return { title: `${t("tabs.faq")} · ${t("page.title")}` };
}

/** FAQ management; the list follows changes saved anywhere else while it is open. */
export default async function FaqContentPage() {
  await requireAdminPage("/admin/content/faq");
  await connection();
  const [t, faqs] = await Promise.all([contentTranslations(), loadForScreen("FAQs", listAdminFaqs)]);
  return (
    <ContentFrame tab="faq">
      {faqs === null ? <LoadFailed message={t("faq.errors.load")} /> : <FaqManager initialFaqs={faqs} />}
      <RefreshOnTableChange tables="faqs" />
    </ContentFrame>
  );
}
