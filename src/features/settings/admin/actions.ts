"use server";

import { eq } from "drizzle-orm";
import { cookies } from "next/headers";
import { z } from "zod";
import { siteSettings, users } from "@/db/schema";
import { ActionFailure, defineAdminAction, type ActionContext } from "@/features/admin/action";
import { ADMIN_LOCALE_COOKIE, type AppLocale } from "@/i18n/config";
import { getEnv } from "@/lib/env";
import { DEFAULT_FEATURE_FLAGS, FeatureFlagsSchema, resolveFeatureFlags, type FeatureFlags } from "../feature-flags";
import { SetAdminLocaleSchema } from "../schemas";

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
      secure: getEnv().SITE_URL?.startsWith("https://") ?? false,
    });
  } catch {
    // Outside a request (tests): the account keeps the choice all the same.
  }
}

async function writeFlags(flags: FeatureFlags, action: string, tx: ActionContext["tx"]) {
  const [before] = await tx.select({ flags: siteSettings.featureFlags }).from(siteSettings).where(eq(siteSettings.id, 1));
  if (!before) throw new ActionFailure("not_found", "adminShell.settings.flags.failed");
  await tx.update(siteSettings).set({ featureFlags: { ...flags } }).where(eq(siteSettings.id, 1));
  return {
    data: flags,
    audit: {
      action,
      entityType: "site_settings",
      entityId: "1",
      oldValues: { featureFlags: resolveFeatureFlags(before.flags) },
      newValues: { featureFlags: flags },
    },
  };
}

/** Saves the image-pipeline flags (admin spec screen 24). */
export const saveFeatureFlags = defineAdminAction({
  permission: "admin.settings.manage",
  schema: FeatureFlagsSchema,
  failureKey: "adminShell.settings.flags.failed",
  run: (flags, { tx }) => writeFlags(flags, "settings.feature_flags", tx),
});

/** Back to the spec's defaults (§9: true, true, false). */
export const resetFeatureFlags = defineAdminAction({
  permission: "admin.settings.manage",
  schema: z.object({}).strict(),
  failureKey: "adminShell.settings.flags.failed",
  run: (_input, { tx }) => writeFlags(DEFAULT_FEATURE_FLAGS, "settings.feature_flags", tx),
});
