import { eq } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { siteSettings } from "@/db/schema";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "./defaults";

/** Reads the one settings row with a given handle (usable from scripts and tests). */
export async function getSiteSettings(db: Database | Transaction): Promise<SiteSettings> {
  const [row] = await db
    .select({
      brandName: siteSettings.brandName,
      siteUrl: siteSettings.siteUrl,
      memberMailDomain: siteSettings.memberMailDomain,
      contactEmail: siteSettings.contactEmail,
      contactPhone: siteSettings.contactPhone,
      contactAddress: siteSettings.contactAddress,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? DEFAULT_SITE_SETTINGS;
}
