/**
 * The page cache ("micro-cache") in front of Next.js.
 *
 * Why: public pages are rendered per request (they read the database and the
 * viewer), which caps throughput far below a static file. What a public page
 * shows depends only on the viewer's access class (decision 039: visitor,
 * pending, rejected, expired, member, subscriber; the access-class layer in
 * front of this one checks the session and tells it), so the answer for a URL,
 * class and device class is the same for everyone in the class until content
 * changes. We keep it for up to a minute and drop all of it whenever the app's
 * cache epoch moves (every committed write to a public table bumps it through
 * PostgreSQL NOTIFY, src/lib/cache.ts).
 *
 * Kept: full documents, and the router's own requests (a click's navigation
 * data and a link's prefetch, `text/x-component`), keyed also by the router
 * headers Next.js varies them on. Staff (their session cookie is still on the
 * request), server actions, the API, auth, account and admin are never cached.
 * Browsers receive `Cache-Control: private, no-cache` for visitors' answers
 * (back-forward-cache.ts) and `no-store` for signed-in ones: no shared cache
 * keeps a copy, and the browser asks again before reusing one.
 * See docs/decisions/008-caching.md and 039-access-class-cache.md.
 *
 * Next.js compresses pages with gzip; a browser that accepts brotli is served
 * the cached copy re-compressed with brotli (about a third smaller for our
 * pages), done once when the copy is stored (docs/decisions/011-page-weight.md).
 * The stored copy's script policy lists hashes instead of the first
 * visitor's nonce (`storedCopy`).
 */
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlibConstants, gunzipSync } from "node:zlib";
// Next.js's own bot test, the one that decides how it renders metadata.
import nextBots from "next/dist/shared/lib/router/utils/is-bot.js";
import { nonceOf, policyForStoredCopy } from "@/lib/content-security-policy.mjs";
import { PAGE_CACHE_MAX_BODY_BYTES, PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_MAX_TOTAL_BYTES, PAGE_CACHE_TTL_MS } from "@/lib/page-cache-limits";
import { isMobileUserAgent } from "@/lib/user-agent.mjs";
import { isRead, type Handler } from "../http";
import { hasSessionCookie } from "../session-cookie";
import { isInSection, requestAccessClass } from "./access-class";

const TTL_MS = PAGE_CACHE_TTL_MS;
const MAX_ENTRIES = PAGE_CACHE_MAX_ENTRIES;
const MAX_TOTAL_BYTES = PAGE_CACHE_MAX_TOTAL_BYTES;
const MAX_BODY_BYTES = PAGE_CACHE_MAX_BODY_BYTES;
// What Next.js varies the router's answers on (its `Vary` header), plus the
// intercepting-route header.
const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-segment-prefetch", "next-router-state-tree", "next-url"];
const CACHEABLE_TYPES = ["text/html", "text/x-component"];
const BYPASS_PREFIXES = ["/api/", "/_next/", "/admin", "/auth"];

/** A response's headers by lower-case name, as kept with a copy (any header may repeat, a policy included). */
type HeaderSet = NodeJS.Dict<OutgoingHttpHeader>;

/** The parts of a request the cache rules read (a real IncomingMessage, or a plain object in tests). */
type RequestLike = Pick<IncomingMessage, "method" | "url" | "headers">;

/**
 * A GET (or HEAD) of a public page or its router data with no session cookie:
 * a visitor, or a member the access-class layer classified (it removes the
 * cookie and marks the class). Staff keep their cookie and are never shared.
 */
export function isAnonymousPageRequest(req: RequestLike): boolean {
  if (!isRead(req as IncomingMessage)) return false;
  const url = req.url ?? "/";
  if (BYPASS_PREFIXES.some((prefix) => url.startsWith(prefix))) return false;
  const h = req.headers;
  if (hasSessionCookie(h.cookie)) return false;
  if (h.authorization) return false;
  return true;
}

/** Pages and router data of public pages, for a visitor or a classified member; never a server action. */
export function isCacheableRequest(req: RequestLike): boolean {
  if (!isAnonymousPageRequest(req)) return false;
  if (isInSection(req.url ?? "/", "/account")) return false;
  if (req.headers["next-action"]) return false;
  return true;
}

function encodingOf(acceptEncoding = ""): "br" | "gzip" | "identity" {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return "identity";
}

