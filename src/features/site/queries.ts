import "server-only";
import { cache } from "react";
import { getDb } from "@/db";
import { cached } from "@/lib/cache";
import type { SiteSettings } from "./defaults";
import { getSiteSettings as readSiteSettings } from "./settings-row";

/**
 * Brand, URL and contact details (one row; defaults until it is seeded). Every
 * public page shows them (header, footer, JSON-LD), so they are kept until
 * site_settings changes (decision 008) instead of read on every render.
 */
const readCachedSiteSettings = cached("site:settings", async (): Promise<SiteSettings> => readSiteSettings(await getDb()), {
  tags: ["site_settings"],
  ttlSeconds: 300,
});

/** The site settings, once per request (React cache) over the shared copy above. */
export const getSiteSettings = cache(readCachedSiteSettings);
