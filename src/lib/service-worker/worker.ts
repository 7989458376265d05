/**
 * The public site's service worker, served at /sw.js (decision 053). Built by
 * src/server/service-worker-build.ts after `next build`, which puts in
 * `VELVET_SW_BUILD`: the build id, the files to precache and the offline
 * page's parts. The rules of what may be kept are in ./rules.ts.
 *
 * - install: precache this build's shell (stylesheets, fonts, the router's
 *   runtime), then take over at once: pages always come from the network and
 *   every file name carries its content hash, so an old page and a new worker
 *   cannot mix.
 * - activate: delete every cache of an older build; turn navigation preload
 *   on, so a page's request starts while the worker wakes up.
 * - fetch: static files cache first; images network first, kept only when the
 *   server calls them public; pages network only, the offline page when the
 *   network fails; everything else untouched (no respondWith).
 * - message: ./message-handler.ts, one reply per message.
 *
 * Signing in or out empties it all: the server answers a change of session
 * with `Clear-Site-Data: "cache", "storage"` (src/server/layers/account-change.ts).
 */
import { handleWorkerMessage, type WorkerControls } from "./message-handler";
import { OFFLINE_PAGE_POLICY, offlinePageHtml, type OfflinePageParts } from "./offline-page";
import type { ServiceWorkerReply } from "./protocol";
import { cacheNamesFor, isOlderBuildCache, isPublicImageResponse, MAX_STORED_IMAGES, mayStoreStaticFile, routeOf } from "./rules";

/** What the build puts in the worker. */
export interface ServiceWorkerBuild {
  buildId: string;
  /** Paths under /_next/static/ to store on install. */
  precache: string[];
  offlinePage: OfflinePageParts;
}

declare const VELVET_SW_BUILD: ServiceWorkerBuild;

// The parts of the service worker's global scope used here (the DOM library
// TypeScript checks the rest of the app with does not describe a worker).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
  readonly source: { postMessage(message: unknown): void } | null;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration & { navigationPreload?: { enable(): Promise<void> } };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const build = VELVET_SW_BUILD;
const names = cacheNamesFor(build.buildId);

async function precache(): Promise<void> {
  const cache = await caches.open(names.static);
  await cache.addAll(build.precache);
}

async function deleteOlderBuildCaches(): Promise<void> {
  const older = (await caches.keys()).filter((name) => isOlderBuildCache(name, build.buildId));
  await Promise.all(older.map((name) => caches.delete(name)));
}

async function enableNavigationPreload(): Promise<void> {
  await worker.registration.navigationPreload?.enable();
}

/** Hashed files never change under their name: the stored copy, else the network's (then stored). */
async function staticFile(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(names.static);
  const stored = await cache.match(event.request);
  if (stored) return stored;
  const response = await fetch(event.request);
  if (mayStoreStaticFile(response)) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

/** Keeps at most MAX_STORED_IMAGES images: the cache lists its entries oldest first. */
async function storeImage(cache: Cache, request: Request, response: Response): Promise<void> {
  await cache.put(request, response);
  const stored = await cache.keys();
  await Promise.all(stored.slice(0, Math.max(0, stored.length - MAX_STORED_IMAGES)).map((entry) => cache.delete(entry)));
}

/**
 * The network's answer decides: kept when public, and a stored copy dropped
 * when the server no longer calls the image public (it was restricted, or
 * removed). The stored copy is shown only when the network is gone.
 */
async function image(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(names.images);
  let response: Response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    const stored = await cache.match(event.request);
    if (stored) return stored;
    throw error;
  }
  event.waitUntil(isPublicImageResponse(response) ? storeImage(cache, event.request, response.clone()) : cache.delete(event.request));
  return response;
}

function offlinePage(url: string): Response {
  return new Response(offlinePageHtml(build.offlinePage, url), {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "content-security-policy": OFFLINE_PAGE_POLICY },
  });
}

/** Pages are never stored: the network's answer (any status), or the offline page when there is no network. */
async function page(event: FetchEvent): Promise<Response> {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return offlinePage(event.request.url);
  }
}

const controls: WorkerControls = {
  caches,
  skipWaiting: () => worker.skipWaiting(),
  claimClients: () => worker.clients.claim(),
  async update() {
    await worker.registration.update();
    const next = worker.registration.installing ?? worker.registration.waiting;
    // With a port of its own, so that its reply is not posted back to this worker.
    next?.postMessage({ type: "SKIP_WAITING" }, [new MessageChannel().port2]);
    return Boolean(next);
  },
};

function reply(event: ExtendableMessageEvent, answer: ServiceWorkerReply): void {
  const port = event.ports[0];
  if (port) port.postMessage(answer);
  else event.source?.postMessage(answer);
}

worker.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => worker.skipWaiting()));
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(Promise.all([deleteOlderBuildCaches(), enableNavigationPreload()]));
});

worker.addEventListener("fetch", (event) => {
  const route = routeOf(event.request, worker.location.origin);
  if (route === "static") event.respondWith(staticFile(event));
  else if (route === "image") event.respondWith(image(event));
  else if (route === "page") event.respondWith(page(event));
  // "ignore": no respondWith, so the browser goes to the network as if there were no worker.
});

worker.addEventListener("message", (event) => {
  event.waitUntil(
    handleWorkerMessage(event.data, controls).then((answer) => {
      if (answer) reply(event, answer);
    }),
  );
});
