import { describe, expect, it } from "vitest";
import { isSeoIssue, seoScore, seoScoreLevel, type SeoScoreInput } from "./seo-score";

const text = (length: number) => "x".repeat(length);

const complete: SeoScoreInput = {
  metaTitle: text(45),
  metaDescription: text(140),
  keywords: ["a", "b", "c", "d"],
  ogTitle: "Open Graph title",
  ogDescription: "Open Graph description",
  path: "/escorts-in-mayfair",
};

describe("seoScore (the page score)", () => {
  it("gives 100 to a page with every part in range", () => {
    expect(seoScore(complete)).toBe(100);
  });

  it("gives 85 to a district page with title, description, keywords and path but no social tags", () => {
    expect(seoScore({ ...complete, ogTitle: null, ogDescription: null })).toBe(85);
  });

  it("scores the title 30 inside 30–60 (both ends included), 15 outside, 0 when empty", () => {
    const base = { ...complete, ogTitle: null, ogDescription: null, metaDescription: "", keywords: [], path: "" };
    expect(seoScore({ ...base, metaTitle: text(30) })).toBe(30);
    expect(seoScore({ ...base, metaTitle: text(60) })).toBe(30);
    expect(seoScore({ ...base, metaTitle: text(29) })).toBe(15);
    expect(seoScore({ ...base, metaTitle: text(61) })).toBe(15);
    expect(seoScore({ ...base, metaTitle: "   " })).toBe(0);
  });

  it("scores the description 25 inside 120–160, 12 outside, 0 when empty", () => {
    const base = { ...complete, ogTitle: null, ogDescription: null, metaTitle: "", keywords: [], path: "" };
    expect(seoScore({ ...base, metaDescription: text(120) })).toBe(25);
    expect(seoScore({ ...base, metaDescription: text(160) })).toBe(25);
    expect(seoScore({ ...base, metaDescription: text(119) })).toBe(12);
    expect(seoScore({ ...base, metaDescription: text(161) })).toBe(12);
    expect(seoScore({ ...base, metaDescription: "" })).toBe(0);
  });

  it("scores keywords 20 for 3–10, 10 for other non-empty lists, ignoring blanks", () => {
    const base = { ...complete, ogTitle: null, ogDescription: null, metaTitle: "", metaDescription: "", path: "" };
    expect(seoScore({ ...base, keywords: ["a", "b", "c"] })).toBe(20);
    expect(seoScore({ ...base, keywords: Array.from({ length: 10 }, (_, i) => `k${i}`) })).toBe(20);
    expect(seoScore({ ...base, keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) })).toBe(10);
    expect(seoScore({ ...base, keywords: ["a", "b", " "] })).toBe(10);
    expect(seoScore({ ...base, keywords: [] })).toBe(0);
  });

  it("counts Open Graph or Twitter title (8) and description (7)", () => {
    const base = { metaTitle: "", metaDescription: "", keywords: [], path: "" };
    expect(seoScore({ ...base, twitterTitle: "t" })).toBe(8);
    expect(seoScore({ ...base, ogTitle: "t", twitterTitle: "t" })).toBe(8);
    expect(seoScore({ ...base, twitterDescription: "d" })).toBe(7);
  });

  it("gives the path 10 only when it is non-empty and has no query string", () => {
    const base = { metaTitle: "", metaDescription: "", keywords: [] };
    expect(seoScore({ ...base, path: "/blonde-escorts" })).toBe(10);
    expect(seoScore({ ...base, path: "/models?page=2" })).toBe(0);
    expect(seoScore({ ...base, path: "" })).toBe(0);
  });
});

describe("seoScoreLevel and isSeoIssue", () => {
  it("colours 80+ good, 60–79 fair, below 60 poor", () => {
    expect(seoScoreLevel(100)).toBe("good");
    expect(seoScoreLevel(80)).toBe("good");
    expect(seoScoreLevel(79)).toBe("fair");
    expect(seoScoreLevel(60)).toBe("fair");
    expect(seoScoreLevel(59)).toBe("poor");
  });

  it("flags scores below 70", () => {
    expect(isSeoIssue(69)).toBe(true);
    expect(isSeoIssue(70)).toBe(false);
  });
});
