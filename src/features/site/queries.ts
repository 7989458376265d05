import "server-only";
import { cache } from "react";
import { getDb } from "@/db";
import type { SiteSettings } from "./defaults";
import { getSiteSettings as readSiteSettings } from "./settings-row";

/** Brand, URL and contact details (one row; defaults until it is seeded). Read once per request. */
export const getSiteSettings = cache(async (): Promise<SiteSettings> => readSiteSettings(await getDb()));