/**
 * What a page's HTML can depend on in the user agent: our phone-or-desktop
 * rule (src/lib/user-agent.mjs) and whether Next.js treats the agent as a bot
 * (bots get their metadata in the head instead of streamed). Keying on these
 * rather than the whole string lets every version of every browser share the
 * copy rendered for its class.
 */
export function deviceClass(userAgent = ""): string {
  return `${isMobileUserAgent(userAgent) ? "mobile" : "desktop"}/${nextBots.getBotType(userAgent) ?? "browser"}`;
}

/** The router headers of a request, in a fixed order ("" for a full document). */
function routerState(headers: IncomingHttpHeaders): string {
  return ROUTER_HEADERS.map((name) => `${name}=${headers[name] ?? ""}`).join("&");
}

/** Everything a shared page may vary on: URL, access class, device class, encoding, router state. */
export function cacheKey(req: IncomingMessage): string {
  const accessClass = requestAccessClass(req) ?? "visitor";
  return [
    `${req.method === "HEAD" ? "GET" : req.method} ${req.url}`,
    accessClass,
    deviceClass(req.headers["user-agent"] ?? ""),
    encodingOf(req.headers["accept-encoding"]),
    routerState(req.headers),
  ].join("\n");
}

export interface CachedPage {
  status: number;
  headers: HeaderSet;
  body: Buffer;
  /** The cache epoch the page was rendered in. */
  epoch: number;
  storedAt: number;
}

/** What a copy is: a whole page, or the router's data for a click or a prefetch (`text/x-component`). */
export type PageCopyKind = "page" | "routerData";

export interface PageCacheStats {
  entries: number;
  bytes: number;
  /** Live copies (current epoch, not expired) by kind; copies of an older epoch are dead weight until evicted. */
  byKind: Record<PageCopyKind, { entries: number; bytes: number }>;
  hits: number;
  misses: number;
}

export function kindOfCopy(page: Pick<CachedPage, "headers">): PageCopyKind {
  return String(page.headers["content-type"] ?? "").startsWith("text/x-component") ? "routerData" : "page";
}

export interface PageCacheOptions {
  /** The app's cache epoch (src/lib/cache.ts): a copy from an older epoch is never served. */
  epoch: () => number;
}

export class PageCache {
  #entries = new Map<string, CachedPage>();
  #bytes = 0;
  #hits = 0;
  #misses = 0;
  /** The app's cache epoch now. */
  readonly epoch: () => number;

  constructor({ epoch }: PageCacheOptions) {
    this.epoch = epoch;
  }

  get(key: string, now = Date.now()): CachedPage | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.epoch !== this.epoch() || now - entry.storedAt > TTL_MS) {
      this.#remove(key);
      return null;
    }
    // Refresh recency for the LRU order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedPage): void {
    this.#remove(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.body.length;
    while (this.#entries.size > MAX_ENTRIES || this.#bytes > MAX_TOTAL_BYTES) this.#remove(this.#entries.keys().next().value as string);
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.body.length;
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Counted by the layer, for the hit ratio the cache card shows. */
  countLookup(hit: boolean): void {
    if (hit) this.#hits++;
    else this.#misses++;
  }

  /** What the cache holds that could still be served, by kind, and its hits and misses since start. */
  stats(now = Date.now()): PageCacheStats {
    const byKind: PageCacheStats["byKind"] = { page: { entries: 0, bytes: 0 }, routerData: { entries: 0, bytes: 0 } };
    const epoch = this.epoch();
    for (const entry of this.#entries.values()) {
      if (entry.epoch !== epoch || now - entry.storedAt > TTL_MS) continue;
      const kind = byKind[kindOfCopy(entry)];
      kind.entries++;
      kind.bytes += entry.body.length;
    }
    return {
      entries: byKind.page.entries + byKind.routerData.entries,
      bytes: byKind.page.bytes + byKind.routerData.bytes,
      byKind,
      hits: this.#hits,
      misses: this.#misses,
    };
  }

  /** Drops every copy (a cache operation from the dashboard); returns how many live copies went and their bytes. */
  clear(now = Date.now()): { entries: number; bytes: number } {
    const { entries, bytes } = this.stats(now);
    this.#entries.clear();
    this.#bytes = 0;
    return { entries, bytes };
  }
}

