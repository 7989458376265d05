import { useTranslations } from "next-intl";
import { LoadError } from "@/features/admin/components/load-error";
import { NotFoundPanel } from "@/features/seo/admin/not-found/components/not-found-panel";
import type { NotFoundPanelData } from "@/features/seo/admin/not-found/queries";
import { TabPanel } from "./technical-seo-screen";

/** The 404 monitor tab (decision 031): the list loaded by the page from the address, or why it could not be. */
export function MonitorTab({ data }: { data: NotFoundPanelData | null }) {
  const t = useTranslations("adminSeo.technical.monitor");
  return (
    <TabPanel id="technical-monitor" heading={t("heading")} intro={t("intro")}>
      {data ? <NotFoundPanel {...data} /> : <LoadError message={t("loadFailed")} />}
    </TabPanel>
  );
}
