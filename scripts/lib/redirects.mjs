/**
 * Redirect rules applied by the production server (scripts/server.mjs) to
 * every GET and HEAD of a public path, before the back/forward-cache layer,
 * the page cache and Next.js: a cached page therefore still redirects as soon
 * as a rule is added. See docs/decisions/030-redirects.md.
 *
 * - The rules are read from the database once, compiled by the engine
 *   (src/features/seo/redirects/engine.mjs) and kept in memory; a change
 *   notification for `redirects` (or `*`, after a lost connection) reloads
 *   them in the background while the old set keeps answering. No request
 *   queries the database, except the very first ones, which wait for the
 *   first load.
 * - Hits are counted in memory and written in one statement every
 *   FLUSH_EVERY_MS (and at shutdown). That write only touches hit_count and
 *   last_hit_at, which the table's change trigger ignores (migration 0011),
 *   so counting never reloads the rules nor clears the page cache.
 * - The database access comes from the app (src/features/seo/redirects/store.ts
 *   registers it on globalThis when the server boots), so this file holds no
 *   SQL and the tests can pass their own.
 */
import { registeredOnGlobal } from "./app-registration.mjs";
import { compileRules, isReservedPath } from "../../src/features/seo/redirects/engine.mjs";

export const STORE_KEY = Symbol.for("velvet.redirects.store");
const FLUSH_EVERY_MS = 10_000;
const RETRY_AFTER_MS = 5_000;

/**
 * The rules of one process. `source` gives `load()` (active rules), `onChange(listener)`
 * (table names; returns an unsubscribe) and `recordHits(hits)` (an array of
 * `{ id, count, lastHitAt }`).
 */
export class RedirectRules {
  #source;
  #matcher = null;
  #loading = null;
  #generation = 0;
  #stale = true;
  #failedAt = 0;
  #hits = new Map();
  #timer = null;
  #unsubscribe = null;
  #now;

  constructor(source, { flushEveryMs = FLUSH_EVERY_MS, now = () => Date.now() } = {}) {
    this.#source = source;
    this.#now = now;
    this.#unsubscribe = source.onChange?.((table) => {
      if (table === "redirects" || table === "*") this.invalidate();
    });
    if (flushEveryMs > 0) {
      this.#timer = setInterval(() => void this.flush(), flushEveryMs);
      this.#timer.unref?.();
    }
  }

  /** Marks the rules out of date and starts reading them again; the old ones answer meanwhile. */
  invalidate() {
    this.#stale = true;
    this.#generation++;
    void this.#reload();
  }

  /** Number of compiled rules (0 before the first load). */
  get size() {
    return this.#matcher?.size ?? 0;
  }

  #reload() {
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
        console.error("[redirects] the rules could not be read:", error?.message ?? error);
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
  async matcher() {
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
  current() {
    if (this.#matcher && this.#stale && !this.#loading && this.#now() - this.#failedAt >= RETRY_AFTER_MS) void this.#reload();
    return this.#matcher;
  }

  recordHit(id) {
    if (!id) return;
    const entry = this.#hits.get(id);
    const at = new Date(this.#now());
    if (entry) {
      entry.count++;
      entry.lastHitAt = at;
    } else this.#hits.set(id, { id, count: 1, lastHitAt: at });
  }

  /** Pending hit counts (tests). */
  get pendingHits() {
    return [...this.#hits.values()].map((hit) => ({ ...hit }));
  }

  /** Writes the counted hits; on failure they are kept for the next flush. */
  async flush() {
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
      console.error("[redirects] hit counts could not be written:", error?.message ?? error);
    }
  }

  /** Stops the timer and the change listener, and writes what is left. */
  async stop() {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    await this.flush();
  }
}

/** The store the app registers (src/instrumentation.ts), once it is there. */
const registeredStore = (options) => registeredOnGlobal(STORE_KEY, "redirect store", options);

/**
 * The source the app registers on globalThis at boot
 * (src/features/seo/redirects/store.ts, called from src/instrumentation.ts).
 * Each call waits for the registration; a failed load is retried by
 * RedirectRules like any other.
 */
export function appRedirectSource() {
  return {
    load: async () => (await registeredStore()).load(),
    onChange: (listener) => {
      let unsubscribe = null;
      let stopped = false;
      registeredStore({ waitMs: Number.POSITIVE_INFINITY, pollMs: 100 }).then(
        (store) => {
          if (!stopped) unsubscribe = store.onChange(listener);
        },
        () => {},
      );
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    },
    recordHits: async (hits) => (await registeredStore()).recordHits(hits),
  };
}

/** Whether the layer looks at a request at all: reads of paths the rules may hold. */
export function isRedirectCandidate(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  if (!url.startsWith("/")) return false;
  const path = url.split(/[?#]/, 1)[0];
  return !isReservedPath(path);
}

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const GONE_PAGES = {
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
export function gonePage(status) {
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
export function cacheControlFor(status) {
  if (status === 301) return "public, max-age=3600";
  if (status === 410 || status === 451) return "no-cache";
  return "no-store";
}

function answer(req, res, found) {
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
export function withRedirects(rules, handle) {
  return (req, res) => {
    if (!isRedirectCandidate(req)) return handle(req, res);
    const ready = rules.current();
    if (ready) return route(ready, req, res);
    return rules.matcher().then((matcher) => route(matcher, req, res));
  };

  function route(matcher, req, res) {
    const found = matcher?.match(req.url ?? "/");
    if (!found) return handle(req, res);
    rules.recordHit(found.rule.id);
    answer(req, res, found);
  }
}
