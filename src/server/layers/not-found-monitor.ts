/**
 * The 404 monitor (Technical SEO › 404 monitor; docs/decisions/031-not-found-monitor.md):
 * the production server (src/server/pipeline.ts) notes every public GET or
 * HEAD that ends in a 404, counted per path in memory and written in one
 * statement every FLUSH_EVERY_MS (and at shutdown), the way the redirect
 * layer counts its hits (src/server/layers/redirects.ts).
 *
 * - Nothing is awaited on the request path: the layer only listens for the
 *   response's end, and a failure is logged, never thrown at a visitor.
 * - Only the path (no query string), counts, times and the host of the
 *   Referer are kept: no address, no user agent, no full referring URL.
 * - Both memory and the table are capped (MAX_PENDING_PATHS,
 *   MAX_STORED_PATHS), so a scraper asking for random URLs can neither grow
 *   the process nor the table without bound; paths already known keep
 *   counting.
 * - The database access is the app's (src/features/seo/not-found/store.ts,
 *   handed over at start-up through src/server/app-ports.ts), so this file
 *   holds no SQL and the tests pass their own store.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_PATH_LENGTH, MAX_PENDING_PATHS, MAX_STORED_PATHS } from "@/features/seo/not-found/limits.mjs";
import { isReservedPath } from "@/features/seo/redirects/engine";
import type { NotFoundCount, NotFoundStore } from "../app-ports";
import { errorMessage, httpHostOf, isRead, pathPart, type Handler } from "../http";

export { MAX_PATH_LENGTH, MAX_PENDING_PATHS, MAX_STORED_PATHS };

const FLUSH_EVERY_MS = 10_000;

/**
 * Paths that are not pages: the build's files, the back office, the API,
 * sign-in (all reserved for the redirects too), and files by their
 * extension (a missing image or script is not a broken link to report).
 */
const STATIC_FILE = /\.(?:js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|bmp|woff2?|ttf|otf|eot|mp4|webm|mp3|txt|xml|json|webmanifest)$/i;

export interface NotFoundMonitorOptions {
  flushEveryMs?: number;
  maxPending?: number;
  maxStored?: number;
  now?: () => number;
}

/**
 * The counts of one process. `store` gives `recordNotFound(batch, { maxRows })`,
 * where batch is an array of `{ path, hits, referrerHost, firstSeenAt, lastSeenAt }`.
 */
export class NotFoundMonitor {
  #store: NotFoundStore;
  #pending = new Map<string, NotFoundCount>();
  #dropped = 0;
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> | null = null;
  #now: () => number;
  #maxPending: number;
  #maxStored: number;

  constructor(
    store: NotFoundStore,
    { flushEveryMs = FLUSH_EVERY_MS, maxPending = MAX_PENDING_PATHS, maxStored = MAX_STORED_PATHS, now = () => Date.now() }: NotFoundMonitorOptions = {},
  ) {
    this.#store = store;
    this.#now = now;
    this.#maxPending = maxPending;
    this.#maxStored = maxStored;
    if (flushEveryMs > 0) {
      this.#timer = setInterval(() => void this.flush(), flushEveryMs);
      this.#timer.unref?.();
    }
  }

  /** Counts one 404 of a path; a new path past the pending cap is only counted as dropped. */
  record(path: string, referrerHost = ""): void {
    const at = new Date(this.#now());
    const entry = this.#pending.get(path);
    if (entry) {
      entry.hits++;
      entry.lastSeenAt = at;
      if (referrerHost) entry.referrerHost = referrerHost;
      return;
    }
    if (this.#pending.size >= this.#maxPending) {
      this.#dropped++;
      return;
    }
    this.#pending.set(path, { path, hits: 1, referrerHost, firstSeenAt: at, lastSeenAt: at });
  }

  /** Pending counts (tests). */
  get pending(): NotFoundCount[] {
    return [...this.#pending.values()].map((entry) => ({ ...entry }));
  }

  /** New paths not kept since the process started, because the pending cap was reached. */
  get dropped(): number {
    return this.#dropped;
  }

  /** Writes the pending counts in one call; on failure they are kept for the next flush. One flush at a time. */
  flush(): Promise<void> {
    this.#flushing ??= this.#write().finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  async #write(): Promise<void> {
    if (this.#pending.size === 0) return;
    const batch = [...this.#pending.values()];
    this.#pending = new Map();
    try {
      await this.#store.recordNotFound(batch, { maxRows: this.#maxStored });
    } catch (error) {
      for (const entry of batch) this.#merge(entry);
      console.error("[not-found] 404 counts could not be written:", errorMessage(error));
    }
  }

  /** Puts back an entry a failed write held (it was pending already, so the cap does not apply). */
  #merge(entry: NotFoundCount): void {
    const current = this.#pending.get(entry.path);
    if (!current) {
      this.#pending.set(entry.path, entry);
      return;
    }
    current.hits += entry.hits;
    if (entry.firstSeenAt < current.firstSeenAt) current.firstSeenAt = entry.firstSeenAt;
    if (!current.referrerHost) current.referrerHost = entry.referrerHost;
  }

  /** Stops the timer and writes what is left. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    if (this.#flushing) await this.#flushing;
    await this.flush();
  }
}

/** The path a request is counted under: no query string or fragment, as sent (not decoded), at most MAX_PATH_LENGTH characters. */
export function notFoundPathOf(url: string | undefined | null): string {
  return pathPart(String(url ?? "/")).slice(0, MAX_PATH_LENGTH);
}

/** The host of the Referer header, lower-cased, or "" (never the full URL). */
export function referrerHostOf(header: string | string[] | undefined): string {
  return httpHostOf(Array.isArray(header) ? header[0] : header);
}

/** Whether a request is watched at all: a read of a public page's path. */
export function isMonitoredRequest(req: Pick<IncomingMessage, "method" | "url">): boolean {
  if (!isRead(req as IncomingMessage)) return false;
  const url = req.url ?? "/";
  if (!url.startsWith("/")) return false;
  const path = pathPart(url);
  return !isReservedPath(path) && !STATIC_FILE.test(path);
}

/**
 * The server layer: hands every request to `handle` at once and, for a
 * watched one, notes its path if the response it finally sent was a 404.
 */
export function withNotFoundMonitor(monitor: Pick<NotFoundMonitor, "record">, handle: Handler): Handler {
  return (req, res) => {
    if (isMonitoredRequest(req)) watch(monitor, req, res);
    return handle(req, res);
  };
}

function watch(monitor: Pick<NotFoundMonitor, "record">, req: IncomingMessage, res: ServerResponse): void {
  try {
    const path = notFoundPathOf(req.url);
    const referrerHost = referrerHostOf(req.headers.referer);
    res.once("finish", () => {
      if (res.statusCode !== 404) return;
      try {
        monitor.record(path, referrerHost);
      } catch (error) {
        console.error("[not-found] a 404 could not be counted:", errorMessage(error));
      }
    });
  } catch (error) {
    console.error("[not-found] a request could not be watched:", errorMessage(error));
  }
}
