import { describe, expect, it } from "vitest";
import { buildPreviews, keywordSummary, normalisePagePath, pagePathProblem, truncatePreview, type MetaTagText } from "./rules";

const BLANK: MetaTagText = {
  pagePath: "",
  pageTitle: "",
  metaTitle: "",
  metaDescription: "",
  keywords: [],
  ogTitle: "",
  ogDescription: "",
  ogImage: "",
  twitterTitle: "",
  twitterDescription: "",
  twitterImage: "",
};
const tag = (overrides: Partial<MetaTagText>): MetaTagText => ({ ...BLANK, ...overrides });
const chars = (n: number, letter = "a") => letter.repeat(n);

describe("pagePathProblem", () => {
  it.each([
    ["", "required"],
    ["   ", "required"],
    ["faq", "noLeadingSlash"],
    ["https://velvet.example/faq", "noLeadingSlash"],
    ["//evil.example/faq", "noLeadingSlash"],
    ["/faq?x=1", "queryOrFragment"],
    ["/faq#top", "queryOrFragment"],
    ["/my page", "invalidCharacters"],
    ["/a\\b", "invalidCharacters"],
  ] as const)("%j is refused as %s", (path, problem) => {
    expect(pagePathProblem(path)).toBe(problem);
  });

  it.each(["/", "/faq", "/blog/the-art-of-discretion", "/models/3f2a0c1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f", " /FAQ/ "])("%j is a path", (path) => {
    expect(pagePathProblem(path)).toBeNull();
  });
});

describe("normalisePagePath", () => {
  it.each([
    ["/", "/"],
    ["///", "/"],
    ["/faq/", "/faq"],
    [" /FAQ ", "/faq"],
    ["/Blog//The-Art/", "/blog/the-art"],
    ["/escorts-in-mayfair", "/escorts-in-mayfair"],
  ])("%j → %j", (raw, expected) => {
    expect(normalisePagePath(raw)).toBe(expected);
  });

  it("is idempotent (a stored path normalises to itself)", () => {
    for (const path of ["/", "/faq", "/blog/x-y"]) expect(normalisePagePath(normalisePagePath(path))).toBe(path);
  });
});

describe("truncatePreview", () => {
  it("keeps text up to the limit as it is", () => {
    expect(truncatePreview(chars(60), 60)).toBe(chars(60));
  });

  it("cuts longer text at the limit and adds an ellipsis", () => {
    expect(truncatePreview(chars(70), 60)).toBe(`${chars(60)}…`);
  });

  it("collapses spaces first and drops a space left at the cut", () => {
    expect(truncatePreview("Elegant  companions\nin London", 100)).toBe("Elegant companions in London");
    expect(truncatePreview(`${chars(59)} tail`, 60)).toBe(`${chars(59)}…`);
  });
});

describe("buildPreviews", () => {
  const long = tag({
    pageTitle: "Page title",
    metaTitle: chars(60, "t"),
    metaDescription: chars(160, "d"),
    ogTitle: chars(100, "o"),
    ogDescription: chars(310, "p"),
    twitterTitle: chars(80, "w"),
    twitterDescription: chars(130, "x"),
  });

  it("cuts Google at 60/160, Facebook at 95/300 and Twitter at 70/125", () => {
    const previews = buildPreviews(long);
    expect(previews.google).toEqual({ title: chars(60, "t"), description: chars(160, "d"), image: null });
    expect(previews.facebook.title).toBe(`${chars(95, "o")}…`);
    expect(previews.facebook.description).toBe(`${chars(300, "p")}…`);
    expect(previews.twitter.title).toBe(`${chars(70, "w")}…`);
    expect(previews.twitter.description).toBe(`${chars(125, "x")}…`);
  });

  it("falls back as the published head does: Twitter to Open Graph, Open Graph to the meta tags, the meta title to the page title", () => {
    const previews = buildPreviews(tag({ pageTitle: chars(70, "p"), metaDescription: "About", ogImage: "/media/og.webp" }));
    expect(previews.google.title).toBe(`${chars(60, "p")}…`);
    expect(previews.facebook).toEqual({ title: chars(70, "p"), description: "About", image: "/media/og.webp" });
    expect(previews.twitter).toEqual({ title: chars(70, "p"), description: "About", image: "/media/og.webp" });
    expect(buildPreviews(tag({ ogTitle: "OG", twitterImage: "/media/tw.webp" })).twitter).toEqual({ title: "OG", description: "", image: "/media/tw.webp" });
  });
});

describe("keywordSummary", () => {
  it("shows three keywords and counts the rest ('+N more')", () => {
    expect(keywordSummary(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(keywordSummary(["a"])).toEqual({ shown: ["a"], more: 0 });
  });
});
