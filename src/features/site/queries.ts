import "server-only";
import { getDb } from "@/db";
import type { SiteSettings } from "./defaults";
import { getSiteSettings as readSiteSettings } from "./settings-row";

/** Brand, URL and contact details (one row; defaults until it is seeded). */
export async function getSiteSettings(): Promise<SiteSettings> {
  return readSiteSettings(await getDb());
}
