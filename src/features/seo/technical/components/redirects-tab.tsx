import { useTranslations } from "next-intl";
import { NotBuiltTab } from "./not-built-tab";

/**
 * The Redirects tab (admin spec screen 5). Not built in this part: the
 * redirects engine (src/features/seo/redirects/) replaces this notice with
 * its panel. Takes no props, so the page renders it as it will the panel.
 */
export function RedirectsTab() {
  const t = useTranslations("adminSeo.technical.redirects");
  return <NotBuiltTab id="technical-redirects" heading={t("heading")} notice={t("notice")} />;
}
