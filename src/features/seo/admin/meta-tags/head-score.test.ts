import { describe, expect, it } from "vitest";
import { pageHead, pageSeoScore } from "../page-score";
import { scoreTypedTags, type PageHeadBase, type TypedTags } from "./head-score";

const context: PageHeadBase["context"] = {
  brandName: "Velvet London",
  siteUrl: "https://velvet.example",
  defaultImage: { url: "/brand/og.png", width: 1200, height: 630, alt: "Velvet London" },
  canonicalRules: [],
  defaults: { description: "", keywords: [] },
};

const faq: PageHeadBase = {
  input: { path: "/faq", title: "Frequently asked questions", description: "d".repeat(140), keywords: ["a", "b", "c"] },
  context,
};

const blank: TypedTags = {
  pagePath: "/faq",
  pageTitle: "",
  metaTitle: "",
  metaDescription: "",
  keywords: [],
  metaRobots: "index, follow",
  ogTitle: "",
  ogDescription: "",
  twitterTitle: "",
  twitterDescription: "",
};

describe("scoreTypedTags (the Meta Tags dialog's score is the page's head score)", () => {
  it("with nothing typed, scores the page's own head: the same number as the page without an override", () => {
    const result = scoreTypedTags(faq, blank);
    expect(result.score).toBe(pageSeoScore(pageHead(faq.input!, { ...context, override: null })));
    // The page's own fields fill what the row leaves empty: a short row is not a 25/100 page.
    expect(result.score).toBeGreaterThanOrEqual(80);
  });

  it("applies the typed tags over the page, as the head will", () => {
    const result = scoreTypedTags(faq, { ...blank, metaTitle: "  Short  ", keywords: [" x ", ""] });
    expect(result.head.metaTitle).toBe("Short | Velvet London");
    expect(result.head.keywords).toEqual(["x"]);
    expect(result.missed).toEqual(["title", "keywords"]);
  });

  it("costs points for a typed title that repeats the brand", () => {
    const result = scoreTypedTags(faq, { ...blank, metaTitle: "Membership questions | Velvet Companions | Velvet London" });
    expect(result.brandRepeated).toBe(true);
    expect(result.missed).toContain("brandRepeated");
    expect(result.parts[0].earned).toBe(15);
  });

  it("for a path no page answers at, builds the head from the typed page title and the normalised path", () => {
    const result = scoreTypedTags({ input: null, context }, { ...blank, pagePath: "/Coming-Soon/", pageTitle: "Coming soon" });
    expect(result.head.path).toBe("/coming-soon");
    expect(result.head.metaTitle).toBe("Coming soon | Velvet London");
  });
});
