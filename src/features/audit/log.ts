import type { Database, Transaction } from "@/db";
import { auditLog } from "@/db/schema";

export interface AuditEntry {
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
  notes?: string | null;
}

function auditRow(entry: AuditEntry) {
  return {
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    oldValues: entry.oldValues ?? null,
    newValues: entry.newValues ?? null,
    notes: entry.notes ?? null,
  };
}

/** One audit row, written in the same transaction as the change it records. */
export async function writeAudit(db: Database | Transaction, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(entry));
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters (8 a row). */
const AUDIT_BATCH = 1000;

/** Several audit rows (a bulk change: one per item changed), in the caller's transaction. */
export async function writeAuditEntries(db: Database | Transaction, entries: readonly AuditEntry[]): Promise<void> {
  for (let index = 0; index < entries.length; index += AUDIT_BATCH) {
    await db.insert(auditLog).values(entries.slice(index, index + AUDIT_BATCH).map(auditRow));
  }
}
