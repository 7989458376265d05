import "server-only";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { cacheInstances, cacheOperationReports, cacheOperations, type CacheClearReport, type InstanceCacheStats } from "@/db/schema";
import { CACHE_OPERATIONS_CHANNEL, REPORT_REQUEST } from "./feed";
import { GONE_AFTER_MS, INSTANCE_ID, liveInstanceIds, publishInstanceStats } from "./instance";

const POLL_MS = 100;

export interface InstanceView {
  id: string;
  startedAt: string;
  heardAt: string;
  /** Not heard from for two minutes: stopped, or cut off from the database. */
  gone: boolean;
  /** The instance this answer came from. */
  isThisOne: boolean;
  stats: InstanceCacheStats;
}

export interface OperationOutcome {
  id: number;
  kind: string;
  contentType: string | null;
  requestedByEmail: string | null;
  requestedAt: string;
  /** Instances that carried it out, and those that failed to. */
  instancesDone: number;
  instancesFailed: number;
  /** The instances it was waited for (live ones and this one); null for an operation read back later. */
  instancesExpected: number | null;
  cleared: CacheClearReport;
}

export interface CacheOverview {
  instances: InstanceView[];
  recentOperations: OperationOutcome[];
}

/** Waits until `done` holds or `timeoutMs` passes; returns whether it held. */
async function waitFor(done: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await done()) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Asks every instance for its figures now and waits (at most `timeoutMs`)
 * until each live one has answered, so the card shows what the caches hold
 * at this moment, not at the last heartbeat. An instance that does not
 * answer in time is shown with its last figures and when they were taken.
 */
export async function refreshInstanceReports(db: Database, timeoutMs = 800): Promise<void> {
  const askedAt = new Date();
  await publishInstanceStats(db, askedAt);
  await db.execute(sql`select pg_notify(${CACHE_OPERATIONS_CHANNEL}, ${REPORT_REQUEST})`);
  const live = await liveInstanceIds(db);
  await waitFor(async () => {
    const rows = await db
      .select({ id: cacheInstances.id })
      .from(cacheInstances)
      .where(and(inArray(cacheInstances.id, live), gte(cacheInstances.heardAt, askedAt)));
    return rows.length >= live.length;
  }, timeoutMs);
}

function sumCleared(reports: readonly { cleared: CacheClearReport | null }[]): CacheClearReport {
  const sum: CacheClearReport = { dataEntries: 0, pageCopies: 0, pageBytes: 0, accessClasses: 0 };
  for (const { cleared } of reports) {
    if (!cleared) continue;
    sum.dataEntries += cleared.dataEntries;
    sum.pageCopies += cleared.pageCopies;
    sum.pageBytes += cleared.pageBytes;
    sum.accessClasses += cleared.accessClasses;
    if (cleared.postsReread !== undefined) sum.postsReread = Math.max(sum.postsReread ?? 0, cleared.postsReread);
  }
  return sum;
}

/** One operation with what every instance reported of it. */
export async function operationOutcome(db: Database, id: number): Promise<OperationOutcome | null> {
  const [operation] = await db.select().from(cacheOperations).where(eq(cacheOperations.id, id));
  if (!operation) return null;
  const reports = await db.select().from(cacheOperationReports).where(eq(cacheOperationReports.operationId, id));
  return {
    id: operation.id,
    kind: operation.kind,
    contentType: operation.contentType,
    requestedByEmail: operation.requestedByEmail,
    requestedAt: operation.requestedAt.toISOString(),
    instancesDone: reports.filter((report) => report.cleared).length,
    instancesFailed: reports.filter((report) => report.error).length,
    instancesExpected: null,
    cleared: sumCleared(reports),
  };
}

/**
 * Waits (at most `timeoutMs`) until every live instance has reported on the
 * operation, then says what they cleared. The operation's NOTIFY is
 * delivered at its commit, so the wait starts after it.
 */
export async function awaitOperationOutcome(db: Database, id: number, timeoutMs = 3_000): Promise<OperationOutcome | null> {
  const live = new Set([...(await liveInstanceIds(db)), INSTANCE_ID]);
  await waitFor(async () => {
    const reports = await db.select({ id: cacheOperationReports.instanceId }).from(cacheOperationReports).where(eq(cacheOperationReports.operationId, id));
    return [...live].every((instance) => reports.some((report) => report.id === instance));
  }, timeoutMs);
  const outcome = await operationOutcome(db, id);
  return outcome && { ...outcome, instancesExpected: live.size };
}

/** Every instance heard from in the last day, newest first, and the last operations with their outcomes. */
export async function loadCacheOverview(db: Database, now = Date.now()): Promise<CacheOverview> {
  const instances = await db.select().from(cacheInstances).orderBy(desc(cacheInstances.heardAt));
  const operations = await db.select({ id: cacheOperations.id }).from(cacheOperations).orderBy(desc(cacheOperations.id)).limit(5);
  const outcomes = await Promise.all(operations.map((operation) => operationOutcome(db, operation.id)));
  return {
    instances: instances.map((row) => ({
      id: row.id,
      startedAt: row.startedAt.toISOString(),
      heardAt: row.heardAt.toISOString(),
      gone: now - row.heardAt.getTime() > GONE_AFTER_MS,
      isThisOne: row.id === INSTANCE_ID,
      stats: row.stats,
    })),
    recentOperations: outcomes.filter((outcome): outcome is OperationOutcome => outcome !== null),
  };
}

/** Operations after `afterId` within the last hour: what a reconnecting tab missed. */
export async function operationsSince(db: Database, afterId: number, now = Date.now()): Promise<{ id: number; kind: string; contentType: string | null }[]> {
  return db
    .select({ id: cacheOperations.id, kind: cacheOperations.kind, contentType: cacheOperations.contentType })
    .from(cacheOperations)
    .where(and(sql`${cacheOperations.id} > ${afterId}`, gte(cacheOperations.requestedAt, new Date(now - 3600_000))))
    .orderBy(cacheOperations.id)
    .limit(20);
}

/** The newest operation's id (0: none): the first event a new stream gets, so its reconnection can say what it saw. */
export async function latestOperationId(db: Database): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${cacheOperations.id}), 0)`.mapWith(Number) }).from(cacheOperations);
  return row?.id ?? 0;
}
