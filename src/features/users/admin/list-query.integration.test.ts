/**
 * The Users screen's reads against a real database: counters, filters
 * (with the 7-day "expiring soon" window), search, sorts and paging.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { users, userSubscriptions } from "@/db/schema";
import { useTestDatabase } from "../../../../tests/setup/test-db";
import { DEFAULT_LIST_PARAMS, type UserListParams } from "./list-params";
import { countMatching, countUsers, listUsersForExport, listUsersPage } from "./list-query";

const { db } = await useTestDatabase();

const NOW = new Date("2026-06-01T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const days = (n: number) => new Date(NOW.getTime() + n * DAY);
const view = (overrides: Partial<UserListParams>): UserListParams => ({ ...DEFAULT_LIST_PARAMS, ...overrides });
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

beforeAll(async () => {
  await db.delete(users);
  // Created a day apart, in id order: a-pending is the oldest.
  const seeds: (typeof users.$inferInsert)[] = [
    { id: "a-pending", status: "pending", lastSignInAt: null },
    { id: "b-approved", status: "approved", lastSignInAt: days(-1) },
    { id: "c-admin", status: "approved", role: "admin", lastSignInAt: days(-3) },
    { id: "d-subscriber", status: "approved", role: "member", lastSignInAt: days(-2) },
    { id: "e-expiring", status: "approved", role: "member", lastSignInAt: null },
    { id: "f-exclusive", status: "approved", role: "member", isExclusiveMember: true, expiresAt: days(6) },
    { id: "g-lapsed", status: "approved", role: "member" },
    { id: "h-rejected", status: "rejected" },
    { id: "i-open-ended", status: "approved" },
  ].map((seed, index) => ({
    name: `Name ${seed.id}`,
    email: `${seed.id}@example.test`,
    createdAt: days(index - 20),
    ...seed,
  })) as (typeof users.$inferInsert)[];
  seeds.push({ id: "j-percent", name: "100% Club_member", email: "j@example.test", createdAt: days(-5), status: "approved" });
  await db.insert(users).values(seeds);
  await db.insert(userSubscriptions).values([
    { userId: "d-subscriber", startsAt: days(-10), endsAt: days(60) },
    // A closed earlier row does not count.
    { userId: "d-subscriber", startsAt: days(-100), endsAt: days(-10), active: false, endedAt: days(-10) },
    { userId: "e-expiring", startsAt: days(-20), endsAt: days(3) },
    // Running out exactly at the window's edge (7 days) still counts; 8 days would not.
    { userId: "f-exclusive", startsAt: days(-20), endsAt: days(7) },
    { userId: "g-lapsed", startsAt: days(-40), endsAt: days(-1) },
    { userId: "i-open-ended", startsAt: days(-40), endsAt: null },
    // Inactive rows never count, even with a future end.
    { userId: "b-approved", startsAt: days(-5), endsAt: days(100), active: false, endedAt: days(-1) },
  ]);
});

describe("counters", () => {
  it("count every account, pending, approved, admins and running subscriptions", async () => {
    expect(await countUsers(db, NOW)).toEqual({ total: 10, pending: 1, approved: 8, admins: 1, subscribers: 4 });
  });
});

describe("filters", () => {
  it.each([
    ["all", ["j-percent", "i-open-ended", "h-rejected", "g-lapsed", "f-exclusive", "e-expiring", "d-subscriber", "c-admin", "b-approved", "a-pending"]],
    ["pending", ["a-pending"]],
    ["approved", ["j-percent", "i-open-ended", "g-lapsed", "f-exclusive", "e-expiring", "d-subscriber", "c-admin", "b-approved"]],
    ["admin", ["c-admin"]],
    ["subscribers", ["i-open-ended", "f-exclusive", "e-expiring", "d-subscriber"]],
    ["expiring", ["f-exclusive", "e-expiring"]],
  ] as const)("%s, newest first", async (filter, expected) => {
    const page = await listUsersPage(db, view({ filter, size: 100 }), NOW);
    expect(ids(page.rows)).toEqual(expected);
    expect(page.total).toBe(expected.length);
    expect(await countMatching(db, { filter, q: "" }, NOW)).toBe(expected.length);
  });

  it("'expiring soon' is the 7 days after now", async () => {
    // A day later, e-expiring still ends within the window; f-exclusive's membership now ends in 5 days.
    expect(ids((await listUsersPage(db, view({ filter: "expiring" }), new Date(NOW.getTime() + DAY))).rows)).toEqual(["f-exclusive", "e-expiring"]);
    // 4 days later e-expiring has ended (no longer a subscriber at all).
    expect(ids((await listUsersPage(db, view({ filter: "expiring" }), new Date(NOW.getTime() + 4 * DAY))).rows)).toEqual(["f-exclusive"]);
  });
});

describe("search", () => {
  it("matches part of the email or the name, ignoring case", async () => {
    expect(ids((await listUsersPage(db, view({ q: "EXPIRING" }), NOW)).rows)).toEqual(["e-expiring"]);
    expect(ids((await listUsersPage(db, view({ q: "name c-" }), NOW)).rows)).toEqual(["c-admin"]);
  });

  it("takes % and _ literally", async () => {
    expect(ids((await listUsersPage(db, view({ q: "100%" }), NOW)).rows)).toEqual(["j-percent"]);
    expect(ids((await listUsersPage(db, view({ q: "b_m" }), NOW)).rows)).toEqual(["j-percent"]);
    expect((await listUsersPage(db, view({ q: "%" }), NOW)).rows.map((row) => row.id)).toEqual(["j-percent"]);
  });

  it("combines with a filter", async () => {
    expect(ids((await listUsersPage(db, view({ filter: "subscribers", q: "-e" }), NOW)).rows)).toEqual(["i-open-ended", "f-exclusive", "e-expiring"]);
  });
});

describe("sorts", () => {
  it("by email", async () => {
    const rows = (await listUsersPage(db, view({ sort: "email", dir: "asc", size: 100 }), NOW)).rows;
    expect(ids(rows)).toEqual([...ids(rows)].sort());
    expect(ids((await listUsersPage(db, view({ sort: "email", dir: "desc" }), NOW)).rows)[0]).toBe("j-percent");
  });

  it("by last sign-in, accounts that never signed in last", async () => {
    const rows = (await listUsersPage(db, view({ sort: "lastSignIn", dir: "desc", size: 100 }), NOW)).rows;
    expect(ids(rows).slice(0, 3)).toEqual(["b-approved", "d-subscriber", "c-admin"]);
    expect(rows.slice(3).every((row) => row.lastSignInAt === null)).toBe(true);
  });

  it("by subscription end: soonest first, no end after every end, no subscription last", async () => {
    const rows = (await listUsersPage(db, view({ sort: "subscriptionEnd", dir: "asc", size: 100 }), NOW)).rows;
    expect(ids(rows).slice(0, 4)).toEqual(["e-expiring", "f-exclusive", "d-subscriber", "i-open-ended"]);
    expect(rows.slice(4).every((row) => row.subscription === null)).toBe(true);
  });
});

describe("paging and subscriptions", () => {
  it("pages in order and clamps a page past the end to the last one", async () => {
    const first = await listUsersPage(db, view({ size: 25 }), NOW);
    expect(first).toMatchObject({ total: 10, page: 1, pageCount: 1 });
    const beyond = await listUsersPage(db, view({ page: 9, size: 25 }), NOW);
    expect(beyond.page).toBe(1);
    expect(ids(beyond.rows)).toEqual(ids(first.rows));
  });

  it("gives each row its running subscription and its whole history, newest first", async () => {
    const { rows } = await listUsersPage(db, view({ q: "d-subscriber" }), NOW);
    expect(rows[0].subscription).toMatchObject({ active: true, endsAt: days(60) });
    expect(rows[0].subscriptionHistory.map((row) => row.active)).toEqual([true, false]);
    const lapsed = (await listUsersPage(db, view({ q: "g-lapsed" }), NOW)).rows[0];
    expect(lapsed.subscription).toBeNull();
    expect(lapsed.subscriptionHistory).toHaveLength(1);
  });

  it("exports every row of a view in its order", async () => {
    expect(ids(await listUsersForExport(db, view({ filter: "subscribers", sort: "email", dir: "asc" }), NOW))).toEqual([
      "d-subscriber",
      "e-expiring",
      "f-exclusive",
      "i-open-ended",
    ]);
  });
});
