import { z } from "zod";
import type { AdminMessageKey } from "@/features/admin/messages";

/**
 * A retention period as System Settings takes it: whole days between the
 * limits (the database checks the same). Shared by the audit log's and the
 * rejected applications' periods.
 */
export function retentionDaysSchema(limits: { min: number; max: number }, message: AdminMessageKey) {
  return z
    .object({
      days: z.number({ error: message }).int({ error: message }).min(limits.min, { error: message }).max(limits.max, { error: message }),
    })
    .strict();
}
