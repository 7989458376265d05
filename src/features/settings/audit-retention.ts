import { retentionDaysSchema } from "./retention";

/** The audit retention the System Settings screen accepts: whole days, a week to ten years (the database checks the same). */
export const AUDIT_RETENTION_LIMITS = { min: 7, max: 3650 } as const;

export const auditRetentionSchema = retentionDaysSchema(AUDIT_RETENTION_LIMITS, "adminShell.settings.retention.invalid");
