import { z } from "zod";
import type { AdminMessageKey } from "@/features/admin/messages";

/**
 * A retention period as System Settings takes it: whole days between the
 * period's limits (the database checks the same), with the period's own
 * message for anything else. Pure, so the settings card validates with the
 * same rule as the save action (save.ts).
 */
export function retentionDaysSchema(limits: { min: number; max: number }, message: AdminMessageKey) {
  return z
    .object({
      days: z.number({ error: message }).int({ error: message }).min(limits.min, { error: message }).max(limits.max, { error: message }),
    })
    .strict();
}
