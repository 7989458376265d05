import { headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { loadCatalogue } from "./catalogue";
import { DEFAULT_LOCALE, isAdminPath, isLocale, PATHNAME_HEADER, type AppLocale } from "./config";

/**
 * Per-request i18n config for Server Components.
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
export default getRequestConfig(async ({ locale: explicit }) => {
  let locale: AppLocale = DEFAULT_LOCALE;
  let admin = true;
  if (isLocale(explicit)) {
    locale = explicit;
  } else if (isAdminPath((await headers()).get(PATHNAME_HEADER))) {
    // Imported lazily: it reads the session and the database.
    const { getAdminLocale } = await import("./admin");
    locale = await getAdminLocale();
  } else {
    admin = false;
  }
  return {
    locale,
    messages: await loadCatalogue(locale, { admin }),
    timeZone: "Europe/London",
  };
});
