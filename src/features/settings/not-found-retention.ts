import { retentionDaysSchema } from "./retention";

/** How long a 404 monitor entry is kept without being seen again, as the System Settings screen accepts it: whole days, one day to ten years (the database checks the same). */
export const NOT_FOUND_RETENTION_LIMITS = { min: 1, max: 3650 } as const;

export const notFoundRetentionSchema = retentionDaysSchema(NOT_FOUND_RETENTION_LIMITS, "adminShell.settings.notFoundRetention.invalid");
