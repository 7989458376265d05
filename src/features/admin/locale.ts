import "server-only";
import { unstable_rethrow } from "next/navigation";
import { cookies } from "next/headers";
import { createTranslator } from "next-intl";
import { getViewer } from "@/features/access/viewer";
import { getStoredAdminLocale } from "./stored-locale";
import { loadCatalogue } from "@/i18n/catalogue";
import { getEnv } from "@/lib/env";
import { ADMIN_LOCALE_COOKIE, isLocale, resolveLocale, type AppLocale } from "@/i18n/config";

async function cookieLocale(): Promise<string | undefined> {
  try {
    return (await cookies()).get(ADMIN_LOCALE_COOKIE)?.value;
  } catch {
    // Outside a request (scripts, tests): no cookie.
    return undefined;
  }
}

/**
 * The admin's language (en-GB or pt-BR, chosen per admin and remembered): the
 * value saved on their account wins, so it follows them to another browser;
 * then the VELVET_ADMIN_LOCALE cookie; then en-GB.
 *
 * Server components: `getTranslations({ locale: await getAdminLocale(), namespace: "adminShell" })`.
 * Server actions: `getAdminTranslator("adminShell")` (works outside a render too).
 */
export async function getAdminLocale(): Promise<AppLocale> {
  try {
    const viewer = await getViewer();
    if (viewer.userId) {
      const stored = await getStoredAdminLocale(viewer.userId);
      if (isLocale(stored)) return stored;
    }
  } catch (error) {
    // Next's own control flow (dynamic rendering, redirects) must pass through.
    unstable_rethrow(error);
    // No request (tests) or no database: fall back to the cookie.
    if (getEnv().NODE_ENV !== "test") console.error("[i18n] could not read the admin locale:", (error as Error).message);
  }
  return resolveLocale({ cookieLocale: await cookieLocale(), isAdmin: true });
}

export type AdminNamespace = "adminShell" | "adminContent" | "adminModels" | "adminUsers" | "adminSecurity" | "adminReviews" | "adminSeo";

/** Messages of one admin area in a locale (for the admin layout's client provider). */
export async function getAdminMessages(locale: AppLocale): Promise<Record<string, unknown>> {
  return loadCatalogue(locale, { admin: true });
}

/**
 * A translator for server actions: messages in the admin's language without
 * needing a render (e.g. the failure messages of defineAdminAction).
 */
export async function getAdminTranslator(namespace: AdminNamespace, locale?: AppLocale) {
  const resolved = locale ?? (await getAdminLocale());
  const messages = (await loadCatalogue(resolved, { admin: true })) as Record<string, Record<string, unknown>>;
  const t = createTranslator({ locale: resolved, messages: { [namespace]: messages[namespace] ?? {} }, namespace });
  return (key: string, values?: Record<string, string | number>): string => (t as unknown as (k: string, v?: unknown) => string)(key, values);
}
