/**
 * The retention registry against a real database: each period's default and
 * limits are the database's own (column default and check constraint), and
 * each row period's purge deletes exactly the rows past its period.
 */
import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, notFoundPaths, pageViews, siteSettings } from "@/db/schema";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { purgeRetention, readAllRetentionDays, readRetentionDays } from "./purge";
import { RETENTION_NAMES, RETENTION_PERIODS } from "./registry";

const { db } = await useTestDatabase();
const NOW = new Date("2026-06-15T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

beforeEach(async () => {
  await db.delete(siteSettings);
  await db.delete(auditLog);
  await db.delete(notFoundPaths);
  await db.delete(pageViews);
});

describe("the registry's periods", () => {
  it("answer their defaults before the settings row exists", async () => {
    for (const name of RETENTION_NAMES) expect(await readRetentionDays(db, name)).toBe(RETENTION_PERIODS[name].defaultDays);
  });

  it("have the database column's default as theirs", async () => {
    await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS });
    expect(await readAllRetentionDays(db)).toEqual(Object.fromEntries(RETENTION_NAMES.map((name) => [name, RETENTION_PERIODS[name].defaultDays])));
  });

  it.each(RETENTION_NAMES)("%s: the database accepts exactly the registry's limits", async (name) => {
    const { setting, limits } = RETENTION_PERIODS[name];
    await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS });
    for (const days of [limits.min, limits.max]) {
      await db.update(siteSettings).set({ [setting]: days }).where(eq(siteSettings.id, 1));
      expect(await readRetentionDays(db, name)).toBe(days);
    }
    for (const days of [limits.min - 1, limits.max + 1]) {
      await expect(db.update(siteSettings).set({ [setting]: days }).where(eq(siteSettings.id, 1))).rejects.toThrow();
    }
  });
});

describe("purgeRetention", () => {
  beforeEach(async () => {
    await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS, notFoundRetentionDays: 30, pageViewRetentionDays: 30 });
  });

  it("deletes the 404 entries last seen before the period, in batches", async () => {
    const entry = (path: string, seen: Date) => ({ path, hits: 1, firstSeenAt: seen, lastSeenAt: seen });
    await db.insert(notFoundPaths).values([entry("/a", daysAgo(31)), entry("/b", daysAgo(45)), entry("/c", daysAgo(400)), entry("/d", daysAgo(29)), entry("/e", daysAgo(1))]);
    expect(await purgeRetention(db, "notFound", { now: NOW, batchSize: 2 })).toBe(3);
    expect((await db.select({ path: notFoundPaths.path }).from(notFoundPaths)).map((row) => row.path).sort()).toEqual(["/d", "/e"]);
  });

  it("keeps the period's whole UTC days of page views, today included", async () => {
    const view = (day: string) => ({ path: `/${day}`, day, deviceType: "desktop" as const, referrerHost: "", views: 1 });
    // 30 days kept: 17 May to 15 June.
    await db.insert(pageViews).values([view("2026-05-15"), view("2026-05-16"), view("2026-05-17"), view("2026-06-15")]);
    expect(await purgeRetention(db, "pageViews", { now: NOW })).toBe(2);
    expect((await db.select({ day: pageViews.day }).from(pageViews)).map((row) => row.day).sort()).toEqual(["2026-05-17", "2026-06-15"]);
  });

  it("leaves everything when nothing is past the period", async () => {
    await db.insert(auditLog).values({ action: "faq.update", entityType: "faq", entityId: "f1", createdAt: daysAgo(1) });
    expect(await purgeRetention(db, "audit", { now: NOW })).toBe(0);
    expect((await db.select({ n: count() }).from(auditLog))[0].n).toBe(1);
  });
});
