/**
 * The worker's answers to the page's messages (./protocol.ts). What it acts
 * on is passed in (`WorkerControls`), so every message is tested with fakes
 * (message-handler.test.ts); ./worker.ts passes the real CacheStorage and
 * registration.
 */
import { isServiceWorkerMessage, PURGE_MESSAGE_TYPES, type ServiceWorkerMessage, type ServiceWorkerReply } from "./protocol";
import { isOwnCache } from "./rules";

/** What the handler acts on. */
export interface WorkerControls {
  caches: Pick<CacheStorage, "keys" | "open" | "delete">;
  /** The worker's skipWaiting(). */
  skipWaiting(): Promise<void>;
  /** clients.claim(): pages opened before the worker became theirs. */
  claimClients(): Promise<void>;
  /** registration.update(), then the new worker (if one was found) told to skip waiting; true when there was one. */
  update(): Promise<boolean>;
}

/** Deletes every cache the worker owns (never another script's); how many. */
export async function deleteOwnCaches(caches: WorkerControls["caches"]): Promise<number> {
  const names = (await caches.keys()).filter(isOwnCache);
  const deleted = await Promise.all(names.map((name) => caches.delete(name)));
  return deleted.filter(Boolean).length;
}

/** Deletes, in every cache the worker owns, the entries whose URL `pattern` matches; how many. */
export async function deleteMatchingEntries(caches: WorkerControls["caches"], pattern: RegExp): Promise<number> {
  let count = 0;
  for (const name of (await caches.keys()).filter(isOwnCache)) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (pattern.test(request.url) && (await cache.delete(request))) count += 1;
    }
  }
  return count;
}

function patternOf(source: string | undefined): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

async function answer(message: ServiceWorkerMessage, controls: WorkerControls): Promise<Omit<ServiceWorkerReply, "type">> {
  if (PURGE_MESSAGE_TYPES.includes(message.type)) {
    const deleted = await deleteOwnCaches(controls.caches);
    return { ok: true, done: `deleted ${deleted} cache(s)`, deleted };
  }
  switch (message.type) {
    case "INVALIDATE_CACHE": {
      const pattern = patternOf(message.pattern);
      if (!pattern) return { ok: false, done: "no valid pattern given: nothing deleted", deleted: 0 };
      const deleted = await deleteMatchingEntries(controls.caches, pattern);
      return { ok: true, done: `deleted ${deleted} entr${deleted === 1 ? "y" : "ies"} matching ${pattern.source}`, deleted };
    }
    case "SKIP_WAITING":
      await controls.skipWaiting();
      return { ok: true, done: "skipped waiting" };
    case "CLAIM_CLIENTS":
      await controls.claimClients();
      return { ok: true, done: "claimed the open pages" };
    case "FORCE_UPDATE": {
      const found = await controls.update();
      await controls.skipWaiting();
      return { ok: true, done: found ? "a new worker was found and told to take over" : "checked for an update: this is the newest worker" };
    }
    default:
      return { ok: false, done: "unknown message" };
  }
}

/**
 * The reply to something posted to the worker, or null when it is not one of
 * its messages (left unanswered: it was not meant for the worker). A failure
 * while acting is a reply with `ok: false`, never a rejection.
 */
export async function handleWorkerMessage(data: unknown, controls: WorkerControls): Promise<ServiceWorkerReply | null> {
  if (!isServiceWorkerMessage(data)) return null;
  try {
    return { type: data.type, ...(await answer(data, controls)) };
  } catch (error) {
    return { type: data.type, ok: false, done: `failed: ${(error as Error)?.message ?? String(error)}` };
  }
}
