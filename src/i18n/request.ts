import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { loadCatalogue } from "./catalogue";
import { ADMIN_LOCALE_COOKIE, isAdminPath, isLocale, PATHNAME_HEADER, resolveLocale, type AppLocale } from "./config";

/**
 * Per-request i18n config for Server Components.
 * An explicit locale (`getTranslations({ locale, namespace })`, e.g. from the
 * admin layout via `getAdminLocale()`) wins; otherwise en-GB, or the admin
 * cookie's locale when the proxy marks the request as an /admin one through
 * the `x-pathname` header. The `X-NEXT-INTL-LOCALE` request header is
 * deliberately ignored so a visitor cannot switch the public site's language.
 */
export default getRequestConfig(async ({ locale: explicit }) => {
  let locale: AppLocale;
  if (isLocale(explicit)) {
    locale = explicit;
  } else {
    const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
    locale = resolveLocale({
      cookieLocale: cookieStore.get(ADMIN_LOCALE_COOKIE)?.value,
      isAdmin: isAdminPath(headerList.get(PATHNAME_HEADER)),
    });
  }
  return {
    locale,
    messages: await loadCatalogue(locale),
    timeZone: "Europe/London",
  };
});
