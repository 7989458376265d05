import "server-only";
import { and, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import type { Database } from "@/db/client";
import { auditLog } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { londonDayStart, nextIsoDay } from "@/lib/london-time";
import type { AuditRow } from "../describe";
import { AUDIT_PAGE_SIZE, type AuditFilters } from "./schemas";

/** The columns the audit screen and the dashboard read. */
export const auditEntryColumns = {
  ...columnsOf(auditLog, ["id", "action", "entityType", "entityId", "actorEmail", "oldValues", "newValues", "notes", "createdAt"]),
};

export interface AuditEntry extends AuditRow {
  id: string;
  createdAt: Date;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pages: number;
}

/** The WHERE clause of the filters: exact actor, type and action; a date range of whole London days, both ends included. */
function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.actor) conditions.push(eq(auditLog.actorEmail, filters.actor));
  if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  const from = filters.from ? londonDayStart(filters.from) : null;
  // Up to the start of the day after `to` (23, 24 or 25 hours later, as London's clock changes).
  const until = filters.to ? londonDayStart(nextIsoDay(filters.to)) : null;
  if (from) conditions.push(gte(auditLog.createdAt, from));
  if (until) conditions.push(lt(auditLog.createdAt, until));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the audit log, newest first, with the total the filters match (paged on the server). */
export async function listAuditEntries(filters: AuditFilters): Promise<AuditPage> {
  return readAuditPage(await getDb(), filters);
}

/** listAuditEntries on a given database (scripts/bench-audit-log.ts times it at scale). */
export async function readAuditPage(db: Database, filters: AuditFilters): Promise<AuditPage> {
  const where = whereOf(filters);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  const entries = await db
    .select(auditEntryColumns)
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return { entries, total, page, pages };
}

export interface AuditFilterOptions {
  actors: string[];
  entityTypes: string[];
  actions: string[];
}

/** The values the filters can take: those present in the log. */
export async function listAuditFilterOptions(): Promise<AuditFilterOptions> {
  const db = await getDb();
  const distinct = async (column: typeof auditLog.actorEmail | typeof auditLog.entityType | typeof auditLog.action) =>
    (await db.selectDistinct({ value: column }).from(auditLog).orderBy(column)).flatMap((row) => (row.value ? [row.value] : []));
  const [actors, entityTypes, actions] = await Promise.all([distinct(auditLog.actorEmail), distinct(auditLog.entityType), distinct(auditLog.action)]);
  return { actors, entityTypes, actions };
}

/**
 * The latest entries: the dashboard's Recent Activity (the latest 20),
 * or, with `entityTypes`, the latest of those kinds (the role screen's
 * Recent Audit Logs card reads accounts and the permission matrix).
 */
export async function listRecentAuditEntries(limit = 20, { entityTypes }: { entityTypes?: readonly string[] } = {}): Promise<AuditEntry[]> {
  const db = await getDb();
  return db
    .select(auditEntryColumns)
    .from(auditLog)
    .where(entityTypes ? inArray(auditLog.entityType, [...entityTypes]) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
