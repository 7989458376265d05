import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { siteSettings } from "@/db/schema";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "./defaults";

/** Brand, URL and contact details (one row; defaults until it is seeded). */
export async function getSiteSettings(): Promise<SiteSettings> {
  const db = await getDb();
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
