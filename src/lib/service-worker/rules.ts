/**
 * What the service worker may keep, and where (decision 053). Plain
 * functions over the few facts of a request or response they need, so the
 * rules are tested without a browser (rules.test.ts); ./worker.ts applies them.
 *
 * The worker keeps only what every visitor may see: the build's hashed
 * static files (scripts, styles, fonts) and images the server itself calls
 * public. Pages go to the network every time (the offline page stands in
 * when there is none) and nothing of a signed-in viewer is ever stored.
 */

/** Every cache the worker owns starts with this; the purges delete exactly those. */
export const CACHE_PREFIX = "velvet-sw-";

/** How many public images the image cache keeps; the oldest stored go first. */
export const MAX_STORED_IMAGES = 200;

export interface CacheNames {
  /** The build's static files: the precache and any other file of the build a page used. */
  static: string;
  /** Public images, network first. */
  images: string;
}

/** The caches of one build: the build id in every name, so a new build never reads an older build's copies. */
export function cacheNamesFor(buildId: string): CacheNames {
  return { static: `${CACHE_PREFIX}${buildId}-static`, images: `${CACHE_PREFIX}${buildId}-images` };
}

export function isOwnCache(name: string): boolean {
  return name.startsWith(CACHE_PREFIX);
}

/** A cache of ours that is not this build's: deleted when this build's worker activates. */
export function isOlderBuildCache(name: string, buildId: string): boolean {
  return isOwnCache(name) && !Object.values(cacheNamesFor(buildId)).includes(name);
}

/** What the worker does with a request. "ignore": no respondWith at all, the browser fetches as if there were no worker. */
export type RequestRoute = "static" | "image" | "page" | "ignore";

/** The parts of a Request the rules read (a real Request, or a plain object in tests). */
export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  destination: string;
  headers: { get(name: string): string | null };
}

const STATIC_PREFIX = "/_next/static/";
// Sections whose pages read the person (or are staff screens): the worker never touches them.
const PRIVATE_SECTIONS = ["/admin", "/auth", "/account", "/api"];
// Where the site's images come from: the media route (which decides public or
// private per photo), the image optimiser, and anything else an <img> loads
// from our origin outside the API (public/ files such as /brand/…).
const IMAGE_API_PREFIX = "/api/media/";
// What Next.js's router sends instead of a page: its answers are never stored.
const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action"];

/** True when the path is the section itself or below it (`/admin`, `/admin/…`), not `/administrators`. */
function isInSection(path: string, section: string): boolean {
  return path === section || path.startsWith(`${section}/`);
}

/** A request of Next.js's router (an RSC answer, a prefetch, a server action), by its headers or its `_rsc` parameter. */
export function isRouterRequest(request: Pick<RequestFacts, "url" | "headers">): boolean {
  if (ROUTER_HEADERS.some((name) => request.headers.get(name) !== null)) return true;
  if ((request.headers.get("accept") ?? "").includes("text/x-component")) return true;
  return new URL(request.url).searchParams.has("_rsc");
}

/**
 * Which of the worker's ways a request takes. Only reads of our own origin
 * are ever handled; the router's requests, private sections and the API
 * (photos apart) are left to the browser untouched.
 */
export function routeOf(request: RequestFacts, origin: string): RequestRoute {
  if (request.method !== "GET") return "ignore";
  const url = new URL(request.url);
  if (url.origin !== origin) return "ignore";
  if (isRouterRequest(request)) return "ignore";
  const path = url.pathname;
  if (path.startsWith(STATIC_PREFIX)) return "static";
  // An image anywhere but the API, or from the media route: whether it is kept is the answer's to say.
  if (request.destination === "image" && (path.startsWith(IMAGE_API_PREFIX) || !isInSection(path, "/api"))) return "image";
  if (request.mode !== "navigate") return "ignore";
  if (path.startsWith("/_next/") || PRIVATE_SECTIONS.some((section) => isInSection(path, section))) return "ignore";
  return "page";
}

/** The parts of a Response the rules read. */
export interface ResponseFacts {
  status: number;
  /** "basic" for our own origin; an opaque or redirected answer is never stored. */
  type: string;
  headers: { get(name: string): string | null };
}

/** The Cache-Control directives of a header, lower-cased, without their values (`max-age=60` → `max-age`). */
export function cacheControlDirectives(header: string | null): Set<string> {
  return new Set(
    (header ?? "")
      .split(",")
      .map((part) => part.split("=", 1)[0].trim().toLowerCase())
      .filter(Boolean),
  );
}

function isWholeOwnAnswer(response: ResponseFacts): boolean {
  // 200 only: a 206 is part of a file, a 304 has no body, anything else is not the file.
  return response.status === 200 && (response.type === "basic" || response.type === "default");
}

/** A static file may be kept when it came back whole and may be stored at all. */
export function mayStoreStaticFile(response: ResponseFacts): boolean {
  return isWholeOwnAnswer(response) && !cacheControlDirectives(response.headers.get("cache-control")).has("no-store");
}

/**
 * An image may be kept only when the server says anyone may have it: a whole
 * 200 answer, an image type, and Cache-Control `public` (without `private` or
 * `no-store`). The media route serves a restricted photo `private`, so it is
 * never kept, whoever is signed in; the URL alone decides nothing.
 */
export function isPublicImageResponse(response: ResponseFacts): boolean {
  if (!isWholeOwnAnswer(response)) return false;
  if (!(response.headers.get("content-type") ?? "").toLowerCase().startsWith("image/")) return false;
  const directives = cacheControlDirectives(response.headers.get("cache-control"));
  return directives.has("public") && !directives.has("private") && !directives.has("no-store");
}
