/**
 * What the page and the service worker (./worker.ts) say to each other. Both
 * import this module: the page through src/lib/client/service-worker.ts, the
 * worker in its bundle (src/server/service-worker-build.ts).
 *
 * A message is `{ type, pattern? }`, posted with a MessageChannel port (the
 * reply comes back on the port) or without one (the reply is posted back to
 * the page that sent it). Every message gets exactly one reply.
 */

/** Every request the worker answers. The five purges are the same request under the names callers have used. */
export const SERVICE_WORKER_MESSAGE_TYPES = [
  "PURGE_CACHE",
  "SKIP_WAITING",
  "INVALIDATE_CACHE",
  "FORCE_UPDATE",
  "CLAIM_CLIENTS",
  "FORCE_CACHE_CLEAR",
  "CLEAR_ALL_CACHES",
  "CLEAR_ALL_CACHE",
  "PURGE_ALL",
] as const;

export type ServiceWorkerMessageType = (typeof SERVICE_WORKER_MESSAGE_TYPES)[number];

/** The messages that empty every cache the worker owns. */
export const PURGE_MESSAGE_TYPES: readonly ServiceWorkerMessageType[] = [
  "PURGE_CACHE",
  "FORCE_CACHE_CLEAR",
  "CLEAR_ALL_CACHES",
  "CLEAR_ALL_CACHE",
  "PURGE_ALL",
];

export interface ServiceWorkerMessage {
  type: ServiceWorkerMessageType;
  /**
   * INVALIDATE_CACHE only: a regular expression (JavaScript source, no
   * slashes) tested against each stored entry's full URL; the entries it
   * matches are dropped. `"/api/media/"` drops every stored photo.
   */
  pattern?: string;
}

export interface ServiceWorkerReply {
  /** The type of the message answered, so a reply posted back without a port can be matched. */
  type: ServiceWorkerMessageType;
  /** False when the worker could not do it (an invalid pattern, a failed update check). */
  ok: boolean;
  /** What the worker did, in a few words, for logs and tests. */
  done: string;
  /** The purges: caches deleted; INVALIDATE_CACHE: entries deleted. */
  deleted?: number;
}

export function isServiceWorkerMessageType(value: unknown): value is ServiceWorkerMessageType {
  return typeof value === "string" && (SERVICE_WORKER_MESSAGE_TYPES as readonly string[]).includes(value);
}

/** Whether something posted to the worker is one of its messages (anything else, a reply included, is ignored unanswered). */
export function isServiceWorkerMessage(value: unknown): value is ServiceWorkerMessage {
  if (typeof value !== "object" || value === null || isServiceWorkerReply(value)) return false;
  const { type, pattern } = value as { type?: unknown; pattern?: unknown };
  return isServiceWorkerMessageType(type) && (pattern === undefined || typeof pattern === "string");
}

/** Whether something posted back by the worker is a reply. */
export function isServiceWorkerReply(value: unknown): value is ServiceWorkerReply {
  if (typeof value !== "object" || value === null) return false;
  const { type, ok, done } = value as { type?: unknown; ok?: unknown; done?: unknown };
  return isServiceWorkerMessageType(type) && typeof ok === "boolean" && typeof done === "string";
}
