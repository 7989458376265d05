"use server";

import { inArray, sql } from "drizzle-orm";
import { seoSettings } from "@/db/schema";
import { defineAdminAction } from "@/features/admin/action";
import { assertUnchangedSince } from "@/features/admin/version";
import { writeSeoSetting as writeSetting } from "../../settings-write";
import { lockGlobalSeo } from "../../global/queries";
import { GLOBAL_SEO_KEYS, normaliseKeywords } from "../../global/rules";
import { globalSeoSchema } from "./schemas";

/**
 * Global SEO's 'Save Settings': title, description,
 * keywords and robots.txt in one transaction, with the version check over
 * the four rows. The public pages read them through a cache the table's
 * change notification clears, so the next request shows them.
 */
export const saveGlobalSeo = defineAdminAction({
  permission: "admin.seo.manage",
  schema: globalSeoSchema,
  failureKey: "adminSeo.global.saveFailed",
  async run({ expectedVersion, overwrite, ...input }, { tx }) {
    const { values: before, version } = await lockGlobalSeo(tx);
    if (version) await assertUnchangedSince(tx, { current: version, expectedVersion, overwrite, entityType: "seo_settings", entityId: "global" });
    const after = { ...input, keywords: normaliseKeywords(input.keywords) };
    await writeSetting(tx, GLOBAL_SEO_KEYS.title, "global", after.title);
    await writeSetting(tx, GLOBAL_SEO_KEYS.description, "global", after.description);
    await writeSetting(tx, GLOBAL_SEO_KEYS.keywords, "global", after.keywords);
    await writeSetting(tx, GLOBAL_SEO_KEYS.robotsTxt, "technical", after.robotsTxt);
    const [row] = await tx
      .select({ updatedAt: sql<string>`max(${seoSettings.updatedAt})` })
      .from(seoSettings)
      .where(inArray(seoSettings.settingKey, Object.values(GLOBAL_SEO_KEYS)));
    return {
      data: { ...after, updatedAt: new Date(row.updatedAt).toISOString() },
      audit: {
        action: "seo.global_update",
        entityType: "seo_settings",
        entityId: "global",
        oldValues: { ...before, robotsTxt: before.robotsTxt ?? "" },
        newValues: after,
      },
    };
  },
});
