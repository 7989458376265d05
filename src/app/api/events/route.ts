import { getDb } from "@/db";
import { latestOperationId, operationsSince } from "@/features/cache/reports";
import { browserEventOf } from "@/features/cache/apply";
import { ANY_TABLE, onCacheOperation, onTableChange, type CacheOperationEvent } from "@/lib/changes";
import { serverSentEvents } from "@/lib/server-sent-events";

/** Only plain table names are forwarded, so a payload can never inject SSE fields. */
const TABLE_NAME = /^[a-z_]{1,63}$/;

/** A `cache` event: the operation's id is the event's id, so the browser's reconnection says what it saw last. */
function cacheEvent(event: CacheOperationEvent): string {
  const data = JSON.stringify({ kind: event.kind, ...(event.tables ? { tables: event.tables } : {}) });
  return `event: cache\nid: ${event.id}\ndata: ${data}\n\n`;
}

/** The operation the client saw last: the browser's own Last-Event-ID on a reconnection, or `?since=` from a page that reopened its stream. */
function lastSeenOperation(request: Request): number | null {
  const given = request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("since");
  return given && /^\d{1,12}$/.test(given) ? Number(given) : null;
}

/**
 * What a stream tells a client before any change: the operations it missed
 * while disconnected (within the last hour), then the latest operation's id,
 * so that its next reconnection can say what it saw.
 */
async function catchUp(since: number | null, send: (text: string) => void): Promise<void> {
  try {
    const db = await getDb();
    if (since !== null) {
      for (const missed of await operationsSince(db, since)) send(cacheEvent(browserEventOf(missed)));
    }
    const latest = await latestOperationId(db);
    send(`event: hello\nid: ${latest}\ndata: ${latest}\n\n`);
  } catch (error) {
    console.error("[events] reading the cache operations failed:", error instanceof Error ? error.message : error);
  }
}

/**
 * Server-sent events: one `change` event naming the table after each
 * committed write, or `*` when changes may have been missed (fed by
 * PostgreSQL NOTIFY through src/lib/changes.ts, so writes from any instance
 * arrive), and one `cache` event for each operation of the dashboard's
 * cache card (decision 052), which open pages follow (refetch, or drop
 * their caches and reload). Table names and operation kinds are not secret,
 * so no sign-in is needed; nothing else is sent. The listeners are removed
 * when the client goes away; clients reconnect after 5 s if the connection
 * drops, and are told what they missed.
 */
export function GET(request: Request): Response {
  const since = lastSeenOperation(request);
  return serverSentEvents(request, { retryMs: 5_000 }, (send) => {
    const stopChanges = onTableChange((table) => {
      if (TABLE_NAME.test(table) || table === ANY_TABLE) send(`event: change\ndata: ${table}\n\n`);
    });
    const stopOperations = onCacheOperation((event) => send(cacheEvent(event)));
    void catchUp(since, send);
    return () => {
      stopChanges();
      stopOperations();
    };
  });
}
