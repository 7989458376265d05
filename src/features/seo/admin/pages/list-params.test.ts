import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_LIST_PARAMS, hasIssue, pageListHref, PAGES_PAGE_SIZE, parsePageListParams, selectPages, type ListablePage } from "./list-params";

const page = (overrides: Partial<ListablePage>): ListablePage => ({
  path: "/x",
  kind: "category",
  label: "X",
  metaTitle: "A title long enough to pass the check | Velvet",
  metaDescription: "d".repeat(140),
  titleMissing: false,
  score: 80,
  ...overrides,
});

describe("parsePageListParams", () => {
  it("reads a full view and writes it back", () => {
    const params = parsePageListParams({ q: " mayfair ", kind: "district", issue: "descriptionShort", sort: "score", page: "3" });
    expect(params).toEqual({ q: "mayfair", kind: "district", issue: "descriptionShort", sort: "score", page: 3 });
    expect(pageListHref(params)).toBe("/admin/seo/pages?q=mayfair&kind=district&issue=descriptionShort&sort=score&page=3");
  });

  it("falls back to the default for anything unknown", () => {
    expect(parsePageListParams({ kind: "admin", issue: "tooPink", sort: "random", page: "-1" })).toEqual(DEFAULT_PAGE_LIST_PARAMS);
    expect(pageListHref(DEFAULT_PAGE_LIST_PARAMS)).toBe("/admin/seo/pages");
  });

  it("reads the first of repeated values", () => {
    expect(parsePageListParams(new URLSearchParams("kind=post&kind=category")).kind).toBe("post");
  });
});

describe("hasIssue", () => {
  it("measures titles against 30–60 and descriptions against 120–160", () => {
    expect(hasIssue(page({ metaTitle: "t".repeat(29) }), "titleShort")).toBe(true);
    expect(hasIssue(page({ metaTitle: "t".repeat(30) }), "titleShort")).toBe(false);
    expect(hasIssue(page({ metaTitle: "t".repeat(61) }), "titleLong")).toBe(true);
    expect(hasIssue(page({ metaTitle: "t".repeat(60) }), "titleLong")).toBe(false);
    expect(hasIssue(page({ metaDescription: "d".repeat(119) }), "descriptionShort")).toBe(true);
    expect(hasIssue(page({ metaDescription: "d".repeat(161) }), "descriptionLong")).toBe(true);
    expect(hasIssue(page({ metaDescription: "d".repeat(160) }), "descriptionLong")).toBe(false);
  });

  it("counts a missing text as missing, not as short", () => {
    expect(hasIssue(page({ metaDescription: "" }), "descriptionMissing")).toBe(true);
    expect(hasIssue(page({ metaDescription: "" }), "descriptionShort")).toBe(false);
    expect(hasIssue(page({ metaTitle: "Velvet", titleMissing: true }), "titleMissing")).toBe(true);
  });
});

describe("selectPages", () => {
  const pages = [
    page({ path: "/b", label: "Blonde", score: 50, kind: "category", metaDescription: "short" }),
    page({ path: "/a", label: "Mayfair", score: 90, kind: "district" }),
    page({ path: "/c", label: "Chelsea", score: 50, kind: "district", metaTitle: "Escorts in Chelsea" }),
  ];

  it("filters by kind, issue and search", () => {
    expect(selectPages(pages, { ...DEFAULT_PAGE_LIST_PARAMS, kind: "district" }).rows.map((p) => p.path)).toEqual(["/a", "/c"]);
    expect(selectPages(pages, { ...DEFAULT_PAGE_LIST_PARAMS, issue: "descriptionShort" }).rows.map((p) => p.path)).toEqual(["/b"]);
    expect(selectPages(pages, { ...DEFAULT_PAGE_LIST_PARAMS, issue: "titleShort" }).rows.map((p) => p.path)).toEqual(["/c"]);
    expect(selectPages(pages, { ...DEFAULT_PAGE_LIST_PARAMS, q: "CHELSEA" }).rows.map((p) => p.path)).toEqual(["/c"]);
  });

  it("orders with the path as tie-break", () => {
    expect(selectPages(pages, { ...DEFAULT_PAGE_LIST_PARAMS, sort: "score" }).rows.map((p) => p.path)).toEqual(["/b", "/c", "/a"]);
    expect(selectPages(pages, { ...DEFAULT_PAGE_LIST_PARAMS, sort: "name" }).rows.map((p) => p.label)).toEqual(["Blonde", "Chelsea", "Mayfair"]);
  });

  it("pages and clamps a page past the end", () => {
    const many = Array.from({ length: PAGES_PAGE_SIZE + 3 }, (_, i) => page({ path: `/p${String(i).padStart(3, "0")}` }));
    const last = selectPages(many, { ...DEFAULT_PAGE_LIST_PARAMS, page: 99 });
    expect(last).toMatchObject({ total: PAGES_PAGE_SIZE + 3, page: 2, pageCount: 2 });
    expect(last.rows).toHaveLength(3);
  });
});
