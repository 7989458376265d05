/**
 * A small tagged cache for viewer-independent reads (categories, districts,
 * banners, FAQs, published posts, model cards). Tags are table names: a
 * trigger on every public table sends NOTIFY velvet_changes with the table's
 * name after each committed write (drizzle/0001_change_notifications.sql), and
 * every instance clears the entries tagged with it (src/instrumentation.ts).
 * So any write, from any instance or even psql, invalidates what it touched.
 * Each invalidation also bumps an epoch that the server's anonymous page
 * cache (src/server/layers/page-cache.ts) compares against.
 *
 * Why not Next's `'use cache'`: it needs Cache Components switched on for the
 * whole app and its tags do not cross processes; this is ~100 lines we can test.
 * See docs/decisions/008-caching.md.
 */
export const CHANGES_CHANNEL = "velvet_changes";
const EPOCH_KEY = Symbol.for("velvet.cache.epoch");
const STORE_KEY = Symbol.for("velvet.cache.store");

interface Entry {
  value: Promise<unknown>;
  tags: readonly string[];
  expiresAt: number;
}

const STATS_KEY = Symbol.for("velvet.cache.stats");

/**
 * Why the cache was last emptied, in whole or in part: "write" (a committed
 * write to `tables`), "missed" (the database connection came back, so
 * changes may have been missed) or "operation:<kind>" (the dashboard's cache
 * card, src/features/cache). A code, so the card can say it in the admin's language.
 */
export interface CacheClear {
  at: string;
  reason: string;
  /** The tables whose entries went; absent when everything went. */
  tables?: readonly string[];
}

interface Counters {
  hits: number;
  misses: number;
  lastClear: CacheClear | null;
}

type GlobalWithCache = typeof globalThis & { [EPOCH_KEY]?: number; [STORE_KEY]?: Map<string, Entry>; [STATS_KEY]?: Counters };
const g = globalThis as GlobalWithCache;
// On globalThis: Next.js bundles a module once per route, and every copy must share one cache.
const store: Map<string, Entry> = (g[STORE_KEY] ??= new Map());
const counters: Counters = (g[STATS_KEY] ??= { hits: 0, misses: 0, lastClear: null });
g[EPOCH_KEY] ??= 0;

/**
 * Every read's time to live lies between these (checked when a read is
 * declared), so System Settings can say how stale a cached read may be at
 * most even if a change notification were lost.
 */
export const DATA_CACHE_MIN_TTL_SECONDS = 30;
export const DATA_CACHE_MAX_TTL_SECONDS = 3600;

export interface CacheOptions<A extends unknown[]> {
  /** Tags this result depends on; may depend on the arguments. */
  tags: readonly string[] | ((...args: A) => readonly string[]);
  /** Upper bound on staleness even without an invalidation. */
  ttlSeconds: number;
}

/** Wraps an async read so equal arguments share one result until a tag is invalidated. */
export function cached<A extends unknown[], R>(
  name: string,
  fn: (...args: A) => Promise<R>,
  options: CacheOptions<A>,
): (...args: A) => Promise<R> {
  if (options.ttlSeconds < DATA_CACHE_MIN_TTL_SECONDS || options.ttlSeconds > DATA_CACHE_MAX_TTL_SECONDS) {
    throw new Error(`cached("${name}"): ttlSeconds must be ${DATA_CACHE_MIN_TTL_SECONDS}-${DATA_CACHE_MAX_TTL_SECONDS}, got ${options.ttlSeconds}`);
  }
  return (...args: A) => {
    const key = `${name}:${JSON.stringify(args)}`;
    const now = Date.now();
    const hit = store.get(key);
    if (hit && hit.expiresAt > now) {
      counters.hits++;
      return hit.value as Promise<R>;
    }
    counters.misses++;
    const tags = typeof options.tags === "function" ? options.tags(...args) : options.tags;
    const value = fn(...args);
    store.set(key, { value, tags, expiresAt: now + options.ttlSeconds * 1000 });
    // A failed read is not remembered.
    value.catch(() => {
      if (store.get(key)?.value === value) store.delete(key);
    });
    return value;
  };
}

/** Drops entries carrying any of the tags in this process; returns how many. */
export function clearTagsLocally(tags: readonly string[], reason = "write"): number {
  let cleared = 0;
  for (const [key, entry] of store) {
    if (entry.tags.some((tag) => tags.includes(tag))) {
      store.delete(key);
      cleared++;
    }
  }
  g[EPOCH_KEY] = (g[EPOCH_KEY] ?? 0) + 1;
  counters.lastClear = { at: new Date().toISOString(), reason, tables: [...tags] };
  return cleared;
}

export interface DataCacheStats {
  /** Entries that could still be served. */
  entries: number;
  /** Live entries by the table tags they depend on (an entry with two tags counts under both). */
  byTag: Record<string, number>;
  hits: number;
  misses: number;
  lastClear: CacheClear | null;
}

/** What this process's data cache holds now, and its hits and misses since start (the dashboard's cache card). */
export function dataCacheStats(now = Date.now()): DataCacheStats {
  const byTag: Record<string, number> = {};
  let entries = 0;
  for (const entry of store.values()) {
    if (entry.expiresAt <= now) continue;
    entries++;
    for (const tag of entry.tags) byTag[tag] = (byTag[tag] ?? 0) + 1;
  }
  return { entries, byTag, hits: counters.hits, misses: counters.misses, lastClear: counters.lastClear };
}

export function cacheEpoch(): number {
  return g[EPOCH_KEY] ?? 0;
}

/** Empties this process's data cache (and so its page cache's epoch); returns how many live entries went. */
export function clearAllLocally(reason = "missed"): number {
  const cleared = dataCacheStats().entries;
  store.clear();
  g[EPOCH_KEY] = (g[EPOCH_KEY] ?? 0) + 1;
  counters.lastClear = { at: new Date().toISOString(), reason };
  // Whatever was missed may have been an account's change too.
  bumpAccountEpoch();
  return cleared;
}

/**
 * Tables whose writes change who may see what, not what pages show
 * (drizzle/0014_account_changes.sql): they move only the account epoch, which
 * drops every session's remembered access class (src/server/layers/access-class.ts,
 * decision 039). Clearing the page caches on every sign-in would empty them
 * for everyone, and open browsers are not told of them either.
 */
export const ACCOUNT_TABLES: ReadonlySet<string> = new Set(["users", "sessions", "user_subscriptions"]);
const ACCOUNT_EPOCH_KEY = Symbol.for("velvet.accounts.epoch");

export function isAccountTable(table: string): boolean {
  return ACCOUNT_TABLES.has(table);
}

export function accountEpoch(): number {
  return ((g as Record<symbol, unknown>)[ACCOUNT_EPOCH_KEY] as number | undefined) ?? 0;
}

function bumpAccountEpoch(): void {
  (g as Record<symbol, unknown>)[ACCOUNT_EPOCH_KEY] = accountEpoch() + 1;
}

/** A velvet_changes payload is the changed table's name; anything else clears everything. */
export function handleChangeNotification(payload: string): void {
  if (isAccountTable(payload)) bumpAccountEpoch();
  else if (/^[a-z_]{1,63}$/.test(payload)) clearTagsLocally([payload]);
  else clearAllLocally();
}
