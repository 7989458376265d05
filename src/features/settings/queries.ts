import "server-only";
import { eq } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/db";
import { siteSettings } from "@/db/schema";
import { cached } from "@/lib/cache";
import { resolveFeatureFlags, type FeatureFlags } from "./feature-flags";

/**
 * The saved image flags (defaults until saved). Public pages read them on
 * every render, so they are kept until site_settings changes (decision 008),
 * like the brand details: no database query per request.
 */
const readCachedFeatureFlags = cached(
  "settings:feature-flags",
  async (): Promise<FeatureFlags> => {
    const db = await getDb();
    const [row] = await db.select({ flags: siteSettings.featureFlags }).from(siteSettings).where(eq(siteSettings.id, 1));
    return resolveFeatureFlags(row?.flags);
  },
  { tags: ["site_settings"], ttlSeconds: 600 },
);

/** The image flags, once per request (React cache) over the shared copy above. */
export const getFeatureFlags = cache(readCachedFeatureFlags);
