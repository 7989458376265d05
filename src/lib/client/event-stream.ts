"use client";

/**
 * The tab's one connection to GET /api/events (server-sent events), shared
 * by everything on the page that follows the server: the FAQ list, the
 * gallery, the cache operations (src/lib/client/cache-sync.tsx). One stream
 * per tab, not one per listener: a browser keeps at most six connections
 * to a site over HTTP/1.1, and each stream holds one.
 *
 * The stream is open while anyone listens. It is closed when the page is
 * hidden into the back/forward cache (an open stream keeps a page out of
 * it) and opened again when the page comes back, with `?since=` the last
 * operation seen, so the server replays what was missed; a reconnection
 * after a drop counts as a change for table listeners, since writes made
 * meanwhile were not seen.
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

const listeners = new Set<StreamListener>();
let source: EventSource | null = null;
let dropped = false;
let lastOperationId: number | null = null;

function tellChange(table: string): void {
  for (const listener of listeners) listener.onChange?.(table);
}

function onChangeEvent(event: MessageEvent<string>): void {
  tellChange(event.data);
}

function onCacheEvent(event: MessageEvent<string>): void {
  const id = Number(event.lastEventId);
  if (!Number.isInteger(id) || (lastOperationId !== null && id <= lastOperationId)) return;
  lastOperationId = id;
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

function onHello(event: MessageEvent<string>): void {
  const id = Number(event.lastEventId);
  if (Number.isInteger(id) && (lastOperationId === null || id > lastOperationId)) lastOperationId = id;
}

function onError(): void {
  dropped = true;
}

function onOpen(): void {
  if (dropped) tellChange("*");
  dropped = false;
}

function connect(): void {
  if (source || typeof EventSource === "undefined") return;
  source = new EventSource(lastOperationId === null ? "/api/events" : `/api/events?since=${lastOperationId}`);
  source.addEventListener("change", onChangeEvent);
  source.addEventListener("cache", onCacheEvent);
  source.addEventListener("hello", onHello);
  source.addEventListener("error", onError);
  source.addEventListener("open", onOpen);
}

function disconnect(): void {
  source?.close();
  source = null;
}

function onPageHide(): void {
  if (!source) return;
  disconnect();
  dropped = true;
}

function onPageShow(event: PageTransitionEvent): void {
  if (event.persisted && listeners.size > 0) connect();
}

/** Listens to the tab's stream (opening it for the first listener); returns how to stop. */
export function listenToServer(listener: StreamListener): () => void {
  if (typeof window === "undefined") return () => {};
  if (listeners.size === 0) {
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
  }
  listeners.add(listener);
  connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener("pagehide", onPageHide);
    window.removeEventListener("pageshow", onPageShow);
    disconnect();
  };
}

/** Tells this tab's table listeners of tables a cache operation cleared (they reload what they show). */
export function announceTablesCleared(tables: readonly string[]): void {
  for (const table of tables) tellChange(table);
}
