/**
 * Locale rules (no locale-prefixed URLs):
 * - the public site is always British English (en-GB);
 * - the admin area may use pt-BR, chosen per admin with the VELVET_ADMIN_LOCALE cookie.
 * Pure and dependency-free so it can be unit tested and used from the proxy.
 */
export const LOCALES = ["en-GB", "pt-BR"] as const;
export type AppLocale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: AppLocale = "en-GB";
export const ADMIN_LOCALE_COOKIE = "VELVET_ADMIN_LOCALE";
/** Request header the proxy may set with the request's pathname. */
export const PATHNAME_HEADER = "x-pathname";

/** Starts every translation error the server logs; scripts/e2e.mjs looks for it. */
export const TRANSLATION_ERROR_PREFIX = "[i18n]";

export function isLocale(value: unknown): value is AppLocale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function isAdminPath(pathname: string | null | undefined): boolean {
  if (!pathname) return false;
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** The locale for a request: en-GB everywhere, except an admin route whose cookie asks for pt-BR. */
export function resolveLocale({
  cookieLocale,
  isAdmin,
}: {
  cookieLocale?: string | null;
  isAdmin: boolean;
}): AppLocale {
  if (isAdmin && cookieLocale === "pt-BR") return "pt-BR";
  return DEFAULT_LOCALE;
}
