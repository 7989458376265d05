import { eq } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { siteSettings } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "./defaults";

/** Reads the one settings row with a given handle (usable from scripts and tests). */
export async function getSiteSettings(db: Database | Transaction): Promise<SiteSettings> {
  const [row] = await db
    .select({
      ...columnsOf(siteSettings, ["brandName", "siteUrl", "memberMailDomain", "contactEmail", "contactPhone", "contactAddress"]),
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? DEFAULT_SITE_SETTINGS;
}
