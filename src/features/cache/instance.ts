import "server-only";
import { lt, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { cacheInstances, cacheOperations, type InstanceCacheStats } from "@/db/schema";
import { dataCacheStats } from "@/lib/cache";
import { INSTANCE_ID } from "@/lib/instance-id";
import { serverControls } from "@/server/app-ports";

/** When this process started: shown beside its caches, so a restart is plain to see. */
const STARTED_AT = new Date();
/** An instance not heard from for this long is shown as gone (it heartbeats every 30 s). */
export const GONE_AFTER_MS = 2 * 60_000;
/** Operations are kept this long for tabs that reconnect and for the card's recent list; the audit log keeps them for good. */
const OPERATIONS_KEPT_MS = 7 * 24 * 3600_000;
/** An instance row unheard for this long is deleted. */
const INSTANCES_KEPT_MS = 24 * 3600_000;

/** What this process's caches hold now. */
export function collectInstanceStats(): InstanceCacheStats {
  const server = serverControls()?.serverCacheStats() ?? null;
  return {
    pageCache: server?.pageCache ?? null,
    dataCache: dataCacheStats(),
    accessClasses: server ? server.accessClasses : null,
  };
}

/** Writes this instance's row: the card reads every instance from the database. */
export async function publishInstanceStats(db: Database, now = new Date()): Promise<void> {
  const stats = collectInstanceStats();
  await db
    .insert(cacheInstances)
    .values({ id: INSTANCE_ID, startedAt: STARTED_AT, heardAt: now, stats })
    .onConflictDoUpdate({ target: cacheInstances.id, set: { startedAt: STARTED_AT, heardAt: now, stats } });
}

/** Drops rows nobody needs any more: instances long gone, operations older than a week. */
export async function forgetOldCacheRows(db: Database, now = Date.now()): Promise<void> {
  await db.delete(cacheInstances).where(lt(cacheInstances.heardAt, new Date(now - INSTANCES_KEPT_MS)));
  await db.delete(cacheOperations).where(lt(cacheOperations.requestedAt, new Date(now - OPERATIONS_KEPT_MS)));
}

/** The instances heard from recently: the ones an operation waits for. */
export async function liveInstanceIds(db: Database, now = Date.now()): Promise<string[]> {
  const rows = await db
    .select({ id: cacheInstances.id })
    .from(cacheInstances)
    .where(sql`${cacheInstances.heardAt} > ${new Date(now - GONE_AFTER_MS)}`);
  return rows.map((row) => row.id);
}

export { INSTANCE_ID };
