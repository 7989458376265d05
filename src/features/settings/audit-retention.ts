import { z } from "zod";

/** The audit retention the System Settings screen accepts: whole days, a week to ten years (the database checks the same). */
export const AUDIT_RETENTION_LIMITS = { min: 7, max: 3650 } as const;

const RETENTION_MESSAGE = "adminShell.settings.retention.invalid";

export const auditRetentionSchema = z
  .object({
    days: z
      .number({ error: RETENTION_MESSAGE })
      .int({ error: RETENTION_MESSAGE })
      .min(AUDIT_RETENTION_LIMITS.min, { error: RETENTION_MESSAGE })
      .max(AUDIT_RETENTION_LIMITS.max, { error: RETENTION_MESSAGE }),
  })
  .strict();
