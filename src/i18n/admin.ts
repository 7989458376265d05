import "server-only";
import { cookies } from "next/headers";
import { ADMIN_LOCALE_COOKIE, resolveLocale, type AppLocale } from "./config";

/**
 * The admin's chosen locale (cookie VELVET_ADMIN_LOCALE, default en-GB).
 * For admin pages: `getTranslations({ locale: await getAdminLocale(), namespace: "admin" })`
 * and `<NextIntlClientProvider locale={...} messages={...}>` in the admin layout.
 */
export async function getAdminLocale(): Promise<AppLocale> {
  const cookieStore = await cookies();
  return resolveLocale({ cookieLocale: cookieStore.get(ADMIN_LOCALE_COOKIE)?.value, isAdmin: true });
}
