"use server";

import { eq } from "drizzle-orm";
import { cookies } from "next/headers";
import { users } from "@/db/schema";
import { ADMIN_LOCALE_COOKIE, type AppLocale } from "@/i18n/config";
import { siteUsesHttps } from "@/lib/env";
import { defineAdminAction } from "./action";
import { SetAdminLocaleSchema } from "./schemas";

/** The back office shell's own actions (the language switch). */

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Remembers the admin's back-office language on their account (so it follows
 * them to another browser) and in the VELVET_ADMIN_LOCALE cookie. Any account
 * that may open the dashboard may choose its own language.
 */
export const setAdminLocale = defineAdminAction({
  permission: "admin.dashboard.view",
  schema: SetAdminLocaleSchema,
  failureKey: "adminShell.shell.languageFailed",
  async run({ locale }, { tx, viewer }) {
    const userId = viewer.userId as string;
    const [before] = await tx.select({ adminLocale: users.adminLocale }).from(users).where(eq(users.id, userId));
    await tx.update(users).set({ adminLocale: locale }).where(eq(users.id, userId));
    return {
      data: { locale },
      audit: {
        action: "settings.locale",
        entityType: "users",
        entityId: userId,
        oldValues: { adminLocale: before?.adminLocale ?? null },
        newValues: { adminLocale: locale },
      },
    };
  },
  afterCommit: ({ locale }) => rememberLocaleCookie(locale),
});

async function rememberLocaleCookie(locale: AppLocale): Promise<void> {
  try {
    (await cookies()).set(ADMIN_LOCALE_COOKIE, locale, {
      path: "/",
      maxAge: ONE_YEAR_SECONDS,
      sameSite: "lax",
      httpOnly: true,
      secure: siteUsesHttps(),
    });
  } catch {
    // Outside a request (tests): the account keeps the choice all the same.
  }
}
