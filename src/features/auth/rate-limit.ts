import { createHash } from "node:crypto";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { rateLimitCounters } from "@/db/schema";

/**
 * Sliding-window rate limits kept in PostgreSQL (security.md 6.3.1): shared by every
 * app instance and every sign-in path, unlike better-auth's per-process limiter,
 * which also skips server-side `auth.api` calls.
 *
 * Attempts are counted per clock-aligned window (one row per key and window), and
 * an attempt is judged on the standard sliding-window estimate: this window's
 * count plus the previous window's count weighted by the part of it that still
 * lies inside the last `windowSeconds`. A plain fixed window restarts at every
 * boundary, so up to twice the limit fits in a short burst across one.
 */

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the next attempt would be allowed (if no other is made meanwhile); 0 when allowed. */
  retryAfterSeconds: number;
}

export interface ConsumeRateLimitOptions {
  key: string;
  limit: number;
  windowSeconds: number;
  /** For tests. */
  now?: Date;
}

interface Window {
  startMs: number;
  sizeMs: number;
  nowMs: number;
}

function windowAt(nowMs: number, windowSeconds: number): Window {
  const sizeMs = windowSeconds * 1000;
  return { startMs: Math.floor(nowMs / sizeMs) * sizeMs, sizeMs, nowMs };
}

/** The sliding estimate: the previous window fades out linearly over the current one. */
function slidingEstimate(w: Window, previous: number, current: number): number {
  return (previous * (w.sizeMs - (w.nowMs - w.startMs))) / w.sizeMs + current;
}

/**
 * Milliseconds from now until the estimate is at most `room` (below it when
 * `strict`; then the instant it reaches `room` is named, the one after which it
 * is below), if nothing more is counted meanwhile: first while the previous
 * window fades out of the current one, else in the next window while the
 * current one fades. Null when never (a limit of 0).
 */
function msUntilWithin(w: Window, previous: number, current: number, room: number, strict = false): number | null {
  if (strict ? room <= 0 : room < 0) return null;
  const endMs = w.startMs + w.sizeMs;
  if (strict ? current < room : current <= room) {
    const fadeMs = previous === 0 ? 0 : fadeTime(w.sizeMs, previous, room - current);
    const at = w.startMs + Math.max(0, fadeMs);
    if (at < endMs) return Math.max(0, at - w.nowMs);
  }
  const fadeMs = current === 0 ? 0 : fadeTime(w.sizeMs, current, room);
  return endMs + Math.max(0, fadeMs) - w.nowMs;
}

/** Ms into a window at which `count` from the window before weighs `room`; integer arithmetic, so exact fractions stay exact. */
function fadeTime(sizeMs: number, count: number, room: number): number {
  return Math.ceil((sizeMs * (count - room)) / count);
}

function toRetrySeconds(ms: number | null, w: Window): number {
  // A limit of 0 never allows: name the end of the next window, as good as any.
  const wait = ms ?? w.startMs + 2 * w.sizeMs - w.nowMs;
  return Math.max(1, Math.ceil(wait / 1000));
}

/** Keys are bounded in size: long ones are replaced by a digest. */
function boundedKey(key: string): string {
  return key.length <= 200 ? key : `h:${createHash("sha256").update(key).digest("hex")}`;
}

/**
 * The previous window's count for `key`, as a scalar subquery (0 when it has no
 * row). Written out by hand: inside INSERT … RETURNING drizzle drops table
 * qualifiers, which would leave the alias unnamed.
 */
function previousCountSql(key: string, w: Window) {
  const previousStart = new Date(w.startMs - w.sizeMs).toISOString();
  return sql<number>`coalesce((select p.count from rate_limit_counters p where p.key = ${key} and p.window_start = ${previousStart}::timestamptz), 0)`.mapWith(
    Number,
  );
}

