"use server";

import { defineAdminAction } from "@/features/admin/action";
import { assertUnchangedSince } from "@/features/admin/version";
import { getSiteSettings } from "@/features/site/settings-row";
import { GLOBAL_SEO_KEYS } from "../../global/rules";
import { renderRobotsTxt } from "../../robots";
import { writeSeoSetting } from "../../settings-write";
import { lockRobotsTxt } from "./queries";
import { saveRobotsTxtSchema } from "./schemas";

/**
 * Technical SEO's actions (the Technical page upserts robots_txt with
 * category 'technical'). Stored as `{ value }`, the
 * one shape Global SEO also reads and writes; /robots.txt reads it through
 * a cache the table's change notification clears.
 */

const PERMISSION = "admin.seo.manage" as const;

/**
 * Saves robots.txt. The version is the robots_txt row's own updated_at, so
 * a save over a newer change (here or from Global SEO, which rewrites the
 * row) offers reload or overwrite. Answers with the file as it will be
 * served, so the tab shows it without waiting for the cache to clear.
 */
export const saveRobotsTxt = defineAdminAction({
  permission: PERMISSION,
  schema: saveRobotsTxtSchema,
  failureKey: "adminSeo.technical.robots.saveFailed",
  async run({ robotsTxt, expectedVersion, overwrite }, { tx }) {
    const before = await lockRobotsTxt(tx);
    if (before.version) await assertUnchangedSince(tx, { current: before.version, expectedVersion, overwrite, entityType: "seo_settings", entityId: GLOBAL_SEO_KEYS.robotsTxt });
    await writeSeoSetting(tx, GLOBAL_SEO_KEYS.robotsTxt, "technical", robotsTxt);
    const after = await lockRobotsTxt(tx);
    // Read through the transaction: on the embedded database a read on the shared handle would wait for it.
    const { siteUrl } = await getSiteSettings(tx);
    return {
      data: { robotsTxt, updatedAt: (after.version ?? new Date()).toISOString(), served: renderRobotsTxt(robotsTxt, siteUrl) },
      audit: {
        action: "seo.robots_update",
        entityType: "seo_settings",
        entityId: GLOBAL_SEO_KEYS.robotsTxt,
        oldValues: { robotsTxt: before.robotsTxt },
        newValues: { robotsTxt },
      },
    };
  },
});