// Quality 6: within a few per cent of the maximum for HTML, at a few milliseconds per page.
const BROTLI_QUALITY = 6;

function decodeBody(headers: HeaderSet, body: Buffer): Buffer | null {
  const encoding = headers["content-encoding"] ?? "identity";
  if (encoding === "identity") return body;
  if (encoding === "gzip") return gunzipSync(body);
  return null;
}

/**
 * The copy of a page to keep for the next visitors, or null when it cannot be
 * shared safely:
 * - its script nonce becomes the hashes of the scripts that carried it
 *   (src/lib/content-security-policy.mjs), since a nonce must never be served
 *   twice;
 * - a browser that takes brotli gets the body as brotli (about a third
 *   smaller than Next.js's gzip), compressed once here. Next.js does not
 *   compress for a browser that offers brotli alone, and that copy must not
 *   be kept uncompressed for every brotli browser after it.
 */
export function storedCopy(
  acceptEncoding: string | undefined,
  headers: HeaderSet,
  body: Buffer,
): { headers: HeaderSet; body: Buffer } | null {
  let html: Buffer | null;
  try {
    html = decodeBody(headers, body);
  } catch {
    return null; // claims gzip but is not: never keep a broken page
  }
  if (!html) return null;
  const stored = { ...headers };
  const policy = headers["content-security-policy"];
  if (Array.isArray(policy)) return null;
  if (nonceOf(policy as string | undefined)) stored["content-security-policy"] = policyForStoredCopy(policy as string, html.toString("utf8")) as string;
  if (encodingOf(acceptEncoding) !== "br") return { headers: stored, body };
  const brotli = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  return { headers: { ...stored, "content-encoding": "br", "content-length": String(brotli.length) }, body: brotli };
}

const SKIPPED_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "set-cookie"]);

type Write = (this: ServerResponse, chunk?: unknown, encoding?: unknown, cb?: unknown) => unknown;

/**
 * Serves from the cache, or lets `handle` render and keeps a copy of a
 * successful, cookie-free HTML response rendered within one epoch.
 */
export function withPageCache(cache: PageCache, handle: Handler): Handler {
  return (req, res) => {
    if (!isCacheableRequest(req)) return handle(req, res);
    const key = cacheKey(req);
    const hit = cache.get(key);
    cache.countLookup(hit !== null);
    if (hit) {
      res.writeHead(hit.status, { ...hit.headers, "x-velvet-cache": "hit" } as OutgoingHttpHeaders);
      res.end(req.method === "HEAD" ? undefined : hit.body);
      return;
    }
    const epochAtStart = cache.epoch();
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (!chunk || typeof chunk === "function" || tooBig) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      if (size > MAX_BODY_BYTES) tooBig = true;
      else chunks.push(buffer);
    };
    const write = res.write as unknown as Write;
    const end = res.end as unknown as Write;
    res.setHeader("x-velvet-cache", "miss");
    const collectingWrite: Write = function (this: ServerResponse, chunk, encoding, cb) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, cb);
    };
    const collectingEnd: Write = function (this: ServerResponse, chunk, encoding, cb) {
      collect(chunk, encoding);
      const type = String(res.getHeader("content-type") ?? "");
      const storable =
        req.method === "GET" &&
        res.statusCode === 200 &&
        !tooBig &&
        CACHEABLE_TYPES.some((cacheable) => type.startsWith(cacheable)) &&
        !res.hasHeader("set-cookie") &&
        cache.epoch() === epochAtStart;
      const result = end.call(this, chunk, encoding, cb);
      // Stored after the response is on its way: re-compressing must not delay this visitor.
      if (storable) {
        const headers: HeaderSet = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (!SKIPPED_HEADERS.has(name) && name !== "x-velvet-cache" && name !== "content-length") headers[name] = value;
        }
        const body = Buffer.concat(chunks);
        headers["content-length"] = String(body.length);
        const stored = storedCopy(req.headers["accept-encoding"], headers, body);
        if (stored) cache.set(key, { status: 200, headers: stored.headers, body: stored.body, epoch: epochAtStart, storedAt: Date.now() });
      }
      return result;
    };
    res.write = collectingWrite as unknown as ServerResponse["write"];
    res.end = collectingEnd as unknown as ServerResponse["end"];
    return handle(req, res);
  };
}
