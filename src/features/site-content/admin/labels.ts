import "server-only";
import { getTranslations } from "next-intl/server";
import type { AppLocale } from "@/i18n/config";
import { readableKey } from "../registry";

/** The server's twin of useContentKeyLabel: a key's human name in `locale` (audit sentences, dashboard). */
export async function contentKeyNamer(locale: AppLocale): Promise<(section: string) => string> {
  const t = await getTranslations({ locale, namespace: "adminShell.contentKeys" });
  return (section) => (t.has(section) ? t(section) : readableKey(section));
}
