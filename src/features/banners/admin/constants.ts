import type { BANNER_SECTIONS, BANNER_VISIBILITIES, DEVICE_TYPES } from "@/db/schema";

/**
 * The banner enums for browser code, which must not pull the database schema
 * (drizzle) into its bundle. The checks below fail to compile if these ever
 * drift from the table's definitions in src/db/schema/content.ts.
 */
export const SECTIONS = ["hero", "about", "services", "features"] as const;
export const DEVICES = ["all", "desktop", "mobile"] as const;
export const VISIBILITIES = ["public", "admin_only"] as const;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const check = <T extends true>() => undefined as unknown as T;
check<Same<(typeof SECTIONS)[number], (typeof BANNER_SECTIONS)[number]>>();
check<Same<(typeof DEVICES)[number], (typeof DEVICE_TYPES)[number]>>();
check<Same<(typeof VISIBILITIES)[number], (typeof BANNER_VISIBILITIES)[number]>>();
