import { useTranslations } from "next-intl";
import { NotBuiltTab } from "./not-built-tab";

/** The 404 monitor tab. Not built in this part: it says so and reads nothing. */
export function MonitorTab() {
  const t = useTranslations("adminSeo.technical.monitor");
  return <NotBuiltTab id="technical-monitor" heading={t("heading")} notice={t("notice")} />;
}
