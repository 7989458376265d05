"use server";

import { eq } from "drizzle-orm";
import { isAdmin } from "@/features/access/policy";
import { z } from "zod";
import { siteSettings, users } from "@/db/schema";
import { ActionFailure, defineAdminAction, type ActionContext } from "@/features/admin/action";
import { DEFAULT_FEATURE_FLAGS, FeatureFlagsSchema, resolveFeatureFlags, type FeatureFlags } from "../feature-flags";
import { auditRetentionSchema } from "../audit-retention";
import { applicationRetentionSchema } from "../application-retention";
import { notFoundRetentionSchema } from "../not-found-retention";
import { pageViewRetentionSchema } from "../page-view-retention";

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

/** System Settings › Security: how long audit entries are kept (7 days to 10 years); the daily purge reads it (src/features/audit/retention.ts). */
export const saveAuditRetention = defineAdminAction({
  permission: "admin.settings.manage",
  schema: auditRetentionSchema,
  failureKey: "adminShell.settings.retention.failed",
  async run({ days }, { tx }) {
    const [before] = await tx.select({ days: siteSettings.auditRetentionDays }).from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
    if (!before) throw new ActionFailure("not_found", "adminShell.settings.retention.failed");
    await tx.update(siteSettings).set({ auditRetentionDays: days }).where(eq(siteSettings.id, 1));
    return {
      data: { days },
      audit: { action: "settings.audit_retention", entityType: "site_settings", entityId: "1", oldValues: { auditRetentionDays: before.days }, newValues: { auditRetentionDays: days } },
    };
  },
});

/** System Settings › Security: how long rejected applications are kept after rejection (1 day to 10 years); the daily purge reads it (src/features/applications/retention.ts). */
export const saveApplicationRetention = defineAdminAction({
  permission: "admin.settings.manage",
  schema: applicationRetentionSchema,
  failureKey: "adminShell.settings.applicationRetention.failed",
  async run({ days }, { tx }) {
    const [before] = await tx
      .select({ days: siteSettings.rejectedApplicationRetentionDays })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1))
      .for("update");
    if (!before) throw new ActionFailure("not_found", "adminShell.settings.applicationRetention.failed");
    await tx.update(siteSettings).set({ rejectedApplicationRetentionDays: days }).where(eq(siteSettings.id, 1));
    return {
      data: { days },
      audit: {
        action: "settings.application_retention",
        entityType: "site_settings",
        entityId: "1",
        oldValues: { rejectedApplicationRetentionDays: before.days },
        newValues: { rejectedApplicationRetentionDays: days },
      },
    };
  },
});

/** System Settings › Security: how long a 404 monitor entry is kept without being seen (1 day to 10 years); the daily purge reads it (src/features/seo/not-found/retention.ts). */
export const saveNotFoundRetention = defineAdminAction({
  permission: "admin.settings.manage",
  schema: notFoundRetentionSchema,
  failureKey: "adminShell.settings.notFoundRetention.failed",
  async run({ days }, { tx }) {
    const [before] = await tx.select({ days: siteSettings.notFoundRetentionDays }).from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
    if (!before) throw new ActionFailure("not_found", "adminShell.settings.notFoundRetention.failed");
    await tx.update(siteSettings).set({ notFoundRetentionDays: days }).where(eq(siteSettings.id, 1));
    return {
      data: { days },
      audit: { action: "settings.not_found_retention", entityType: "site_settings", entityId: "1", oldValues: { notFoundRetentionDays: before.days }, newValues: { notFoundRetentionDays: days } },
    };
  },
});

/** System Settings › Security: how many days of page views SEO Performance keeps (1 day to 10 years); the daily purge reads it (src/features/seo/performance/retention.ts). */
export const savePageViewRetention = defineAdminAction({
  permission: "admin.settings.manage",
  schema: pageViewRetentionSchema,
  failureKey: "adminShell.settings.pageViewRetention.failed",
  async run({ days }, { tx }) {
    const [before] = await tx.select({ days: siteSettings.pageViewRetentionDays }).from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
    if (!before) throw new ActionFailure("not_found", "adminShell.settings.pageViewRetention.failed");
    await tx.update(siteSettings).set({ pageViewRetentionDays: days }).where(eq(siteSettings.id, 1));
    return {
      data: { days },
      audit: {
        action: "settings.page_view_retention",
        entityType: "site_settings",
        entityId: "1",
        oldValues: { pageViewRetentionDays: before.days },
        newValues: { pageViewRetentionDays: days },
      },
    };
  },
});

const twoFactorRequirementSchema = z.object({ required: z.boolean({ error: "adminShell.settings.twoFactor.failed" }) }).strict();

/**
 * System Settings › Security: whether admins must use two-factor sign-in
 * (decisions.md). Applies on the next request: an admin without it is sent
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
