/**
 * SEO Performance against a real database: the page-view store the server
 * layer writes through (buckets add up; staff sessions told from members and
 * unknown tokens through the real session check), the retention purge, and
 * the screen's KPI and By page queries over inserted rows.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pageViews, siteSettings } from "@/db/schema";
import { createAccount } from "@/features/auth/accounts";
import { setAuthForTests } from "@/features/auth/auth";
import { openSessionCookie } from "@/features/auth/session-cookie";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { useTestDatabase } from "../../../../tests/setup/test-db";
import { periodRange } from "../admin/performance/list-params";
import { listPageViews, readDailyViews, readPerformanceTotals, readTopPages } from "../admin/performance/list-query";
import { loadPerformanceScreen } from "../admin/performance/queries";
import { isStaffSession, recordPageViews } from "./store";
import { purgeRetention } from "@/features/retention/purge";

const { db } = await useTestDatabase();
const purgeOldPageViews = (database: typeof db, options: { now: Date }) => purgeRetention(database, "pageViews", options);
await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS }).onConflictDoNothing();

beforeAll(() => {
  setAuthForTests(null);
});

beforeEach(async () => {
  await db.delete(pageViews);
  await db.update(siteSettings).set({ pageViewRetentionDays: 395 });
});

const NOW = new Date("2026-03-10T12:00:00Z");

describe("recordPageViews", () => {
  it("adds views to existing buckets and creates new ones in one upsert", async () => {
    await recordPageViews(db, [
      { path: "/faq", day: "2026-03-10", deviceType: "desktop", referrerHost: "", views: 2 },
      { path: "/faq", day: "2026-03-10", deviceType: "mobile", referrerHost: "www.google.com", views: 1 },
    ]);
    await recordPageViews(db, [
      { path: "/faq", day: "2026-03-10", deviceType: "desktop", referrerHost: "", views: 3 },
      { path: "/terms", day: "2026-03-10", deviceType: "tablet", referrerHost: "", views: 1 },
      // Malformed buckets are left out rather than failing the batch.
      { path: "no-slash", day: "2026-03-10", deviceType: "desktop", referrerHost: "", views: 1 },
      { path: "/x", day: "yesterday", deviceType: "desktop", referrerHost: "", views: 1 },
      { path: "/x", day: "2026-03-10", deviceType: "watch" as "desktop", referrerHost: "", views: 1 },
    ]);
    const rows = await db.select({ path: pageViews.path, deviceType: pageViews.deviceType, referrerHost: pageViews.referrerHost, views: pageViews.views }).from(pageViews);
    expect(rows.sort((a, b) => `${a.path}${a.deviceType}`.localeCompare(`${b.path}${b.deviceType}`))).toEqual([
      { path: "/faq", deviceType: "desktop", referrerHost: "", views: 5 },
      { path: "/faq", deviceType: "mobile", referrerHost: "www.google.com", views: 1 },
      { path: "/terms", deviceType: "tablet", referrerHost: "", views: 1 },
    ]);
  });
});

describe("isStaffSession", () => {
  const cookieFor = async (email: string, role: "admin" | "team" | "member") => {
    const { id } = await createAccount({ email, name: email, password: "correct horse battery", role, status: "approved" });
    const cookie = await openSessionCookie(id);
    return `theme=dark; ${cookie.name}=${cookie.value}`;
  };

  it("is true for an admin's and a team account's session", async () => {
    expect(await isStaffSession(await cookieFor("pv-admin@example.com", "admin"))).toBe(true);
    expect(await isStaffSession(await cookieFor("pv-team@example.com", "team"))).toBe(true);
  });

  it("is false for a member, an unknown or forged token, and no cookie", async () => {
    expect(await isStaffSession(await cookieFor("pv-member@example.com", "member"))).toBe(false);
    expect(await isStaffSession("velvet.session_token=unknown-token.c2lnbmF0dXJl")).toBe(false);
    expect(await isStaffSession("")).toBe(false);
  });
});

describe("purgeOldPageViews", () => {
  it("deletes the days past the period saved on System Settings and keeps the rest", async () => {
    await db.update(siteSettings).set({ pageViewRetentionDays: 30 });
    await recordPageViews(db, [
      { path: "/old", day: "2026-02-08", deviceType: "desktop", referrerHost: "", views: 1 },
      { path: "/kept", day: "2026-02-09", deviceType: "desktop", referrerHost: "", views: 1 },
      { path: "/today", day: "2026-03-10", deviceType: "desktop", referrerHost: "", views: 1 },
    ]);
    expect(await purgeOldPageViews(db, { now: NOW })).toBe(1);
    expect((await db.select({ path: pageViews.path }).from(pageViews)).map((row) => row.path).sort()).toEqual(["/kept", "/today"]);
  });
});

describe("the screen's queries", () => {
  beforeEach(async () => {
    await recordPageViews(db, [
      // This period (the last 7 days: 4 to 10 March).
      { path: "/faq", day: "2026-03-10", deviceType: "mobile", referrerHost: "www.google.com", views: 6 },
      { path: "/faq", day: "2026-03-09", deviceType: "desktop", referrerHost: "", views: 2 },
      { path: "/faq", day: "2026-03-04", deviceType: "desktop", referrerHost: "duckduckgo.com", views: 2 },
      { path: "/terms", day: "2026-03-08", deviceType: "tablet", referrerHost: "", views: 3 },
      { path: "/blog/a", day: "2026-03-05", deviceType: "desktop", referrerHost: "", views: 1 },
      // The 7 days before.
      { path: "/faq", day: "2026-03-03", deviceType: "mobile", referrerHost: "", views: 4 },
      { path: "/faq", day: "2026-02-25", deviceType: "desktop", referrerHost: "", views: 1 },
      // Before both: left out.
      { path: "/faq", day: "2026-02-24", deviceType: "desktop", referrerHost: "", views: 100 },
    ]);
  });

  it("sums the KPIs of the period and of the one before", async () => {
    const totals = await readPerformanceTotals(db, periodRange(7, NOW));
    expect(totals.current).toEqual({ views: 14, pages: 3, mobile: 6, tablet: 3, desktop: 5 });
    expect(totals.previous).toEqual({ views: 5, pages: 1, mobile: 4, tablet: 0, desktop: 1 });
  });

  it("gives every day of the period, zero days included, split by device", async () => {
    const daily = await readDailyViews(db, periodRange(7, NOW));
    expect(daily.map((d) => d.day)).toEqual(["2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"]);
    expect(daily.map((d) => d.total)).toEqual([2, 1, 0, 0, 3, 2, 6]);
    expect(daily[4]).toEqual({ day: "2026-03-08", mobile: 0, tablet: 3, desktop: 0, total: 3 });
  });

  it("lists pages by views with their mobile share and top referrer, sorted and paged by the server", async () => {
    const range = periodRange(7, NOW);
    const byViews = await listPageViews(db, range, {});
    expect(byViews).toEqual({
      rows: [
        { path: "/faq", views: 10, mobileShare: 0.6, topReferrer: "www.google.com" },
        { path: "/terms", views: 3, mobileShare: 0, topReferrer: null },
        { path: "/blog/a", views: 1, mobileShare: 0, topReferrer: null },
      ],
      total: 3,
      page: 1,
      pageCount: 1,
    });
    expect((await listPageViews(db, range, { sort: "path" })).rows.map((row) => row.path)).toEqual(["/blog/a", "/faq", "/terms"]);
    const second = await listPageViews(db, range, { sort: "views", size: 2, page: 2 });
    expect(second).toMatchObject({ rows: [{ path: "/blog/a" }], total: 3, page: 2, pageCount: 2 });
    // Past the last page: the last page.
    expect(await listPageViews(db, range, { size: 2, page: 9 })).toMatchObject({ rows: [{ path: "/blog/a" }], page: 2 });
    expect((await listPageViews(db, range, { q: "ter" })).rows.map((row) => row.path)).toEqual(["/terms"]);
    expect((await listPageViews(db, range, { q: "%" })).rows).toEqual([]);
    expect((await readTopPages(db, range, 2)).map((p) => p.path)).toEqual(["/faq", "/terms"]);
  });

  it("joins each page's score from the inventory, sums the indexed pages' scores and names the top pages", async () => {
    const pages = async () => [
      { path: "/faq", label: "FAQ", indexed: true, score: 85, missed: [] },
      { path: "/terms", label: "Terms and conditions", indexed: true, score: 40, missed: ["title" as const, "keywords" as const] },
      { path: "/privacy", label: "Privacy policy", indexed: true, score: 65, missed: ["description" as const] },
      // A members-only profile: named in the charts, not scored.
      { path: "/blog/b", label: "Not indexed", indexed: false, score: 10, missed: ["title" as const] },
    ];
    const data = await loadPerformanceScreen({ tab: "pages", period: 7, q: "", sort: "views", page: 1 }, pages, NOW);
    expect(data.list?.rows.map((row) => [row.path, row.score])).toEqual([
      ["/faq", 85],
      ["/terms", 40],
      ["/blog/a", null],
    ]);
    expect(data.scores).toEqual({
      scored: 3,
      average: 63,
      optimised: 1,
      issues: [
        { path: "/terms", score: 40, missed: ["title", "keywords"] },
        { path: "/privacy", score: 65, missed: ["description"] },
      ],
    });
    expect(data.daily).toBeNull();

    const overview = await loadPerformanceScreen({ tab: "overview", period: 7, q: "", sort: "views", page: 1 }, pages, NOW);
    // Pages the inventory lists are named by their label; a path it does not list keeps its path.
    expect(overview.topPages?.map((page) => [page.path, page.label])).toEqual([
      ["/faq", "FAQ"],
      ["/terms", "Terms and conditions"],
      ["/blog/a", "/blog/a"],
    ]);
  });
});
