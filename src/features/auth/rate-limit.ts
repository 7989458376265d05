import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { rateLimitCounters } from "@/db/schema";

/**
 * Fixed-window rate limits kept in PostgreSQL: shared by every
 * app instance and every sign-in path, unlike better-auth's per-process limiter,
 * which also skips server-side `auth.api` calls.
 */

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the blocking window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface ConsumeRateLimitOptions {
  key: string;
  limit: number;
  windowSeconds: number;
  /** For tests. */
  now?: Date;
}

function windowBounds(nowMs: number, windowSeconds: number): { start: Date; endMs: number } {
  const size = windowSeconds * 1000;
  const startMs = Math.floor(nowMs / size) * size;
  return { start: new Date(startMs), endMs: startMs + size };
}

/** Keys are bounded in size: long ones are replaced by a digest. */
function boundedKey(key: string): string {
  return key.length <= 200 ? key : `h:${createHash("sha256").update(key).digest("hex")}`;
}

/**
 * Counts one attempt against `key` in the current window and says whether it is
 * within `limit`. One atomic upsert, so concurrent requests cannot all pass a
 * stale read (works the same on PGlite and PostgreSQL 15).
 */
export async function consumeRateLimit({ key, limit, windowSeconds, now }: ConsumeRateLimitOptions): Promise<RateLimitResult> {
  if (!(windowSeconds > 0) || !(limit >= 0)) throw new Error("consumeRateLimit: windowSeconds must be > 0 and limit >= 0");
  const nowMs = (now ?? new Date()).getTime();
  const { start, endMs } = windowBounds(nowMs, windowSeconds);
  const db = await getDb();
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: boundedKey(key), windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  maybeCleanup();
  const allowed = row.count <= limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((endMs - nowMs) / 1000)) };
}

/** The count in the current window, without adding to it. */
export async function peekRateLimit({ key, windowSeconds, now }: Omit<ConsumeRateLimitOptions, "limit">): Promise<{
  count: number;
  retryAfterSeconds: number;
}> {
  const nowMs = (now ?? new Date()).getTime();
  const { start, endMs } = windowBounds(nowMs, windowSeconds);
  const db = await getDb();
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, boundedKey(key)), eq(rateLimitCounters.windowStart, start)));
  return { count: row?.count ?? 0, retryAfterSeconds: Math.max(1, Math.ceil((endMs - nowMs) / 1000)) };
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
  /** Per account: failed sign-ins, at most 100 per hour. */
  accountFailures: { limit: 100, windowSeconds: 60 * 60 },
} as const;

export type AuthAttemptAction = "sign-in" | "sign-up" | "request-reset" | "reset-password" | "password-check" | "two-factor";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Emails are hashed in keys: the counters table holds no addresses. */
function emailKey(email: string): string {
  return createHash("sha256").update(normaliseEmail(email)).digest("hex").slice(0, 32);
}

/**
 * The client address: first entry of x-forwarded-for, else x-real-ip, else
 * "unknown". The production server (src/server/pipeline.ts) replaces both headers
 * with one address it trusts before the app sees a request
 * (src/server/layers/client-address.ts), so a client cannot choose it.
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
 * Applies the sign-in policy to one attempt and counts it:
 * - IP + email: 5 per minute (per action);
 * - IP: 20 per 10 minutes (all auth actions together; skipped when the address
 *   is unknown, where it would throttle every visitor at once);
 * - account: refused while it has 100 failed sign-ins in the current hour
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
