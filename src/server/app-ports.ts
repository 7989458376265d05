/**
 * What the app hands the production server, and the one hand-over between them.
 *
 * The server (src/server/main.ts) is bundled on its own and runs Next.js
 * inside it; the app's modules are bundled by Next.js. The two bundles share
 * one process but no module instances, so the layers cannot import the
 * app's database stores: the app provides them here once, while Next.js runs
 * its instrumentation hook (src/instrumentation.ts), and the server awaits
 * them before it listens and passes each layer what it needs as a
 * constructor argument. No layer reads globalThis itself.
 *
 * The hand-over needs one well-known slot (a Symbol.for key) because the two
 * sides are different bundles; it holds a deferred promise, so whichever side
 * comes first creates it and nothing polls. See docs/decisions/043-typed-request-path.md.
 */
import type { ResolvedAccessClass } from "@/features/access/access-class-store";
import type { NotFoundCount } from "@/features/seo/not-found/store";
import type { PageViewBucket } from "@/features/seo/performance/store";
import type { RedirectRule } from "@/features/seo/redirects/engine";
import type { RedirectHit } from "@/features/seo/redirects/store";
import type { PageCacheStats } from "./layers/page-cache";

export type { NotFoundCount, PageViewBucket, RedirectHit };
export type DeviceType = PageViewBucket["deviceType"];

/** The redirect rules and their hit counts (src/features/seo/redirects/store.ts, decision 030). */
export interface RedirectSource {
  /** The active rules, oldest first. */
  load(): Promise<RedirectRule[]>;
  /** Calls `listener` with each changed table's name ("*" after a lost connection); returns an unsubscribe. */
  onChange?(listener: (table: string) => void): () => void;
  recordHits?(hits: RedirectHit[]): Promise<void>;
}

/** Counted 404s (src/features/seo/not-found/store.ts, decision 031). */
export interface NotFoundStore {
  recordNotFound(batch: NotFoundCount[], options: { maxRows: number }): Promise<void>;
}

/** Counted page views and the staff check (src/features/seo/performance/store.ts, decision 032). */
export interface PageViewStore {
  recordViews(buckets: PageViewBucket[]): Promise<void>;
  isStaffSession(cookieHeader: string): Promise<boolean>;
}

/** A session's access class (src/features/access/access-class-store.ts, decision 039). */
export interface AccessClassStore {
  /** The layer needs only the class's name and how long it holds. */
  resolveAccessClass(cookieHeader: string): Promise<Pick<ResolvedAccessClass, "validUntil"> & { accessClass: string }>;
  /**
   * The secret the class header carries, made on first call: the app trusts
   * a class header only with it, and it exists only once a server asks for it.
   */
  headerSecret(): string;
}

/** Everything the server's layers and its shutdown need from the app. */
export interface AppPorts {
  redirects: RedirectSource;
  notFound: NotFoundStore;
  pageViews: PageViewStore;
  accessClass: AccessClassStore;
  /** Moves on every committed write to a public table (src/lib/cache.ts): the page cache drops its copies. */
  cacheEpoch(): number;
  /** Moves on every write to the account tables (src/lib/cache.ts): remembered access classes are dropped. */
  accountEpoch(): number;
  /** Waits for the work the app runs after a response (better-auth's mail), before the database closes. */
  settleBackgroundTasks(): Promise<void>;
  /** Closes the database handle, if one was opened. */
  closeDatabase(): Promise<void>;
}

/** What this instance's server keeps in memory: its page cache (null when switched off) and remembered access classes. */
export interface ServerCacheStats {
  pageCache: PageCacheStats | null;
  accessClasses: number;
}

/** What a clear of the server's caches dropped. */
export interface ServerCacheClear {
  pageCopies: number;
  pageBytes: number;
  accessClasses: number;
}

/**
 * What the server offers the app back: the end-to-end fixtures flush the 404
 * counts instead of waiting; the dashboard's cache card reads and clears the
 * server's caches (src/features/cache).
 */
export interface ServerControls {
  flushNotFoundCounts(): Promise<void>;
  serverCacheStats(): ServerCacheStats;
  clearServerCaches(options: { accessClasses: boolean }): ServerCacheClear;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

interface HandOver {
  ports: Deferred<AppPorts>;
  controls?: ServerControls;
}

const HAND_OVER_KEY = Symbol.for("velvet.server.handOver");

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** The one slot both bundles share, created by whichever side comes first. */
function handOver(): HandOver {
  const slots = globalThis as typeof globalThis & { [HAND_OVER_KEY]?: HandOver };
  slots[HAND_OVER_KEY] ??= { ports: deferred<AppPorts>() };
  return slots[HAND_OVER_KEY];
}

/** The app's side: called once from src/instrumentation.ts (a second call is ignored by the promise). */
export function provideAppPorts(ports: AppPorts): void {
  handOver().ports.resolve(ports);
}

/** The server's side: the ports, once the app has provided them; rejects after `timeoutMs` with a message saying what is missing. */
export function awaitAppPorts({ timeoutMs }: { timeoutMs: number }): Promise<AppPorts> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the app did not provide its ports within ${timeoutMs / 1000} s (src/instrumentation.ts calls provideAppPorts while Next.js starts)`)),
      timeoutMs,
    );
  });
  return Promise.race([handOver().ports.promise, timeout]).finally(() => clearTimeout(timer));
}

/** The server's side, once its layers exist. */
export function offerServerControls(controls: ServerControls): void {
  handOver().controls = controls;
}

/** The app's side: the server's controls, or null when no server offered them (`next dev`). */
export function serverControls(): ServerControls | null {
  return handOver().controls ?? null;
}
