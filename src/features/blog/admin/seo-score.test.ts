import { describe, expect, it } from "vitest";
import { blogSeoScore, seoTone, splitKeywords } from "./seo-score";

const text = (n: number) => "x".repeat(n);
const perfect = { title: text(45), metaDescription: text(140), seoKeywords: "london dining", excerpt: text(150) };

describe("blogSeoScore", () => {
  it("gives 100 when all four checks pass", () => {
    const result = blogSeoScore(perfect);
    expect(result.score).toBe(100);
    expect(result.checks.every((check) => check.passed)).toBe(true);
    expect(result.tone).toBe("good");
  });

  it("gives 0 for an empty post", () => {
    expect(blogSeoScore({ title: "", metaDescription: "", seoKeywords: "", excerpt: "" }).score).toBe(0);
  });

  it.each([
    [29, false],
    [30, true],
    [60, true],
    [61, false],
  ])("title of %d characters passes: %s", (n, passed) => {
    const result = blogSeoScore({ ...perfect, title: text(n) });
    expect(result.checks.find((check) => check.key === "title")?.passed).toBe(passed);
    expect(result.score).toBe(passed ? 100 : 75);
  });

  it.each([
    [119, false],
    [120, true],
    [160, true],
    [161, false],
  ])("meta description of %d characters passes: %s", (n, passed) => {
    expect(blogSeoScore({ ...perfect, metaDescription: text(n) }).checks[1].passed).toBe(passed);
  });

  it("needs at least one real keyword", () => {
    expect(blogSeoScore({ ...perfect, seoKeywords: " , ,, " }).checks[2].passed).toBe(false);
    expect(blogSeoScore({ ...perfect, seoKeywords: "mayfair" }).checks[2].passed).toBe(true);
  });

  it("needs an excerpt of at least 120 characters", () => {
    expect(blogSeoScore({ ...perfect, excerpt: text(119) }).checks[3].passed).toBe(false);
    expect(blogSeoScore({ ...perfect, excerpt: text(120) }).checks[3].passed).toBe(true);
  });

  it("ignores surrounding whitespace when counting", () => {
    expect(blogSeoScore({ ...perfect, title: `   ${text(29)}   ` }).checks[0].passed).toBe(false);
  });
});

describe("seoTone", () => {
  it.each([
    [100, "good"],
    [80, "good"],
    [75, "fair"],
    [60, "fair"],
    [50, "poor"],
    [0, "poor"],
  ])("%d is %s", (score, tone) => {
    expect(seoTone(score)).toBe(tone);
  });
});

describe("splitKeywords", () => {
  it("splits on commas and drops blanks", () => {
    expect(splitKeywords(" mayfair, dinner ,, london ")).toEqual(["mayfair", "dinner", "london"]);
  });
});
