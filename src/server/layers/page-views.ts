/**
 * First-party, cookieless page views, counted by the production server
 * (src/server/pipeline.ts) outside the page cache, so a page served from the
 * cache counts like a rendered one. See docs/decisions/032-page-view-analytics.md.
 *
 * - A view is a GET of a public page that ends 200 with an HTML document, or
 *   a client-side navigation (an RSC request that is not a prefetch). Never
 *   HEAD, prefetches, errors, the API, admin, auth, account or files.
 * - Bots (Next.js's own test, our crawler list, obvious non-browsers and any
 *   request without a User-Agent) and staff (admin or team sessions) count
 *   nothing. A session is checked once per token against the app and the
 *   answer kept for a minute, after the response has gone: no visitor waits
 *   for it, and no view costs a query per request.
 * - Kept: the path (no query, at most 512 characters), the UTC day, the
 *   device type and the referring site's host. No cookie is set, no address,
 *   no user agent is stored.
 * - Counted in memory by bucket and written every FLUSH_EVERY_MS (and at
 *   shutdown) in one upsert through the app's store
 *   (src/features/seo/performance/store.ts, handed over at start-up through
 *   src/server/app-ports.ts), so this file holds no SQL and the tests pass
 *   their own store.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import nextBots from "next/dist/shared/lib/router/utils/is-bot.js";
import { isReservedPath } from "@/features/seo/redirects/engine";
import { deviceTypeOf, isCrawler } from "@/lib/user-agent.mjs";
import type { DeviceType, PageViewBucket, PageViewStore } from "../app-ports";
import { beforeWriteHead, errorMessage, explicitHeader, firstHeader, httpHostOf, MAX_HOST_LENGTH, pathPart, type Handler } from "../http";
import { sessionTokenOf } from "../session-cookie";

export { sessionTokenOf };

const FLUSH_EVERY_MS = 10_000;
// Distinct buckets held between two flushes: enough for a busy site's ten
// seconds; beyond it a flood of random paths is dropped (and counted), not kept.
const MAX_PENDING_BUCKETS = 20_000;
const STAFF_TTL_MS = 60_000;
const MAX_STAFF_ENTRIES = 2_000;
export const MAX_PATH_LENGTH = 512;

// Things that fetch pages but are not people reading them.
const NON_BROWSER_UA =
  /curl|wget|python|httpx|aiohttp|go-http-client|okhttp|axios|node-fetch|undici|got\b|libwww|java\/|apache-httpclient|httpclient|scrapy|phantomjs|puppeteer|playwright|selenium|postman|insomnia|httpie|uptime|monitor|pingdom|feedfetcher|\bfeed|rss|validator|checker|scanner|zgrab|masscan|nikto|sqlmap/i;

/** A request that is not a person in a browser: a known bot, a script, or no User-Agent at all. */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  if (!userAgent || !userAgent.trim()) return true;
  return nextBots.isBot(userAgent) || isCrawler(userAgent) || NON_BROWSER_UA.test(userAgent);
}

const PRIVATE_PREFIXES = ["/account"];
// A last segment with an extension is a file (an image, a manifest), not a page.
const FILE_PATH = /\/[^/]*\.[a-z0-9]{1,8}$/i;

/** A public page's path: not the API, admin, auth, account, Next.js files, robots, sitemaps or any file. */
export function isPublicPagePath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//")) return false;
  if (isReservedPath(path)) return false;
  const lower = path.toLowerCase();
  if (PRIVATE_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))) return false;
  return !FILE_PATH.test(path);
}

/** A prefetch by the Next.js router or by the browser (speculation rules, link prefetch). */
export function isPrefetch(req: IncomingMessage): boolean {
  if (firstHeader(req, "next-router-prefetch")) return true;
  const purpose = `${firstHeader(req, "sec-purpose") ?? ""} ${firstHeader(req, "purpose") ?? ""}`;
  return /prefetch|prerender/i.test(purpose);
}

/** A client-side navigation: the router asks for the page's RSC payload. */
export function isRscRequest(req: IncomingMessage): boolean {
  return firstHeader(req, "rsc") === "1" || /[?&]_rsc=/.test(req.url ?? "");
}

/** The request part of the rule: a GET of a public page by a browser, not a prefetch. */
export function isViewCandidate(req: IncomingMessage): boolean {
  if (req.method !== "GET") return false;
  const path = pathOf(req.url);
  if (path === null || !isPublicPagePath(path)) return false;
  if (isPrefetch(req)) return false;
  return !isBotUserAgent(firstHeader(req, "user-agent"));
}

/** The answer part: 200, and an HTML document or a navigation's payload. */
export function isViewAnswer(req: IncomingMessage, res: ServerResponse, contentType: unknown = res.getHeader("content-type")): boolean {
  if (res.statusCode !== 200) return false;
  if (isRscRequest(req)) return true;
  return String(contentType ?? "").toLowerCase().startsWith("text/html");
}

/** The path without query or fragment, cut to MAX_PATH_LENGTH; null when it is not a path. */
export function pathOf(url: string | undefined | null): string | null {
  const raw = String(url ?? "");
  if (!raw.startsWith("/")) return null;
  return pathPart(raw).slice(0, MAX_PATH_LENGTH);
}

/** The Referer's host, or "" when there is none, it is malformed, or it is this site itself. */
export function referrerHostOf(referer: string | undefined, ownHost: string | undefined): string {
  const host = httpHostOf(referer, Number.POSITIVE_INFINITY);
  const own = String(ownHost ?? "").toLowerCase().replace(/:\d+$/, "").replace(/^\[|\]$/g, "");
  if (!host || host.replace(/^\[|\]$/g, "") === own) return "";
  return host.slice(0, MAX_HOST_LENGTH);
}

