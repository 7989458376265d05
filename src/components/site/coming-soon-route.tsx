import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ComingSoon } from "./coming-soon";

export type ComingSoonPageKey = "models" | "model" | "blog" | "faq" | "privacy" | "terms" | "apply";

/**
 * The metadata and page of a route that is not built yet, from the
 * `pages.<key>` messages. Placeholders are kept out of search indexes.
 */
export function comingSoonRoute(key: ComingSoonPageKey, options: { showBrowse?: boolean } = {}) {
  async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations(`pages.${key}`);
    return { title: t("title"), description: t("description"), robots: { index: false, follow: true } };
  }

  async function Page() {
    const t = await getTranslations(`pages.${key}`);
    return (
      <ComingSoon
        eyebrow={t("eyebrow")}
        title={t("title")}
        description={t("description")}
        showBrowse={options.showBrowse ?? true}
      />
    );
  }

  return { generateMetadata, Page };
}
