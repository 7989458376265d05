"use server";

import { eq } from "drizzle-orm";
import { isAdmin } from "@/features/access/policy";
import { z } from "zod";
import { siteSettings, users } from "@/db/schema";
import { ActionFailure, defineAdminAction, type ActionContext } from "@/features/admin/action";
import { DEFAULT_FEATURE_FLAGS, FeatureFlagsSchema, resolveFeatureFlags, type FeatureFlags } from "../feature-flags";
import { retentionFailureKey, retentionSchema, writeRetention } from "@/features/retention/admin/save";

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

/** Saves the image-pipeline flags. */
export const saveFeatureFlags = defineAdminAction({
  permission: "admin.settings.manage",
  schema: FeatureFlagsSchema,
  failureKey: "adminShell.settings.flags.failed",
  run: (flags, { tx }) => writeFlags(flags, "settings.feature_flags", tx),
});

/** Back to the defaults (true, true, false). */
export const resetFeatureFlags = defineAdminAction({
  permission: "admin.settings.manage",
  schema: z.object({}).strict(),
  failureKey: "adminShell.settings.flags.failed",
  run: (_input, { tx }) => writeFlags(DEFAULT_FEATURE_FLAGS, "settings.feature_flags", tx),
});

/**
 * System Settings › Security: how long one registered retention period keeps
 * its rows (src/features/retention/registry.ts); the daily purge reads it.
 * `{ period: "audit", days: 90 }`; each period keeps its own messages and audit action.
 */
export const saveRetention = defineAdminAction({
  permission: "admin.settings.manage",
  schema: retentionSchema,
  failureKey: retentionFailureKey,
  run: (input, { tx }) => writeRetention(tx, input),
});

const twoFactorRequirementSchema = z.object({ required: z.boolean({ error: "adminShell.settings.twoFactor.failed" }) }).strict();

/**
 * System Settings › Security: whether admins must use two-factor sign-in
 * (decision 019). Applies on the next request: an admin without it is sent
 * to set it up. Turning it on needs the admin's own two-factor first, so the
 * change never locks out the person making it.
 */
export const saveTwoFactorRequirement = defineAdminAction({
  permission: "admin.settings.manage",
  schema: twoFactorRequirementSchema,
  failureKey: "adminShell.settings.twoFactor.failed",
  async run({ required }, { tx, viewer }) {
    if (required && !isAdmin(viewer)) throw new ActionFailure("invalid", "adminShell.settings.twoFactor.adminsOnly");
    if (required) {
      const [self] = await tx.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, viewer.userId ?? ""));
      if (!self?.enabled) throw new ActionFailure("invalid", "adminShell.settings.twoFactor.selfFirst");
    }
    const [before] = await tx.select({ required: siteSettings.requireAdminTwoFactor }).from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
    if (!before) throw new ActionFailure("not_found", "adminShell.settings.twoFactor.failed");
    await tx.update(siteSettings).set({ requireAdminTwoFactor: required }).where(eq(siteSettings.id, 1));
    return {
      data: { required },
      audit: {
        action: "settings.require_admin_two_factor",
        entityType: "site_settings",
        entityId: "1",
        oldValues: { requireAdminTwoFactor: before.required },
        newValues: { requireAdminTwoFactor: required },
      },
    };
  },
});