/**
 * Counts one attempt against `key` in the current window and says whether the
 * sliding estimate is within `limit`. One atomic upsert that also returns the
 * previous window's count, so concurrent requests cannot all pass a stale read
 * (works the same on PGlite and PostgreSQL 15). Refused attempts are counted
 * too: hammering on keeps a key refused.
 */
export async function consumeRateLimit({ key, limit, windowSeconds, now }: ConsumeRateLimitOptions): Promise<RateLimitResult> {
  if (!(windowSeconds > 0) || !(limit >= 0)) throw new Error("consumeRateLimit: windowSeconds must be > 0 and limit >= 0");
  const w = windowAt((now ?? new Date()).getTime(), windowSeconds);
  const stored = boundedKey(key);
  const db = await getDb();
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: stored, windowStart: new Date(w.startMs), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count, previous: previousCountSql(stored, w) });
  maybeCleanup();
  if (slidingEstimate(w, row.previous, row.count) <= limit) return { allowed: true, retryAfterSeconds: 0 };
  // The next attempt fits once the estimate has room for one more.
  return { allowed: false, retryAfterSeconds: toRetrySeconds(msUntilWithin(w, row.previous, row.count, limit - 1), w) };
}

/**
 * The sliding estimate for `key`, without adding to it. `retryAfterSeconds` is
 * the wait until the estimate is below `limit` (when given), else until the
 * current window ends.
 */
export async function peekRateLimit({
  key,
  windowSeconds,
  limit,
  now,
}: Omit<ConsumeRateLimitOptions, "limit"> & { limit?: number }): Promise<{
  count: number;
  retryAfterSeconds: number;
}> {
  const w = windowAt((now ?? new Date()).getTime(), windowSeconds);
  const db = await getDb();
  const rows = await db
    .select({ windowStart: rateLimitCounters.windowStart, count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.key, boundedKey(key)),
        inArray(rateLimitCounters.windowStart, [new Date(w.startMs - w.sizeMs), new Date(w.startMs)]),
      ),
    );
  const countAt = (startMs: number) => rows.find((r) => r.windowStart.getTime() === startMs)?.count ?? 0;
  const previous = countAt(w.startMs - w.sizeMs);
  const current = countAt(w.startMs);
  const waitMs = limit === undefined ? w.startMs + w.sizeMs - w.nowMs : msUntilWithin(w, previous, current, limit, true);
  return { count: slidingEstimate(w, previous, current), retryAfterSeconds: toRetrySeconds(waitMs, w) };
}

/** Deletes windows that ended long ago (longer than any window we use). Returns how many went. */
export async function cleanupRateLimitCounters({
  olderThanSeconds = 24 * 60 * 60,
  now,
}: { olderThanSeconds?: number; now?: Date } = {}): Promise<number> {
  const cutoff = new Date((now ?? new Date()).getTime() - olderThanSeconds * 1000);
  const db = await getDb();
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, cutoff))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}

const CLEANUP_KEY = Symbol.for("velvet.rateLimit.lastCleanup");
type GlobalWithCleanup = typeof globalThis & { [CLEANUP_KEY]?: number };

/** At most every 10 minutes per process, in the background: the table stays small without a scheduler. */
function maybeCleanup(): void {
  const g = globalThis as GlobalWithCleanup;
  const nowMs = Date.now();
  if (g[CLEANUP_KEY] !== undefined && nowMs - g[CLEANUP_KEY] < 10 * 60 * 1000) return;
  g[CLEANUP_KEY] = nowMs;
  cleanupRateLimitCounters().catch(() => {
    // Not important enough to report; the next run tries again.
  });
}

// ---------------------------------------------------------------------------
// Policy: the one place that says how many sign-in attempts are allowed.
// ---------------------------------------------------------------------------

export const SIGN_IN_LIMITS = {
  /** Per IP and email: a handful of fast tries. */
  ipEmail: { limit: 5, windowSeconds: 60 },
  /** Per IP, across emails and actions. */
  ip: { limit: 20, windowSeconds: 10 * 60 },
  /** Per account: failed sign-ins (security.md: at most 100 per hour). */
  accountFailures: { limit: 100, windowSeconds: 60 * 60 },
} as const;

