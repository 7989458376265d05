import { z } from "zod";

/** How long rejected applications are kept, as the System Settings screen accepts it: whole days, one day to ten years (the database checks the same). */
export const APPLICATION_RETENTION_LIMITS = { min: 1, max: 3650 } as const;

const RETENTION_MESSAGE = "adminShell.settings.applicationRetention.invalid";

export const applicationRetentionSchema = z
  .object({
    days: z
      .number({ error: RETENTION_MESSAGE })
      .int({ error: RETENTION_MESSAGE })
      .min(APPLICATION_RETENTION_LIMITS.min, { error: RETENTION_MESSAGE })
      .max(APPLICATION_RETENTION_LIMITS.max, { error: RETENTION_MESSAGE }),
  })
  .strict();
