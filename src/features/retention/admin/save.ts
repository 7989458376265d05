import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Transaction } from "@/db";
import { siteSettings } from "@/db/schema";
import { ActionFailure, type ActionOutcome } from "@/features/admin/action";
import type { AdminMessageKey } from "@/features/admin/messages";
import { RETENTION_NAMES, RETENTION_PERIODS, isRetentionName, type RetentionName } from "../registry";
import { retentionDaysSchema } from "./schemas";

/**
 * Saving any registered retention period (System Settings › Security): one
 * schema and one write for all of them. The change keeps each period's own
 * audit action and column name, so the audit log reads as it always has.
 */

/** A period's message in its card's namespace. */
export function retentionMessage(name: RetentionName, key: "failed" | "invalid"): AdminMessageKey {
  return `${RETENTION_PERIODS[name].messages}.${key}`;
}

/** `{ period, days }` for any registered period, the days checked against that period's limits. */
export const retentionSchema = z.discriminatedUnion(
  "period",
  RETENTION_NAMES.map((name) =>
    retentionDaysSchema(RETENTION_PERIODS[name].limits, retentionMessage(name, "invalid")).extend({ period: z.literal(name) }),
  ) as unknown as [z.ZodObject<{ period: z.ZodLiteral<RetentionName>; days: z.ZodNumber }>],
);

export type RetentionInput = z.output<typeof retentionSchema>;

/** The failure message of the period an input names (the audit period's for input that names none). */
export function retentionFailureKey(input: unknown): AdminMessageKey {
  const period = (input as { period?: unknown } | null)?.period;
  return retentionMessage(isRetentionName(period) ? period : "audit", "failed");
}

/** Writes a period under the settings row's lock and answers the audit record of the change. */
export async function writeRetention(tx: Transaction, { period, days }: RetentionInput): Promise<ActionOutcome<{ days: number }>> {
  const { setting, auditAction } = RETENTION_PERIODS[period];
  const [before] = await tx.select({ days: siteSettings[setting] }).from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
  if (!before) throw new ActionFailure("not_found", retentionMessage(period, "failed"));
  await tx.update(siteSettings).set({ [setting]: days }).where(eq(siteSettings.id, 1));
  return {
    data: { days },
    audit: { action: auditAction, entityType: "site_settings", entityId: "1", oldValues: { [setting]: before.days }, newValues: { [setting]: days } },
  };
}
