import { describe, expect, it } from "vitest";
import { DEFAULT_LIST_PARAMS, isNarrowedView, pageWindow, parseUserListParams, userListQuery } from "./list-params";

describe("parseUserListParams", () => {
  it("reads a full view", () => {
    expect(parseUserListParams({ filter: "pending", q: " Ann ", sort: "email", dir: "desc", page: "3", size: "50" })).toEqual({
      filter: "pending",
      q: "Ann",
      sort: "email",
      dir: "desc",
      page: 3,
      size: 50,
    });
  });

  it("reads URLSearchParams and arrays (the first value wins)", () => {
    expect(parseUserListParams(new URLSearchParams("filter=expiring&filter=admin")).filter).toBe("expiring");
    expect(parseUserListParams({ filter: ["admin", "pending"] }).filter).toBe("admin");
  });

  it("falls back to the default for anything unknown or malformed", () => {
    expect(
      parseUserListParams({ filter: "everyone", sort: "password", dir: "up", page: "-1", size: "1000", q: "a\u202Eb" }),
    ).toEqual(DEFAULT_LIST_PARAMS);
    expect(parseUserListParams({ page: "1e3" }).page).toBe(1);
    expect(parseUserListParams({ page: "0" }).page).toBe(1);
    expect(parseUserListParams({ page: "99999999999" }).page).toBe(1);
    expect(parseUserListParams({ filter: "__proto__" }).filter).toBe("all");
  });

  it("gives each sort its natural direction unless one is asked for", () => {
    expect(parseUserListParams({ sort: "email" }).dir).toBe("asc");
    expect(parseUserListParams({ sort: "created" }).dir).toBe("desc");
    expect(parseUserListParams({ sort: "subscriptionEnd" }).dir).toBe("asc");
  });

  it("keeps the search to one line of at most 100 characters", () => {
    expect(parseUserListParams({ q: "ann\n  smith" }).q).toBe("ann smith");
    expect(parseUserListParams({ q: "x".repeat(500) }).q).toHaveLength(100);
  });
});

describe("userListQuery", () => {
  it("leaves defaults out", () => {
    expect(userListQuery(DEFAULT_LIST_PARAMS)).toBe("");
    expect(userListQuery({ ...DEFAULT_LIST_PARAMS, sort: "email", dir: "asc" })).toBe("?sort=email");
  });

  it("round-trips through parseUserListParams", () => {
    const params = { filter: "subscribers", q: "a&b=c", sort: "lastSignIn", dir: "asc", page: 4, size: 100 } as const;
    expect(parseUserListParams(new URLSearchParams(userListQuery(params).slice(1)))).toEqual(params);
  });
});

describe("isNarrowedView", () => {
  it("is true with a filter or a search", () => {
    expect(isNarrowedView({ filter: "all", q: "" })).toBe(false);
    expect(isNarrowedView({ filter: "pending", q: "" })).toBe(true);
    expect(isNarrowedView({ filter: "all", q: "ann" })).toBe(true);
  });
});

describe("pageWindow", () => {
  it("clamps the page into the pages there are", () => {
    expect(pageWindow(0, 3, 25)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(pageWindow(51, 3, 25)).toEqual({ page: 3, pageCount: 3, offset: 50 });
    expect(pageWindow(51, 9, 25)).toEqual({ page: 3, pageCount: 3, offset: 50 });
  });
});
