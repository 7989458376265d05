import "server-only";
import { eq } from "drizzle-orm";
import { getDatabaseHandle, getDb, type Database } from "@/db";
import { cacheOperationReports, cacheOperations } from "@/db/schema";
import { emitCacheOperation } from "@/lib/changes";
import { applyCacheOperation, browserEventOf, orderOf } from "./apply";
import { forgetOldCacheRows, INSTANCE_ID, publishInstanceStats } from "./instance";

/**
 * The cache card's channel (decision 052). Its payload is an operation's id
 * (sent with the operation's row, so it arrives only once that row is
 * committed) or REPORT_REQUEST, when the card wants every instance's
 * figures now rather than at its next heartbeat.
 */
export const CACHE_OPERATIONS_CHANNEL = "velvet_cache_ops";
export const REPORT_REQUEST = "report";
const HEARTBEAT_MS = 30_000;

const RETRY_MS = 5_000;

/**
 * Started once per process at boot (src/instrumentation.ts), after the
 * change feed: every instance carries out every operation, records what it
 * cleared, and tells its open pages. A database that cannot be reached yet
 * is tried again every 5 s, as the change feed does.
 */
export async function startCacheOperationFeed(): Promise<void> {
  try {
    await listenForOperations();
  } catch (error) {
    logFailure("listening for cache operations (trying again every 5 s)")(error);
    setTimeout(() => void startCacheOperationFeed(), RETRY_MS).unref();
  }
}

async function listenForOperations(): Promise<void> {
  const handle = await getDatabaseHandle();
  await handle.listen(CACHE_OPERATIONS_CHANNEL, (payload) => void onPayload(payload));
  const heartbeat = async () => {
    const db = await getDb();
    await publishInstanceStats(db);
    await forgetOldCacheRows(db);
  };
  await heartbeat().catch(logFailure("announcing this instance"));
  setInterval(() => void heartbeat().catch(logFailure("the heartbeat")), HEARTBEAT_MS).unref();
}

async function onPayload(payload: string): Promise<void> {
  const db = await getDb();
  if (payload === REPORT_REQUEST) return publishInstanceStats(db).catch(logFailure("reporting this instance's caches"));
  if (/^\d{1,12}$/.test(payload)) return carryOutOperation(db, Number(payload));
}

/** One operation, here: cleared, recorded (or its failure recorded), announced to open pages. */
export async function carryOutOperation(db: Database, id: number): Promise<void> {
  const [operation] = await db.select().from(cacheOperations).where(eq(cacheOperations.id, id));
  if (!operation) return;
  const order = orderOf(operation);
  try {
    const cleared = await applyCacheOperation(order);
    await db.insert(cacheOperationReports).values({ operationId: id, instanceId: INSTANCE_ID, cleared }).onConflictDoNothing();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[cache] operation ${id} (${order.kind}) failed here: ${message}`);
    await db.insert(cacheOperationReports).values({ operationId: id, instanceId: INSTANCE_ID, error: message.slice(0, 500) }).onConflictDoNothing();
  }
  // The browsers follow even if this instance failed: theirs are other caches.
  emitCacheOperation(browserEventOf(operation));
  await publishInstanceStats(db).catch(logFailure("reporting this instance's caches"));
}

function logFailure(what: string) {
  return (error: unknown) => console.error(`[cache] ${what} failed:`, error instanceof Error ? error.message : error);
}
