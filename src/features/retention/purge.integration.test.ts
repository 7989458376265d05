/** The retention registry's purge on a real database, with the audit period: the configured period, in batches, nothing younger touched. */
import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, siteSettings } from "@/db/schema";
import type { Database } from "@/db";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { purgeRetention, readRetentionDays } from "./purge";

// The audit period through the registry's purge, under the names it had before the registry.
const auditRetentionDays = (db: Database) => readRetentionDays(db, "audit");
const purgeExpiredAuditEntries = (db: Database, options: { now: Date; batchSize?: number }) => purgeRetention(db, "audit", options);

const { db } = await useTestDatabase();
const NOW = new Date("2026-11-23T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const remaining = async () => (await db.select({ n: count() }).from(auditLog))[0].n;

beforeEach(async () => {
  await db.delete(auditLog);
  await db
    .insert(siteSettings)
    .values({ brandName: "Velvet", siteUrl: "https://velvet.test", memberMailDomain: "members.velvet.test", contactEmail: "hello@velvet.test" })
    .onConflictDoUpdate({ target: siteSettings.id, set: { auditRetentionDays: 90 } });
  const entry = (createdAt: Date, i: number) => ({ action: "faq.update", entityType: "faq", entityId: `f${i}`, createdAt });
  await db.insert(auditLog).values([
    ...Array.from({ length: 25 }, (_, i) => entry(daysAgo(91 + i), i)),
    ...Array.from({ length: 5 }, (_, i) => entry(daysAgo(89 - i), 100 + i)),
  ]);
});

describe("purgeExpiredAuditEntries", () => {
  it("keeps 90 days by default and deletes the rest in batches", async () => {
    expect(await auditRetentionDays(db)).toBe(90);
    expect(await purgeExpiredAuditEntries(db, { now: NOW, batchSize: 10 })).toBe(25);
    expect(await remaining()).toBe(5);
    // Nothing left to purge: a second run deletes nothing.
    expect(await purgeExpiredAuditEntries(db, { now: NOW, batchSize: 10 })).toBe(0);
  });

  it("follows the configured period", async () => {
    await db.update(siteSettings).set({ auditRetentionDays: 30 }).where(eq(siteSettings.id, 1));
    expect(await auditRetentionDays(db)).toBe(30);
    expect(await purgeExpiredAuditEntries(db, { now: NOW })).toBe(30);
    expect(await remaining()).toBe(0);
  });

  it("refuses a period outside 7 days to 10 years in the database itself", async () => {
    await expect(db.update(siteSettings).set({ auditRetentionDays: 3 }).where(eq(siteSettings.id, 1))).rejects.toThrow();
  });
});
