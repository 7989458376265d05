import { describe, expect, it } from "vitest";
import {
  DEFAULT_REVIEW_LIST_PARAMS,
  parseReviewListParams,
  REVIEW_SEARCH_MAX,
  reviewListEntries,
  reviewListHref,
  reviewPageWindow,
} from "./list-params";

describe("parseReviewListParams", () => {
  it("reads the default view from an empty address", () => {
    expect(parseReviewListParams({})).toEqual(DEFAULT_REVIEW_LIST_PARAMS);
    expect(parseReviewListParams(new URLSearchParams())).toEqual(DEFAULT_REVIEW_LIST_PARAMS);
  });

  it("reads a full view, from a record or from URLSearchParams", () => {
    const expected = { filter: "pending", q: "ann", sort: "rating", page: 3 };
    expect(parseReviewListParams({ filter: "pending", q: "ann", sort: "rating", page: "3" })).toEqual(expected);
    expect(parseReviewListParams(new URLSearchParams("filter=pending&q=ann&sort=rating&page=3"))).toEqual(expected);
  });

  it.each(["published", "pending", "featured", "all"] as const)("accepts the filter %s", (filter) => {
    expect(parseReviewListParams({ filter }).filter).toBe(filter);
  });

  it.each(["newest", "oldest", "rating", "model"] as const)("accepts the order %s", (sort) => {
    expect(parseReviewListParams({ sort }).sort).toBe(sort);
  });

  it("falls back to the default for anything unknown or malformed, field by field", () => {
    expect(parseReviewListParams({ filter: "deleted", sort: "random", page: "two", q: "ok" })).toEqual({ ...DEFAULT_REVIEW_LIST_PARAMS, q: "ok" });
    for (const page of ["0", "-1", "1.5", "1e3", "99999999", "", " 2"]) expect(parseReviewListParams({ page }).page, page).toBe(1);
  });

  it("takes the first of a repeated parameter", () => {
    expect(parseReviewListParams({ filter: ["featured", "pending"] }).filter).toBe("featured");
  });

  it("cleans the search: one line, trimmed, bounded; hidden characters void it", () => {
    expect(parseReviewListParams({ q: "  Ann \n  Smith  " }).q).toBe("Ann Smith");
    expect(parseReviewListParams({ q: "x".repeat(500) }).q).toHaveLength(REVIEW_SEARCH_MAX);
    expect(parseReviewListParams({ q: "ann\u202Eevil" }).q).toBe("");
    expect(parseReviewListParams({ q: "\u0000" }).q).toBe("");
  });
});

describe("reviewListEntries and reviewListHref", () => {
  it("leave the defaults out, so the default view is the plain address", () => {
    expect(reviewListEntries(DEFAULT_REVIEW_LIST_PARAMS)).toEqual([]);
    expect(reviewListHref(DEFAULT_REVIEW_LIST_PARAMS)).toBe("/admin/models/reviews");
  });

  it("round-trip a view through its address", () => {
    const view = { filter: "featured", q: "50% off & more", sort: "model", page: 4 } as const;
    const href = reviewListHref(view);
    expect(href).toMatch(/^\/admin\/models\/reviews\?/);
    expect(parseReviewListParams(new URLSearchParams(href.split("?")[1]))).toEqual(view);
  });
});

describe("reviewPageWindow", () => {
  it("clamps the page into the pages there are, with at least one page", () => {
    expect(reviewPageWindow(0, 5)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(reviewPageWindow(60, 2)).toEqual({ page: 2, pageCount: 3, offset: 25 });
    expect(reviewPageWindow(60, 9)).toEqual({ page: 3, pageCount: 3, offset: 50 });
    expect(reviewPageWindow(50, 3)).toEqual({ page: 2, pageCount: 2, offset: 25 });
  });
});
