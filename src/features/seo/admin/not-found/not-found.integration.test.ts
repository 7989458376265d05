/**
 * The 404 monitor against a real database: the store's batch upsert (hits
 * add up, first seen kept, last seen and referrer host moved, the row cap
 * respected for new paths only), the retention purge and its setting, the
 * list query, and the actions (301 and 410 create the rule and remove the
 * entry in one transaction, through the redirects' checks; delete; clear;
 * audited; a member or subscriber refused with nothing changed; the
 * retention setting refused to the team role, which has no System Settings).
 */
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, notFoundPaths, redirects, siteSettings } from "@/db/schema";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { createViewer, session } from "../../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../../tests/setup/test-db";

const { recordNotFound } = await import("../../not-found/store");
const { purgeRetention } = await import("@/features/retention/purge");
const purgeStaleNotFoundPaths = (database: typeof db, options: { now: Date }) => purgeRetention(database, "notFound", options);
const { listNotFoundPage } = await import("./list-query");
const { resolveNotFound, deleteNotFound, clearNotFound } = await import("./actions");
const { saveRetention } = await import("@/features/settings/admin/actions");
const saveNotFoundRetention = (input: { days: number }) => saveRetention({ period: "notFound", ...input });
const { db } = await useTestDatabase();
await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS }).onConflictDoNothing();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");
const SUBSCRIBER = await createViewer("subscriber");
const TEAM = await createViewer("team");

const T0 = new Date("2026-03-01T10:00:00Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const count = (path: string, hits: number, at: Date, referrerHost = "") => ({ path, hits, referrerHost, firstSeenAt: at, lastSeenAt: at });
const entries = () => db.select().from(notFoundPaths).orderBy(notFoundPaths.path);
const entry = async (path: string) => (await db.select().from(notFoundPaths).where(eq(notFoundPaths.path, path)))[0];
const audits = () => db.select().from(auditLog);

beforeEach(async () => {
  session.viewer = ADMIN;
  session.locale = null;
  await db.delete(notFoundPaths);
  await db.delete(redirects);
  await db.delete(auditLog);
  await db.update(siteSettings).set({ notFoundRetentionDays: 90 });
});

describe("recordNotFound (the store)", () => {
  it("adds hits up, keeps the first sighting, moves the last one and keeps the last referrer host sent", async () => {
    await recordNotFound(db, [count("/old-page", 2, minutes(0), "news.example"), count("/other", 1, minutes(0))], { maxRows: 100 });
    await recordNotFound(db, [count("/old-page", 3, minutes(5))], { maxRows: 100 });
    await recordNotFound(db, [count("/old-page", 1, minutes(2), "blog.example")], { maxRows: 100 });
    const row = await entry("/old-page");
    expect(row).toMatchObject({ hits: 6, referrerHost: "blog.example" });
    expect(row.firstSeenAt).toEqual(minutes(0));
    // A batch written late does not move the last sighting back.
    expect(row.lastSeenAt).toEqual(minutes(5));
    expect(await entries()).toHaveLength(2);
  });

  it("respects the row cap: when the table is full a new path is not added, a known one still counts", async () => {
    const cap = 300;
    await db.execute(sql`
      insert into ${notFoundPaths} (path, hits, first_seen_at, last_seen_at)
      select '/generated-' || i, 1, ${T0.toISOString()}::timestamptz, ${T0.toISOString()}::timestamptz from generate_series(1, ${cap}) as i`);
    await recordNotFound(db, [count("/brand-new", 50, minutes(1)), count("/generated-7", 4, minutes(1))], { maxRows: cap });
    expect(await entry("/brand-new")).toBeUndefined();
    expect((await entry("/generated-7")).hits).toBe(5);
    const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(notFoundPaths);
    expect(n).toBe(cap);
  });

  it("fills the room left with the most-hit new paths first", async () => {
    await recordNotFound(db, [count("/a", 1, T0)], { maxRows: 3 });
    await recordNotFound(db, [count("/rare", 1, T0), count("/often", 9, T0), count("/sometimes", 3, T0)], { maxRows: 3 });
    expect((await entries()).map((row) => row.path)).toEqual(["/a", "/often", "/sometimes"]);
  });
});

describe("the retention purge", () => {
  it("deletes the entries not seen within the period set on System Settings", async () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    await recordNotFound(db, [count("/stale", 1, daysAgo(40)), count("/recent", 1, daysAgo(10))], { maxRows: 100 });
    expect(await purgeStaleNotFoundPaths(db, { now })).toBe(0);

    const saved = await saveNotFoundRetention({ days: 30 });
    expect(saved).toMatchObject({ ok: true, data: { days: 30 } });
    expect(await purgeStaleNotFoundPaths(db, { now })).toBe(1);
    expect((await entries()).map((row) => row.path)).toEqual(["/recent"]);
    const [audit] = await audits();
    expect(audit).toMatchObject({ action: "settings.not_found_retention", oldValues: { notFoundRetentionDays: 90 }, newValues: { notFoundRetentionDays: 30 } });
  });

  it("refuses a period out of range, and a non-admin", async () => {
    expect(await saveNotFoundRetention({ days: 0 })).toMatchObject({ ok: false, code: "invalid" });
    expect(await saveNotFoundRetention({ days: 3651 })).toMatchObject({ ok: false, code: "invalid" });
    session.viewer = TEAM;
    expect(await saveNotFoundRetention({ days: 10 })).toMatchObject({ ok: false, code: "forbidden" });
    const [row] = await db.select({ days: siteSettings.notFoundRetentionDays }).from(siteSettings);
    expect(row.days).toBe(90);
  });
});

