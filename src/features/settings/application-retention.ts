import { retentionDaysSchema } from "./retention";

/** How long rejected applications are kept, as the System Settings screen accepts it: whole days, one day to ten years (the database checks the same). */
export const APPLICATION_RETENTION_LIMITS = { min: 1, max: 3650 } as const;

export const applicationRetentionSchema = retentionDaysSchema(APPLICATION_RETENTION_LIMITS, "adminShell.settings.applicationRetention.invalid");
