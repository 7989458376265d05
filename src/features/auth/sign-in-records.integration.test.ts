/**
 * Sessions and sign-in records against a real database: expired sessions go,
 * live ones stay; after the sign-in record period the admin sign-in entries
 * go and old open sessions lose their address, the period read from System
 * Settings.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, sessions, siteSettings, users } from "@/db/schema";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { purgeExpiredSessions, purgeSignInRecords } from "./sign-in-records";

const { db } = await useTestDatabase();
const NOW = new Date("2026-11-23T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);

function session(id: string, { createdAt, expiresAt }: { createdAt: Date; expiresAt: Date }) {
  return { id, token: `token-${id}`, userId: "u1", createdAt, updatedAt: createdAt, expiresAt, ipAddress: "203.0.113.7", userAgent: "Test browser" };
}

function signIn(id: string, createdAt: Date) {
  return { actorId: "u1", actorEmail: "admin@velvet.test", action: "log_admin_login", entityType: "auth", entityId: "u1", newValues: { sessionId: id, ipAddress: "203.0.113.7" }, createdAt };
}

const sessionIds = async () => (await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id).sort();

beforeEach(async () => {
  await db.delete(auditLog);
  await db.delete(sessions);
  await db.delete(users);
  await db.delete(siteSettings);
  await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS });
  await db.insert(users).values({ id: "u1", name: "Admin", email: "admin@velvet.test", role: "admin", status: "approved" });
});

describe("purgeExpiredSessions", () => {
  it("deletes the sessions past their expiry and keeps the live ones", async () => {
    await db.insert(sessions).values([
      session("expired", { createdAt: daysAgo(8), expiresAt: daysAgo(1) }),
      session("just-expired", { createdAt: daysAgo(7), expiresAt: new Date(NOW.getTime() - 1000) }),
      session("live", { createdAt: daysAgo(1), expiresAt: inDays(6) }),
    ]);
    expect(await purgeExpiredSessions(db, { now: NOW })).toBe(2);
    expect(await sessionIds()).toEqual(["live"]);
    expect(await purgeExpiredSessions(db, { now: NOW })).toBe(0);
  });
});

describe("purgeSignInRecords", () => {
  beforeEach(async () => {
    await db.insert(auditLog).values([
      signIn("old", daysAgo(31)),
      signIn("older", daysAgo(200)),
      signIn("recent", daysAgo(29)),
      // Another action of the same age stays: the audit period (90 days) decides for it.
      { actorId: "u1", actorEmail: "admin@velvet.test", action: "faq.update", entityType: "faq", entityId: "f1", createdAt: daysAgo(60) },
    ]);
    await db.insert(sessions).values([
      session("kept-alive", { createdAt: daysAgo(40), expiresAt: inDays(6) }),
      session("new", { createdAt: daysAgo(2), expiresAt: inDays(5) }),
    ]);
  });

  const auditLeft = async () =>
    (await db.select({ action: auditLog.action, values: auditLog.newValues }).from(auditLog))
      .map((row) => (row.action === "log_admin_login" ? (row.values as { sessionId: string }).sessionId : row.action))
      .sort();

  it("keeps 30 days by default: older sign-in entries go, the addresses of older open sessions are cleared", async () => {
    expect(await purgeSignInRecords(db, { now: NOW })).toEqual({ entries: 2, sessions: 1 });
    expect(await auditLeft()).toEqual(["faq.update", "recent"]);
    const rows = await db.select({ id: sessions.id, ip: sessions.ipAddress, agent: sessions.userAgent }).from(sessions).orderBy(sessions.id);
    expect(rows).toEqual([
      { id: "kept-alive", ip: null, agent: null },
      { id: "new", ip: "203.0.113.7", agent: "Test browser" },
    ]);
    expect(await purgeSignInRecords(db, { now: NOW })).toEqual({ entries: 0, sessions: 0 });
  });

  it("follows the period saved on System Settings", async () => {
    await db.update(siteSettings).set({ signInRecordRetentionDays: 1 }).where(eq(siteSettings.id, 1));
    expect(await purgeSignInRecords(db, { now: NOW })).toEqual({ entries: 3, sessions: 2 });
    expect(await auditLeft()).toEqual(["faq.update"]);
  });
});
