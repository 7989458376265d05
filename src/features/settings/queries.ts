import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { siteSettings } from "@/db/schema";
import { cached } from "@/lib/cache";
import { auditRetentionDays } from "@/features/audit/retention";
import { resolveFeatureFlags, type FeatureFlags } from "./feature-flags";

/** The saved image-pipeline flags (defaults until saved). Cleared by any write to site_settings. */
export const getFeatureFlags = cached(
  "settings:feature-flags",
  async (): Promise<FeatureFlags> => {
    const db = await getDb();
    const [row] = await db.select({ flags: siteSettings.featureFlags }).from(siteSettings).where(eq(siteSettings.id, 1));
    return resolveFeatureFlags(row?.flags);
  },
  { tags: ["site_settings"], ttlSeconds: 600 },
);

/** How many days audit entries are kept (read fresh: the admin must see what is stored). */
export async function getAuditRetentionDays(): Promise<number> {
  return auditRetentionDays(await getDb());
}
