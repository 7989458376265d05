import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Transaction } from "@/db";
import { auditLog } from "@/db/schema";
import { formatDateTime } from "@/lib/format-date";
import { ActionFailure } from "./action";

/**
 * No silent overwrites (Payload, for one, lets the second of two people
 * saving the same document silently undo the first). Every edit form sends
 * the version it loaded, the row's `updated_at`; a save over a newer change
 * is refused with who changed it and when, and the form offers to reload or
 * to overwrite (which sends `overwrite: true`).
 */

export interface VersionCheck {
  /** The row's updated_at, read under the lock the action already holds. */
  current: Date;
  expectedVersion?: string;
  overwrite?: boolean;
  /** How the row's audit entries are filed, to name who changed it. */
  entityType: string;
  entityId: string;
}

/** Throws the "conflict" failure when the row changed after the form loaded it. */
export async function assertUnchangedSince(tx: Transaction, check: VersionCheck): Promise<void> {
  if (!check.expectedVersion || check.overwrite) return;
  if (check.current.getTime() <= Date.parse(check.expectedVersion)) return;
  const [last] = await tx
    .select({ actorEmail: auditLog.actorEmail, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, check.entityType), eq(auditLog.entityId, check.entityId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  throw new ActionFailure("conflict", last?.actorEmail ? "adminShell.actionErrors.changedBy" : "adminShell.actionErrors.changedByUnknown", {
    values: { email: last?.actorEmail ?? "", time: formatDateTime(check.current) },
    details: { currentVersion: check.current.toISOString() },
  });
}