describe("the list", () => {
  it("sorts by hits by default, searches by path, and says when the cap is reached", async () => {
    await recordNotFound(db, [count("/wp-login.php", 40, minutes(1)), count("/old-blog", 5, minutes(3)), count("/wp-admin", 12, minutes(2))], { maxRows: 100 });
    const page = await listNotFoundPage(db, { q: "", sort: "hits", page: 1 }, { maxRows: 100 });
    expect(page.rows.map((row) => row.path)).toEqual(["/wp-login.php", "/wp-admin", "/old-blog"]);
    expect(page).toMatchObject({ total: 3, stored: 3, full: false });
    const searched = await listNotFoundPage(db, { q: "wp-", sort: "lastSeen", page: 1 }, { maxRows: 3 });
    expect(searched.rows.map((row) => row.path)).toEqual(["/wp-admin", "/wp-login.php"]);
    expect(searched).toMatchObject({ total: 2, stored: 3, full: true });
  });
});

describe("the actions", () => {
  async function seeded(path: string) {
    await recordNotFound(db, [count(path, 3, T0, "links.example")], { maxRows: 100 });
    return (await entry(path)).id;
  }

  it("turns an entry into a 301: the exact rule is created, the entry removed, both audited", async () => {
    const id = await seeded("/old-offer");
    const result = await resolveNotFound({ id, statusCode: 301, toPath: "/" });
    expect(result).toMatchObject({ ok: true, data: { path: "/old-offer", statusCode: 301, toPath: "/" } });
    const [rule] = await db.select().from(redirects);
    expect(rule).toMatchObject({ fromPath: "/old-offer", toPath: "/", statusCode: 301, matchType: "exact", isActive: true });
    expect(await entries()).toEqual([]);
    const rows = await audits();
    expect(rows.map((row) => row.action).sort()).toEqual(["not_found.redirect", "redirect.create"]);
    expect(rows.find((row) => row.action === "not_found.redirect")).toMatchObject({ entityId: id, actorId: ADMIN.userId, oldValues: { name: "/old-offer", hits: 3 }, newValues: { ruleId: rule.id } });
  });

  it("turns an entry into a 410 with no target, whatever was sent", async () => {
    const id = await seeded("/withdrawn");
    expect(await resolveNotFound({ id, statusCode: 410, toPath: "/ignored" })).toMatchObject({ ok: true });
    const [rule] = await db.select().from(redirects);
    expect(rule).toMatchObject({ fromPath: "/withdrawn", toPath: null, statusCode: 410 });
  });

  it("refuses a bad target, a loop, and a path that already has a rule, changing nothing", async () => {
    const id = await seeded("/loop-me");
    session.locale = "en-GB";
    const bad = await resolveNotFound({ id, statusCode: 301, toPath: "javascript:alert(1)" });
    expect(bad).toMatchObject({ ok: false, code: "invalid", fieldErrors: { toPath: [expect.stringContaining("must be a path")] } });
    const empty = await resolveNotFound({ id, statusCode: 301, toPath: "" });
    expect(empty).toMatchObject({ ok: false, code: "invalid" });

    await db.insert(redirects).values({ fromPath: "/elsewhere", toPath: "/loop-me", statusCode: 301, matchType: "exact" });
    const loop = await resolveNotFound({ id, statusCode: 301, toPath: "/elsewhere" });
    expect(loop).toMatchObject({ ok: false, code: "invalid", fieldErrors: { toPath: [expect.stringMatching(/loop|chain/i)] } });

    await db.insert(redirects).values({ fromPath: "/loop-me", toPath: null, statusCode: 410, matchType: "exact", isActive: false });
    const taken = await resolveNotFound({ id, statusCode: 410 });
    expect(taken).toMatchObject({ ok: false, code: "invalid", error: "A redirect rule for /loop-me already exists. Change it on the Redirects tab." });

    expect(await entries()).toHaveLength(1);
    expect(await db.select().from(redirects)).toHaveLength(2);
    expect(await audits()).toEqual([]);
  });

  it("deletes one entry and clears them all, audited", async () => {
    const id = await seeded("/one");
    await seeded("/two");
    await seeded("/three");
    expect(await deleteNotFound({ id })).toMatchObject({ ok: true });
    expect(await deleteNotFound({ id })).toMatchObject({ ok: false, code: "not_found" });
    expect(await clearNotFound({})).toMatchObject({ ok: true, data: { deleted: 2 } });
    expect(await entries()).toEqual([]);
    const rows = await audits();
    expect(rows.map((row) => row.action).sort()).toEqual(["not_found.clear", "not_found.delete"]);
    expect(rows.find((row) => row.action === "not_found.clear")).toMatchObject({ oldValues: { count: 2 } });
  });

  // The team role holds admin.seo.manage (src/features/access/permissions.ts), so it may act here, as on the Redirects tab.
  it("refuses a member and a subscriber, changing nothing", async () => {
    const id = await seeded("/guarded");
    for (const viewer of [MEMBER, SUBSCRIBER]) {
      session.viewer = viewer;
      expect(await resolveNotFound({ id, statusCode: 301, toPath: "/" })).toMatchObject({ ok: false, code: "forbidden" });
      expect(await deleteNotFound({ id })).toMatchObject({ ok: false, code: "forbidden" });
      expect(await clearNotFound({})).toMatchObject({ ok: false, code: "forbidden" });
    }
    expect(await entries()).toHaveLength(1);
    expect(await db.select().from(redirects)).toEqual([]);
    expect(await audits()).toEqual([]);
  });
});
