import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimitCounters } from "@/db/schema";
import { useTestDatabase } from "../../../tests/setup/test-db";
import {
  checkSignInRateLimit,
  cleanupRateLimitCounters,
  consumeRateLimit,
  getClientIp,
  recordFailedSignIn,
  SIGN_IN_LIMITS,
} from "./rate-limit";

const handle = await useTestDatabase();
const db = handle.db;

// A fixed instant well inside its minute, ten-minute and hour windows.
const T0 = new Date("2031-05-06T10:20:15.000Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe("consumeRateLimit", () => {
  it("allows up to the limit in a window, then refuses with the time left", async () => {
    const key = "test:basic";
    for (let i = 0; i < 3; i++) {
      expect(await consumeRateLimit({ key, limit: 3, windowSeconds: 60, now: T0 })).toEqual({ allowed: true, retryAfterSeconds: 0 });
    }
    // T0 is 15 s into its minute: 45 s remain.
    expect(await consumeRateLimit({ key, limit: 3, windowSeconds: 60, now: T0 })).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // The next window starts again.
    expect((await consumeRateLimit({ key, limit: 3, windowSeconds: 60, now: at(45) })).allowed).toBe(true);
  });

  it("keeps the counters in the database (shared by every instance and path)", async () => {
    const key = "test:stored";
    for (let i = 0; i < 4; i++) await consumeRateLimit({ key, limit: 10, windowSeconds: 60, now: T0 });
    const rows = await db
      .select({ count: rateLimitCounters.count, windowStart: rateLimitCounters.windowStart })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} = ${key}`);
    expect(rows).toEqual([{ count: 4, windowStart: new Date("2031-05-06T10:20:00.000Z") }]);
  });

  it("counts concurrent attempts exactly (one atomic upsert each)", async () => {
    const key = "test:concurrent";
    const results = await Promise.all(
      Array.from({ length: 12 }, () => consumeRateLimit({ key, limit: 5, windowSeconds: 60, now: T0 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("cleans up windows that ended long ago", async () => {
    await consumeRateLimit({ key: "test:old", limit: 5, windowSeconds: 60, now: new Date("2031-05-01T00:00:00Z") });
    await consumeRateLimit({ key: "test:recent", limit: 5, windowSeconds: 60, now: T0 });
    const removed = await cleanupRateLimitCounters({ now: T0 });
    expect(removed).toBeGreaterThanOrEqual(1);
    const keys = (await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key);
    expect(keys).not.toContain("test:old");
    expect(keys).toContain("test:recent");
  });
});

describe("checkSignInRateLimit (the policy)", () => {
  it("per IP and email: 5 tries a minute", async () => {
    const attempt = () => checkSignInRateLimit({ ip: "198.51.100.1", email: "Ann@Example.com", now: T0 });
    for (let i = 0; i < SIGN_IN_LIMITS.ipEmail.limit; i++) expect((await attempt()).allowed).toBe(true);
    const refused = await attempt();
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(45);
    // Same person, different address: its own bucket.
    expect((await checkSignInRateLimit({ ip: "198.51.100.2", email: "ann@example.com", now: T0 })).allowed).toBe(true);
  });

  it("per IP: 20 tries in 10 minutes across emails", async () => {
    const ip = "198.51.100.3";
    for (let i = 0; i < SIGN_IN_LIMITS.ip.limit; i++) {
      expect((await checkSignInRateLimit({ ip, email: `user${i}@example.com`, now: T0 })).allowed).toBe(true);
    }
    const refused = await checkSignInRateLimit({ ip, email: "someone-new@example.com", now: T0 });
    expect(refused.allowed).toBe(false);
    // T0 is 15 s into its 10-minute window (10:20:00).
    expect(refused.retryAfterSeconds).toBe(585);
  });

  it("without a client address there is no shared per-IP bucket (it would throttle everyone)", async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.ip.limit + 5; i++) {
      expect((await checkSignInRateLimit({ ip: "unknown", email: `anon${i}@example.com`, now: T0 })).allowed).toBe(true);
    }
    // IP + email still applies.
    for (let i = 0; i < SIGN_IN_LIMITS.ipEmail.limit; i++) await checkSignInRateLimit({ ip: "unknown", email: "anon@example.com", now: T0 });
    expect((await checkSignInRateLimit({ ip: "unknown", email: "anon@example.com", now: T0 })).allowed).toBe(false);
  });

  it("per account: refused after 100 failures in the hour, from any address", async () => {
    const email = "target@example.com";
    for (let i = 0; i < SIGN_IN_LIMITS.accountFailures.limit - 1; i++) await recordFailedSignIn(email, T0);
    expect((await checkSignInRateLimit({ ip: "203.0.113.1", email, now: T0 })).allowed).toBe(true);
    await recordFailedSignIn(email, T0);
    const refused = await checkSignInRateLimit({ ip: "203.0.113.2", email: "TARGET@example.com ", now: T0 });
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(60 * 60 - (20 * 60 + 15));
    // Only sign-in is blocked by failures; the next hour is free again.
    expect((await checkSignInRateLimit({ ip: "203.0.113.3", email, action: "request-reset", now: T0 })).allowed).toBe(true);
    expect((await checkSignInRateLimit({ ip: "203.0.113.4", email, now: at(60 * 60) })).allowed).toBe(true);
  });

  it("stores no email addresses in the counters table", async () => {
    await checkSignInRateLimit({ ip: "192.0.2.9", email: "private.person@example.com", now: T0 });
    await recordFailedSignIn("private.person@example.com", T0);
    const keys = (await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key);
    expect(keys.join("\n")).not.toContain("private.person");
  });
});

describe("getClientIp", () => {
  it.each([
    [{ "x-forwarded-for": "203.0.113.7, 10.0.0.1" }, "203.0.113.7"],
    [{ "x-forwarded-for": " 2001:DB8::1 " }, "2001:db8::1"],
    [{ "x-real-ip": "198.51.100.4" }, "198.51.100.4"],
    [{ "x-forwarded-for": "", "x-real-ip": "198.51.100.5" }, "198.51.100.5"],
    [{}, "unknown"],
    [{ "x-forwarded-for": "<script>alert(1)</script>" }, "invalid"],
  ])("%j -> %s", (headers, expected) => {
    expect(getClientIp(new Headers(headers as Record<string, string>))).toBe(expected);
  });
});
