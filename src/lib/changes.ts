/**
 * In-process fan-out of table changes. One LISTEN per process (set up in
 * src/instrumentation.ts) feeds every subscriber, e.g. each open
 * server-sent-events stream, so clients never hold database connections.
 */
import { EventEmitter } from "node:events";

const BUS_KEY = Symbol.for("velvet.changes.bus");
type GlobalWithBus = typeof globalThis & { [BUS_KEY]?: EventEmitter };
const g = globalThis as GlobalWithBus;
const bus: EventEmitter = (g[BUS_KEY] ??= new EventEmitter().setMaxListeners(0));

/**
 * Emitted instead of a table name when changes may have been missed (the
 * database connection was lost and re-established): listeners should reload
 * whatever they show.
 */
export const ANY_TABLE = "*";

export function emitTableChange(table: string): void {
  bus.emit("change", table);
}

export function onTableChange(listener: (table: string) => void): () => void {
  bus.on("change", listener);
  return () => bus.off("change", listener);
}

/**
 * A cache operation from the dashboard's cache card (src/features/cache),
 * once this instance has carried it out: open pages hear it through
 * GET /api/events, with `id` as the event's id so a tab that reconnects can
 * ask for what it missed.
 */
export interface CacheOperationEvent {
  id: number;
  kind: string;
  /** The tables a clear by content type dropped (open pages showing them reload). */
  tables?: readonly string[];
}

export function emitCacheOperation(event: CacheOperationEvent): void {
  bus.emit("cache", event);
}

export function onCacheOperation(listener: (event: CacheOperationEvent) => void): () => void {
  bus.on("cache", listener);
  return () => bus.off("cache", listener);
}
