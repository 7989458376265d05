"use client";

/**
 * The browser's one connection to GET /api/events (server-sent events),
 * shared by everything that follows the server: the FAQ list, the gallery,
 * the cache operations (src/lib/client/cache-sync.tsx).
 *
 * One stream for all of a browser's tabs, not one per tab: a browser keeps
 * at most six connections to a site over HTTP/1.1, every page listens, and
 * someone who opens seven profiles in tabs must not find the seventh
 * hanging. The tab holding the Web Lock "velvet-events" opens the stream and
 * passes every event to the others over a BroadcastChannel; when it closes
 * or is hidden, the lock passes to another tab, which opens the stream with
 * `?since=` the last cache operation seen, so the server replays what was
 * missed. A browser without Web Locks or BroadcastChannel keeps one stream
 * per tab.
 *
 * The stream and the channel are closed when the page is hidden into the
 * back/forward cache (an open one keeps a page out of it) and opened again
 * when the page comes back; a reconnection after a drop counts as a change
 * for table listeners, since writes made meanwhile were not seen.
 */
export interface CacheOperationMessage {
  id: number;
  kind: string;
  tables?: string[];
}

export interface StreamListener {
  /** A committed write to this table ("*": changes may have been missed). */
  onChange?(table: string): void;
  /** An operation of the dashboard's cache card, once per id. */
  onCacheOperation?(operation: CacheOperationMessage): void;
}

/** What the leading tab passes on: the stream's event as it came. */
interface RelayedEvent {
  type: "change" | "cache" | "hello";
  data: string;
  lastEventId: string;
}

const LOCK_NAME = "velvet-events";
const CHANNEL_NAME = "velvet-events";

const listeners = new Set<StreamListener>();
let lastOperationId: number | null = null;
/** This tab's part: open while anyone listens and the page is shown. */
let session: { close(): void } | null = null;

function tellChange(table: string): void {
  for (const listener of listeners) listener.onChange?.(table);
}

function noteOperationId(lastEventId: string): number | null {
  const id = Number(lastEventId);
  if (!lastEventId || !Number.isInteger(id)) return null;
  if (lastOperationId !== null && id <= lastOperationId) return null;
  lastOperationId = id;
  return id;
}

/** One event, from this tab's stream or relayed by the leading tab. */
function receive(event: RelayedEvent): void {
  if (event.type === "change") return tellChange(event.data);
  if (event.type === "hello") return void noteOperationId(event.lastEventId);
  const id = noteOperationId(event.lastEventId);
  if (id === null) return;
  let body: { kind?: unknown; tables?: unknown };
  try {
    body = JSON.parse(event.data) as typeof body;
  } catch {
    return;
  }
  if (typeof body.kind !== "string") return;
  const tables = Array.isArray(body.tables) ? body.tables.filter((table): table is string => typeof table === "string") : undefined;
  for (const listener of listeners) listener.onCacheOperation?.({ id, kind: body.kind, ...(tables ? { tables } : {}) });
}

/**
 * Opens the stream; every event goes to `relay` (this tab, and the others
 * when leading). Returns how to close it.
 */
function openStream(relay: (event: RelayedEvent) => void): () => void {
  const source = new EventSource(lastOperationId === null ? "/api/events" : `/api/events?since=${lastOperationId}`);
  let dropped = false;
  for (const type of ["change", "cache", "hello"] as const) {
    source.addEventListener(type, (event: MessageEvent<string>) => relay({ type, data: event.data, lastEventId: event.lastEventId }));
  }
  source.addEventListener("error", () => {
    dropped = true;
  });
  source.addEventListener("open", () => {
    if (dropped) relay({ type: "change", data: "*", lastEventId: "" });
    dropped = false;
  });
  return () => source.close();
}

/** Leads when it gets the lock, follows the leading tab meanwhile. */
function joinSharedStream(): { close(): void } {
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (message: MessageEvent<RelayedEvent>) => receive(message.data);
  const stop = new AbortController();
  let closed = false;
  let release = () => {};
  navigator.locks
    .request(LOCK_NAME, { signal: stop.signal }, () => {
      // Granted after this tab stopped listening (it was leaving): hand the lock straight on.
      if (closed) return;
      const closeStream = openStream((event) => {
        receive(event);
        channel.postMessage(event);
      });
      // Held until this tab leaves, is hidden, or no longer listens.
      return new Promise<void>((resolve) => {
        release = () => {
          closeStream();
          resolve();
        };
      });
    })
    .catch(() => {
      // Aborted while waiting for the lock: this tab stopped listening first.
    });
  return {
    close() {
      closed = true;
      stop.abort();
      release();
      channel.close();
    },
  };
}

/** A browser without Web Locks or BroadcastChannel: this tab's own stream. */
function ownStream(): { close(): void } {
  return { close: openStream(receive) };
}

function start(): void {
  if (session || typeof EventSource === "undefined") return;
  const shared = typeof BroadcastChannel !== "undefined" && typeof navigator !== "undefined" && "locks" in navigator;
  session = shared ? joinSharedStream() : ownStream();
}

function stop(): void {
  session?.close();
  session = null;
}

function onPageHide(): void {
  if (!session) return;
  stop();
}

function onPageShow(event: PageTransitionEvent): void {
  if (!event.persisted || listeners.size === 0) return;
  start();
  // Writes made while the page sat in the back/forward cache were not seen.
  tellChange("*");
}

/** Listens to the shared stream (joining it for this tab's first listener); returns how to stop. */
export function listenToServer(listener: StreamListener): () => void {
  if (typeof window === "undefined") return () => {};
  if (listeners.size === 0) {
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
  }
  listeners.add(listener);
  start();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener("pagehide", onPageHide);
    window.removeEventListener("pageshow", onPageShow);
    stop();
  };
}

/** Tells this tab's table listeners of tables a cache operation cleared (they reload what they show). */
export function announceTablesCleared(tables: readonly string[]): void {
  for (const table of tables) tellChange(table);
}
