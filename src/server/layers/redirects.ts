/**
 * Redirect rules applied by the production server (src/server/pipeline.ts) to
 * every GET and HEAD of a public path, before the back/forward-cache layer,
 * the page cache and Next.js: a cached page therefore still redirects as soon
 * as a rule is added. See docs/decisions/030-redirects.md.
 *
 * - The rules are read from the database once, compiled by the engine
 *   (src/features/seo/redirects/engine.ts) and kept in memory; a change
 *   notification for `redirects` (or `*`, after a lost connection) reloads
 *   them in the background while the old set keeps answering. No request
 *   queries the database, except the very first ones, which wait for the
 *   first load.
 * - Hits are counted in memory and written in one statement every
 *   FLUSH_EVERY_MS (and at shutdown). That write only touches hit_count and
 *   last_hit_at, which the table's change trigger ignores (migration 0011),
 *   so counting never reloads the rules nor clears the page cache.
 * - The database access is the app's (src/features/seo/redirects/store.ts,
 *   handed over at start-up through src/server/app-ports.ts), so this file
 *   holds no SQL and the tests pass their own source.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { compileRules, isReservedPath, type RedirectAnswer, type RedirectMatcher, type RedirectRule } from "@/features/seo/redirects/engine";
import type { RedirectHit, RedirectSource } from "../app-ports";
import { errorMessage, isRead, pathPart, type Handler } from "../http";

const FLUSH_EVERY_MS = 10_000;
const RETRY_AFTER_MS = 5_000;

/**
 * The rules of one process. `source` gives `load()` (active rules), `onChange(listener)`
 * (table names; returns an unsubscribe) and `recordHits(hits)` (an array of
 * `{ id, count, lastHitAt }`).
 */
export class RedirectRules {
  #source: RedirectSource;
  #matcher: RedirectMatcher | null = null;
  #loading: Promise<void> | null = null;
  #generation = 0;
  #stale = true;
  #failedAt = 0;
  #hits = new Map<string, RedirectHit>();
  #timer: NodeJS.Timeout | null = null;
  #unsubscribe: (() => void) | null = null;
  #now: () => number;

  constructor(source: RedirectSource, { flushEveryMs = FLUSH_EVERY_MS, now = () => Date.now() }: { flushEveryMs?: number; now?: () => number } = {}) {
    this.#source = source;
    this.#now = now;
    this.#unsubscribe =
      source.onChange?.((table) => {
        if (table === "redirects" || table === "*") this.invalidate();
      }) ?? null;
    if (flushEveryMs > 0) {
      this.#timer = setInterval(() => void this.flush(), flushEveryMs);
      this.#timer.unref?.();
    }
  }

  /** Marks the rules out of date and starts reading them again; the old ones answer meanwhile. */
  invalidate(): void {
    this.#stale = true;
    this.#generation++;
    void this.#reload();
  }

  /** Number of compiled rules (0 before the first load). */
  get size(): number {
    return this.#matcher?.size ?? 0;
  }

