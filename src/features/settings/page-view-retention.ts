import { retentionDaysSchema } from "./retention";

/** How long page views are kept, as the System Settings screen accepts it: whole days, one day to ten years (the database checks the same). */
export const PAGE_VIEW_RETENTION_LIMITS = { min: 1, max: 3650 } as const;

export const pageViewRetentionSchema = retentionDaysSchema(PAGE_VIEW_RETENTION_LIMITS, "adminShell.settings.pageViewRetention.invalid");
