import { describe, expect, it } from "vitest";
import { effectivePages, pageSeoScore, seoTone, splitKeywords, summariseSeo, type PageSeoFields } from "./seo-score";

const chars = (n: number) => "x".repeat(n);
const page = (overrides: Partial<PageSeoFields> = {}): PageSeoFields => ({
  path: "/blonde-escorts",
  metaTitle: "",
  metaDescription: "",
  keywords: [],
  ...overrides,
});

describe("pageSeoScore (page score for analytics)", () => {
  it.each([
    // [case, fields, expected]
    ["nothing but a clean path", page(), 10],
    ["no path either", page({ path: "" }), 0],
    ["a path with a query string", page({ path: "/models?page=2" }), 0],
    ["title 30 (lower bound)", page({ metaTitle: chars(30) }), 40],
    ["title 60 (upper bound)", page({ metaTitle: chars(60) }), 40],
    ["title 29 (short)", page({ metaTitle: chars(29) }), 25],
    ["title 61 (long)", page({ metaTitle: chars(61) }), 25],
    ["title only spaces", page({ metaTitle: "     " }), 10],
    ["description 120", page({ metaDescription: chars(120) }), 35],
    ["description 160", page({ metaDescription: chars(160) }), 35],
    ["description 119", page({ metaDescription: chars(119) }), 22],
    ["description 161", page({ metaDescription: chars(161) }), 22],
    ["3 keywords", page({ keywords: ["a", "b", "c"] }), 30],
    ["10 keywords", page({ keywords: Array.from({ length: 10 }, (_, i) => `k${i}`) }), 30],
    ["2 keywords", page({ keywords: ["a", "b"] }), 20],
    ["11 keywords", page({ keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) }), 20],
    ["blank keywords do not count", page({ keywords: [" ", ""] }), 10],
    ["og title", page({ ogTitle: "Title" }), 18],
    ["twitter title instead", page({ twitterTitle: "Title" }), 18],
    ["og and twitter titles count once", page({ ogTitle: "T", twitterTitle: "T" }), 18],
    ["og description", page({ ogDescription: "D" }), 17],
    ["twitter description instead", page({ twitterDescription: "D" }), 17],
  ])("%s", (_case, fields, expected) => {
    expect(pageSeoScore(fields)).toBe(expected);
  });

  it("gives 100 to a page with everything in range", () => {
    expect(
      pageSeoScore(
        page({
          metaTitle: chars(45),
          metaDescription: chars(140),
          keywords: ["a", "b", "c", "d"],
          ogTitle: "t",
          ogDescription: "d",
        }),
      ),
    ).toBe(100);
  });
});

describe("seoTone", () => {
  it.each([
    [100, "good"],
    [80, "good"],
    [79, "fair"],
    [60, "fair"],
    [59, "poor"],
    [0, "poor"],
  ] as const)("%i is %s", (score, tone) => {
    expect(seoTone(score)).toBe(tone);
  });
});

describe("summariseSeo", () => {
  it("has no average without pages", () => {
    expect(summariseSeo([])).toEqual({ pages: 0, average: null, optimised: 0, issues: 0 });
  });

  it("averages, and counts optimised (>= 80) and issues (< 70)", () => {
    const full = page({ metaTitle: chars(40), metaDescription: chars(130), keywords: ["a", "b", "c"], ogTitle: "t", ogDescription: "d" }); // 100
    const eighty = page({ metaTitle: chars(40), metaDescription: chars(130), keywords: ["a", "b", "c"] }); // 85
    const seventy = page({ metaTitle: chars(40), metaDescription: chars(130), keywords: ["a"] }); // 75
    const seventyExactly = page({ metaTitle: chars(20), metaDescription: chars(130), keywords: ["a", "b", "c"] }); // 70: not an issue (issues are below 70)
    const low = page(); // 10
    const summary = summariseSeo([full, eighty, seventy, seventyExactly, low]);
    expect(summary.pages).toBe(5);
    expect(summary.average).toBe(Math.round((100 + 85 + 75 + 70 + 10) / 5));
    expect(summary.optimised).toBe(2);
    expect(summary.issues).toBe(1);
  });
});

describe("effectivePages", () => {
  const base = [page({ path: "/a", metaTitle: "Own title", keywords: ["x"] }), page({ path: "/b" })];

  it("applies non-empty override fields over the page's own", () => {
    const pages = effectivePages(base, [
      {
        pagePath: "/a",
        metaTitle: "",
        metaDescription: "Override description",
        keywords: [],
        ogTitle: "OG",
        ogDescription: null,
        twitterTitle: null,
        twitterDescription: null,
        metaRobots: "index, follow",
      },
    ]);
    expect(pages.find((p) => p.path === "/a")).toMatchObject({
      metaTitle: "Own title",
      metaDescription: "Override description",
      keywords: ["x"],
      ogTitle: "OG",
    });
  });

  it("adds override-only paths and drops noindexed ones", () => {
    const pages = effectivePages(base, [
      { pagePath: "/new", metaTitle: "T", metaDescription: "", keywords: [], ogTitle: null, ogDescription: null, twitterTitle: null, twitterDescription: null, metaRobots: "index, follow" },
      { pagePath: "/b", metaTitle: "", metaDescription: "", keywords: [], ogTitle: null, ogDescription: null, twitterTitle: null, twitterDescription: null, metaRobots: "noindex, nofollow" },
    ]);
    expect(pages.map((p) => p.path).sort()).toEqual(["/a", "/new"]);
  });
});

describe("splitKeywords", () => {
  it("splits comma-separated text and drops blanks", () => {
    expect(splitKeywords(" mayfair, dinner date,, ,london ")).toEqual(["mayfair", "dinner date", "london"]);
  });
});

describe("summariseSeo with the head's brand", () => {
  it("scores a title that repeats the brand lower, as every SEO screen does", () => {
    const full = { path: "/blonde-escorts", metaDescription: "d".repeat(130), keywords: ["a", "b", "c"], ogTitle: "t", ogDescription: "d", brandName: "Velvet London" };
    const once = { ...full, metaTitle: "Blonde Escorts in London | Velvet London" };
    const twice = { ...full, metaTitle: "Blonde Escorts in London | Velvet Companions | Velvet London" };
    expect(summariseSeo([once])).toMatchObject({ average: 100, optimised: 1 });
    expect(summariseSeo([twice]).average).toBe(85);
  });
});