  #reload(): Promise<void> {
    if (this.#loading) return this.#loading;
    const generation = this.#generation;
    this.#loading = (async () => {
      try {
        const rules = await this.#source.load();
        this.#matcher = compileRules(rules);
        // A change announced while reading leaves the rules stale: read again.
        this.#stale = generation !== this.#generation;
        this.#failedAt = 0;
      } catch (error) {
        this.#failedAt = this.#now();
        console.error("[redirects] the rules could not be read:", errorMessage(error));
      } finally {
        this.#loading = null;
      }
      if (this.#stale && this.#failedAt === 0) void this.#reload();
    })();
    return this.#loading;
  }

  /**
   * The matcher to answer with: the current one at once; before the first
   * load, waits for it (only the first requests after boot do). When the
   * database cannot be read, requests pass through and a new read is tried
   * after RETRY_AFTER_MS.
   */
  async matcher(): Promise<RedirectMatcher | null> {
    const current = this.current();
    if (current) return current;
    if (this.#failedAt && this.#now() - this.#failedAt < RETRY_AFTER_MS) return null;
    await this.#reload();
    return this.#matcher;
  }

  /**
   * The current matcher without waiting, or null before the first load (the
   * hot path). Rules left stale by a failed reload are read again, in the
   * background, once RETRY_AFTER_MS has passed.
   */
  current(): RedirectMatcher | null {
    if (this.#matcher && this.#stale && !this.#loading && this.#now() - this.#failedAt >= RETRY_AFTER_MS) void this.#reload();
    return this.#matcher;
  }

  recordHit(id: string | undefined): void {
    if (!id) return;
    const entry = this.#hits.get(id);
    const at = new Date(this.#now());
    if (entry) {
      entry.count++;
      entry.lastHitAt = at;
    } else this.#hits.set(id, { id, count: 1, lastHitAt: at });
  }

  /** Pending hit counts (tests). */
  get pendingHits(): RedirectHit[] {
    return [...this.#hits.values()].map((hit) => ({ ...hit }));
  }

  /** Writes the counted hits; on failure they are kept for the next flush. */
  async flush(): Promise<void> {
    if (this.#hits.size === 0 || !this.#source.recordHits) return;
    const batch = [...this.#hits.values()];
    this.#hits = new Map();
    try {
      await this.#source.recordHits(batch);
    } catch (error) {
      for (const hit of batch) {
        const entry = this.#hits.get(hit.id);
        if (entry) {
          entry.count += hit.count;
          if (hit.lastHitAt > entry.lastHitAt) entry.lastHitAt = hit.lastHitAt;
        } else this.#hits.set(hit.id, hit);
      }
      console.error("[redirects] hit counts could not be written:", errorMessage(error));
    }
  }

  /** Stops the timer and the change listener, and writes what is left. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    await this.flush();
  }
}

/** Whether the layer looks at a request at all: reads of paths the rules may hold. */
export function isRedirectCandidate(req: Pick<IncomingMessage, "method" | "url">): boolean {
  if (!isRead(req as IncomingMessage)) return false;
  const url = req.url ?? "/";
  if (!url.startsWith("/")) return false;
  return !isReservedPath(pathPart(url));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const GONE_PAGES: Record<number, { title: string; text: string }> = {
  410: {
    title: "This page has gone",
    text: "The page you asked for has been removed and will not be coming back.",
  },
  451: {
    title: "Unavailable for legal reasons",
    text: "This page cannot be shown for legal reasons.",
  },
};

/** A small page of its own, in en-GB, for 410 and 451: no scripts, no styles, a way home. */
export function gonePage(status: number): string {
  const { title, text } = GONE_PAGES[status] ?? GONE_PAGES[410];
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Velvet</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>
`;
}

/** Cache-Control for each answer: a 301 may be kept for an hour, nothing else is kept. */
export function cacheControlFor(status: number): string {
  if (status === 301) return "public, max-age=3600";
  if (status === 410 || status === 451) return "no-cache";
  return "no-store";
}

function answer(req: IncomingMessage, res: ServerResponse, found: RedirectAnswer<RedirectRule>): void {
  const { status, location } = found;
  if (location === null) {
    const body = Buffer.from(gonePage(status));
    res.writeHead(status, {
      "content-type": "text/html; charset=utf-8",
      "content-length": String(body.length),
      "cache-control": cacheControlFor(status),
      "x-velvet-redirect": found.rule.id ?? "",
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return;
  }
  const body = Buffer.from(`Redirecting to ${location}\n`);
  res.writeHead(status, {
    location,
    "content-type": "text/plain; charset=utf-8",
    "content-length": String(body.length),
    "cache-control": cacheControlFor(status),
    "x-velvet-redirect": found.rule.id ?? "",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The server layer: answers a request a rule matches, counts the hit, and
 * hands every other request to `handle` untouched.
 */
export function withRedirects(rules: RedirectRules, handle: Handler): Handler {
  return (req, res) => {
    if (!isRedirectCandidate(req)) return handle(req, res);
    const ready = rules.current();
    if (ready) return route(ready, req, res);
    return rules.matcher().then((matcher) => route(matcher, req, res));
  };

  function route(matcher: RedirectMatcher | null, req: IncomingMessage, res: ServerResponse): unknown {
    const found = matcher?.match(req.url ?? "/");
    if (!found) return handle(req, res);
    rules.recordHit(found.rule.id);
    answer(req, res, found);
  }
}
