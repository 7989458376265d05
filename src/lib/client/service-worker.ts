/**
 * The page's side of the service worker (decision 053): registering it, and
 * asking it things. No React, safe to import from any client component; every
 * function is a no-op where browsers have no worker (server rendering, tests,
 * an insecure origin) and never throws.
 *
 * The worker's messages and replies are in src/lib/service-worker/protocol.ts.
 */
import {
  isServiceWorkerReply,
  type ServiceWorkerMessage,
  type ServiceWorkerMessageType,
  type ServiceWorkerReply,
} from "@/lib/service-worker/protocol";

export type { ServiceWorkerMessageType, ServiceWorkerReply } from "@/lib/service-worker/protocol";

/** Where the server serves the worker (src/server/layers/service-worker.ts). */
export const SERVICE_WORKER_URL = "/sw.js";

/** How long to wait for a reply: purging a few caches takes milliseconds. */
const REPLY_TIMEOUT_MS = 5_000;

/** The browser's ServiceWorkerContainer, or null where there is none. */
function container(): ServiceWorkerContainer | null {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator ? navigator.serviceWorker : null;
}

/**
 * How long after the load event the worker is registered. Not at once: a
 * page holds its registration, and Chromium drops a page from the
 * back/forward cache when the worker's installation reports to it while it
 * sits there, so a visitor who follows a link in the first seconds and comes
 * back would wait for the page again. A page left sooner registers when it
 * is shown again (its timer is paused meanwhile). It also keeps the
 * precache's downloads out of the page's own first seconds.
 */
export const REGISTER_AFTER_LOAD_MS = 5_000;

/**
 * Registers the worker a few seconds after the page has loaded, in
 * production builds only: under `next dev` there is no /sw.js and hashed
 * files change on every edit. Returns what cancels it (for an effect's clean-up).
 */
export function registerServiceWorkerAfterLoad(): () => void {
  const workers = container();
  if (!workers) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const register = () => {
    // A failed registration (no worker in this build, storage disabled) leaves the site as it was.
    workers.register(SERVICE_WORKER_URL, { scope: "/" }).catch(() => undefined);
  };
  const registerLater = () => {
    timer = setTimeout(register, REGISTER_AFTER_LOAD_MS);
  };
  if (document.readyState === "complete") registerLater();
  else window.addEventListener("load", registerLater, { once: true });
  return () => {
    window.removeEventListener("load", registerLater);
    clearTimeout(timer);
  };
}

/** The worker that would answer: the page's controller, else the registration's active worker. */
async function activeWorker(workers: ServiceWorkerContainer): Promise<ServiceWorker | null> {
  if (workers.controller) return workers.controller;
  const registration = await workers.getRegistration();
  return registration?.active ?? null;
}

/** Posts a message on a channel of its own and waits for the one reply (null: none in time). */
function postAndAwaitReply(worker: ServiceWorker, message: ServiceWorkerMessage): Promise<ServiceWorkerReply | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => finish(null), REPLY_TIMEOUT_MS);
    function finish(reply: ServiceWorkerReply | null) {
      clearTimeout(timer);
      channel.port1.close();
      resolve(reply);
    }
    channel.port1.onmessage = (event: MessageEvent) => finish(isServiceWorkerReply(event.data) ? event.data : null);
    worker.postMessage(message, [channel.port2]);
  });
}

/** The worker's reply to a message, or null when there is no worker or it did not answer. Never throws. */
export async function askServiceWorker(message: ServiceWorkerMessage): Promise<ServiceWorkerReply | null> {
  try {
    const workers = container();
    const worker = workers ? await activeWorker(workers) : null;
    return worker ? await postAndAwaitReply(worker, message) : null;
  } catch {
    return null;
  }
}

/**
 * Tells the worker something: true when a worker received it and replied that
 * it was done; false when there is no worker, it did not answer, or it could
 * not do it (INVALIDATE_CACHE with an invalid pattern). Never throws.
 */
export async function tellServiceWorker(message: { type: ServiceWorkerMessageType; pattern?: string }): Promise<boolean> {
  const reply = await askServiceWorker(message);
  return reply?.ok === true;
}

/**
 * Empties every cache this site keeps in the browser: tells the worker
 * CLEAR_ALL_CACHES, and deletes every CacheStorage cache of this origin
 * directly as well (a worker not yet active, or another script's cache).
 * The site keeps no caching state in local storage, so there is no key to
 * remove there. Never throws.
 */
export async function dropBrowserCaches(): Promise<void> {
  await tellServiceWorker({ type: "CLEAR_ALL_CACHES" });
  try {
    if (typeof caches === "undefined") return;
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  } catch {
    // CacheStorage refused (an insecure origin, storage disabled): nothing is stored there either.
  }
}
