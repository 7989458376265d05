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

type GlobalWithCache = typeof globalThis & { [EPOCH_KEY]?: number; [STORE_KEY]?: Map<string, Entry> };
const g = globalThis as GlobalWithCache;
const store: Map<string, Entry> = (g[STORE_KEY] ??= new Map());
g[EPOCH_KEY] ??= 0;

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
  return (...args: A) => {
    const key = `${name}:${JSON.stringify(args)}`;
    const now = Date.now();
    const hit = store.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<R>;
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
export function clearTagsLocally(tags: readonly string[]): number {
  let cleared = 0;
  for (const [key, entry] of store) {
    if (entry.tags.some((tag) => tags.includes(tag))) {
      store.delete(key);
      cleared++;
    }
  }
  g[EPOCH_KEY] = (g[EPOCH_KEY] ?? 0) + 1;
  return cleared;
}

export function cacheEpoch(): number {
  return g[EPOCH_KEY] ?? 0;
}

export function clearAllLocally(): void {
  store.clear();
  g[EPOCH_KEY] = (g[EPOCH_KEY] ?? 0) + 1;
  // Whatever was missed may have been an account's change too.
  bumpAccountEpoch();
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