/** The UTC date of a moment, as the `day` column holds it. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** One view to count: everything of its bucket but the count. */
export interface View {
  path: string;
  deviceType: DeviceType;
  referrerHost?: string;
  day?: string;
}

export interface PageViewCounterOptions {
  flushEveryMs?: number;
  maxPending?: number;
  staffTtlMs?: number;
  maxStaffEntries?: number;
  now?: () => number;
}

/**
 * Counts views per bucket (path, day, device, referrer host) in memory and
 * writes them in batches. `store` gives `recordViews(buckets)` (an array of
 * `{ path, day, deviceType, referrerHost, views }`) and
 * `isStaffSession(cookieHeader)`.
 */
export class PageViewCounter {
  #store: PageViewStore;
  #buckets = new Map<string, PageViewBucket>();
  #staff = new Map<string, { at: number; answer: Promise<boolean> }>();
  #timer: NodeJS.Timeout | null = null;
  #now: () => number;
  #maxPending: number;
  #staffTtlMs: number;
  #maxStaffEntries: number;
  /** Views not kept because too many buckets were pending. */
  dropped = 0;

  constructor(
    store: PageViewStore,
    {
      flushEveryMs = FLUSH_EVERY_MS,
      maxPending = MAX_PENDING_BUCKETS,
      staffTtlMs = STAFF_TTL_MS,
      maxStaffEntries = MAX_STAFF_ENTRIES,
      now = () => Date.now(),
    }: PageViewCounterOptions = {},
  ) {
    this.#store = store;
    this.#now = now;
    this.#maxPending = maxPending;
    this.#staffTtlMs = staffTtlMs;
    this.#maxStaffEntries = maxStaffEntries;
    if (flushEveryMs > 0) {
      this.#timer = setInterval(() => void this.flush(), flushEveryMs);
      this.#timer.unref?.();
    }
  }

  /** Adds one view (or `views`) to its bucket; a new bucket past the limit is dropped and counted. */
  record({ path, deviceType, referrerHost = "", day = utcDay(this.#now()) }: View, views = 1): void {
    const key = `${day}\n${deviceType}\n${referrerHost}\n${path}`;
    const bucket = this.#buckets.get(key);
    if (bucket) {
      bucket.views += views;
      return;
    }
    if (this.#buckets.size >= this.#maxPending) {
      this.dropped += views;
      return;
    }
    this.#buckets.set(key, { path, day, deviceType, referrerHost, views });
  }

  /** Pending buckets (tests). */
  get pending(): PageViewBucket[] {
    return [...this.#buckets.values()].map((bucket) => ({ ...bucket }));
  }

  /**
   * Whether a signed-in request is staff's: asked of the app once per
   * session token, the answer (or the question in flight) kept for a minute.
   * A failed check counts as staff: better a lost view than a counted admin.
   */
  isStaff(cookieHeader: string | undefined): Promise<boolean> {
    const token = sessionTokenOf(cookieHeader);
    if (!token) return Promise.resolve(false);
    const now = this.#now();
    const known = this.#staff.get(token);
    if (known && now - known.at < this.#staffTtlMs) return known.answer;
    const answer = Promise.resolve()
      .then(() => this.#store.isStaffSession(cookieHeader ?? ""))
      .then(
        (staff) => staff === true,
        (error) => {
          console.error("[page-views] the session could not be checked:", errorMessage(error));
          this.#staff.delete(token);
          return true;
        },
      );
    this.#staff.delete(token);
    this.#staff.set(token, { at: now, answer });
    while (this.#staff.size > this.#maxStaffEntries) this.#staff.delete(this.#staff.keys().next().value as string);
    return answer;
  }

  /** Writes the pending views in one upsert; on failure they are kept for the next flush. */
  async flush(): Promise<void> {
    if (this.#buckets.size === 0) return;
    const batch = [...this.#buckets.values()];
    this.#buckets = new Map();
    try {
      await this.#store.recordViews(batch);
    } catch (error) {
      for (const bucket of batch) this.record(bucket, bucket.views);
      console.error("[page-views] views could not be written:", errorMessage(error));
    }
  }

  /** Stops the timer and writes what is left. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.flush();
  }
}

/**
 * The server layer: hands every request to `handle` untouched and, once the
 * answer is complete, counts it if it is a view (staff checked then, after
 * the visitor has the page).
 */
export function withPageViews(counter: PageViewCounter, handle: Handler): Handler {
  return (req, res) => {
    if (!isViewCandidate(req)) return handle(req, res);
    // A page-cache hit sets its headers through writeHead alone.
    let written: unknown;
    beforeWriteHead(res, (explicit) => {
      written = explicitHeader(explicit, "content-type");
    });
    res.once("finish", () => {
      if (!isViewAnswer(req, res, written ?? res.getHeader("content-type"))) return;
      const view: View = {
        path: pathOf(req.url) as string,
        deviceType: deviceTypeOf(firstHeader(req, "user-agent")),
        referrerHost: referrerHostOf(firstHeader(req, "referer"), firstHeader(req, "host")),
      };
      const cookie = firstHeader(req, "cookie");
      if (!sessionTokenOf(cookie)) return counter.record(view);
      // Signed-in members count as visitors; staff do not.
      void counter.isStaff(cookie).then((staff) => {
        if (!staff) counter.record(view);
      });
    });
    return handle(req, res);
  };
}