export type AuthAttemptAction = "sign-in" | "sign-up" | "request-reset" | "reset-password" | "password-check";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Emails are hashed in keys: the counters table holds no addresses. */
function emailKey(email: string): string {
  return createHash("sha256").update(normaliseEmail(email)).digest("hex").slice(0, 32);
}

/**
 * The client address: first entry of x-forwarded-for, else x-real-ip, else
 * "unknown". The production server (scripts/server.mjs) replaces both headers
 * with one address it trusts before the app sees a request
 * (scripts/lib/client-address.mjs), so a client cannot choose it.
 */
export function getClientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const candidate = forwarded || headers.get("x-real-ip")?.trim() || "";
  // Addresses only (IPv4, IPv6, optional zone/port): anything else is one shared bucket.
  if (!candidate) return "unknown";
  return /^[0-9A-Za-z.:%[\]-]{1,64}$/.test(candidate) ? candidate.toLowerCase() : "invalid";
}

export interface CheckSignInRateLimitOptions {
  ip: string;
  email?: string | null;
  /** Which form or endpoint; counters per IP+email are kept per action. Default "sign-in". */
  action?: AuthAttemptAction;
  now?: Date;
}

/**
 * Applies the sign-in policy to one attempt and counts it (each limit over a
 * sliding window, see consumeRateLimit):
 * - IP + email: 5 per minute (per action);
 * - IP: 20 per 10 minutes (all auth actions together; skipped when the address
 *   is unknown, where it would throttle every visitor at once);
 * - account: refused while it has 100 failed sign-ins in the last hour
 *   (failures are added by recordFailedSignIn, for unknown emails too, so the
 *   answer says nothing about whether an account exists).
 */
export async function checkSignInRateLimit({
  ip,
  email,
  action = "sign-in",
  now,
}: CheckSignInRateLimitOptions): Promise<RateLimitResult> {
  const results: RateLimitResult[] = [];
  // Without any address the per-IP bucket would be one global limit for everyone.
  if (ip !== "unknown") results.push(await consumeRateLimit({ key: `auth:ip:${ip}`, ...SIGN_IN_LIMITS.ip, now }));
  const normalised = email ? normaliseEmail(email) : "";
  if (normalised) {
    results.push(
      await consumeRateLimit({ key: `auth:${action}:ip-email:${ip}:${emailKey(normalised)}`, ...SIGN_IN_LIMITS.ipEmail, now }),
    );
    if (action === "sign-in") {
      const failures = await peekRateLimit({
        key: `auth:fail:${emailKey(normalised)}`,
        windowSeconds: SIGN_IN_LIMITS.accountFailures.windowSeconds,
        limit: SIGN_IN_LIMITS.accountFailures.limit,
        now,
      });
      results.push(
        failures.count >= SIGN_IN_LIMITS.accountFailures.limit
          ? { allowed: false, retryAfterSeconds: failures.retryAfterSeconds }
          : { allowed: true, retryAfterSeconds: 0 },
      );
    }
  }
  const blocked = results.filter((r) => !r.allowed);
  return blocked.length === 0
    ? { allowed: true, retryAfterSeconds: 0 }
    : { allowed: false, retryAfterSeconds: Math.max(...blocked.map((r) => r.retryAfterSeconds)) };
}

/** Counts a failed sign-in (wrong password or unknown email) against the account. */
export async function recordFailedSignIn(email: string, now?: Date): Promise<void> {
  const normalised = normaliseEmail(email);
  if (!normalised) return;
  await consumeRateLimit({
    key: `auth:fail:${emailKey(normalised)}`,
    limit: SIGN_IN_LIMITS.accountFailures.limit,
    windowSeconds: SIGN_IN_LIMITS.accountFailures.windowSeconds,
    now,
  });
}
