import { headers } from "next/headers";
import type { IntlError } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { loadCatalogue } from "@/i18n/catalogue";
import { DEFAULT_LOCALE, isAdminPath, isLocale, PATHNAME_HEADER, TRANSLATION_ERROR_PREFIX, type AppLocale } from "@/i18n/config";
import { LONDON_TIME_ZONE } from "@/lib/london-time";

/**
 * Per-request i18n config (next-intl's request config, named in next.config.ts;
 * it lives with the app, not in src/i18n, because it reads the viewer) for Server Components.
 * - An explicit locale (`getTranslations({ locale, namespace })`, as admin
 *   pages do with `getAdminLocale()`) wins, with the admin namespaces loaded.
 * - An /admin request (the proxy, src/proxy.ts, overwrites `x-pathname` with
 *   the real path on every request, so a client cannot fake it) gets the
 *   admin's locale: saved on the account, else the VELVET_ADMIN_LOCALE cookie.
 *   This is what the root layout's `<html lang>` uses.
 * - Everything else is the public site: en-GB, without back-office messages.
 * The `X-NEXT-INTL-LOCALE` request header is deliberately ignored so a visitor
 * cannot switch the public site's language.
 */
/**
 * Production builds of next-intl strip error texts, so the default log says
 * only "INVALID_MESSAGE". These name the message, in a line the end-to-end
 * runner looks for (scripts/e2e.mjs fails a run whose server logged one).
 */
function logTranslationError(error: IntlError) {
  console.error(`${TRANSLATION_ERROR_PREFIX} ${error.code}`);
}

function fallbackToMessagePath({ namespace, key }: { namespace?: string; key: string }) {
  const messagePath = namespace ? `${namespace}.${key}` : key;
  console.error(`${TRANSLATION_ERROR_PREFIX} fell back to the message's name: ${messagePath}`);
  return messagePath;
}

export default getRequestConfig(async ({ locale: explicit }) => {
  let locale: AppLocale = DEFAULT_LOCALE;
  let admin = true;
  if (isLocale(explicit)) {
    locale = explicit;
  } else if (isAdminPath((await headers()).get(PATHNAME_HEADER))) {
    // Imported lazily: it reads the session and the database.
    // eslint-disable-next-line velvet/public-never-imports-admin -- read only on admin paths, where the signed-in admin's stored language applies
    const { getAdminLocale } = await import("@/features/admin/locale");
    locale = await getAdminLocale();
  } else {
    admin = false;
  }
  return {
    locale,
    messages: await loadCatalogue(locale, { admin }),
    timeZone: LONDON_TIME_ZONE,
    onError: logTranslationError,
    getMessageFallback: fallbackToMessagePath,
  };
});
