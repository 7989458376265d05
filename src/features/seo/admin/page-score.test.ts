import { describe, expect, it } from "vitest";
import type { MetadataContext, PageSeoOverride } from "../metadata-core";
import { missedSeoChecks, pageHead, pageHeadScoreFields, pageSeoScore, pageSeoScoreDetail, type PageSeoFields } from "./page-score";

const EMPTY_OVERRIDE: PageSeoOverride = {
  metaTitle: "",
  metaDescription: "",
  keywords: [],
  ogTitle: null,
  ogDescription: null,
  ogImage: null,
  twitterTitle: null,
  twitterDescription: null,
  twitterImage: null,
  metaRobots: "index, follow",
};

const chars = (n: number) => "x".repeat(n);
const full: PageSeoFields = {
  path: "/blonde-escorts",
  metaTitle: chars(45),
  metaDescription: chars(140),
  keywords: ["a", "b", "c"],
  ogTitle: "t",
  ogDescription: "d",
};

describe("missedSeoChecks (what to fix in the page score)", () => {
  it("names nothing for a page that scores 100", () => {
    expect(pageSeoScore(full)).toBe(100);
    expect(missedSeoChecks(full)).toEqual([]);
  });

  it("names each check the page does not pass in full", () => {
    const page: PageSeoFields = { path: "/models?page=2", metaTitle: chars(10), metaDescription: chars(200), keywords: ["a"] };
    expect(missedSeoChecks(page)).toEqual(["title", "description", "keywords", "socialTitle", "socialDescription", "path"]);
  });

  it("accepts a Twitter title or description in place of the Open Graph one", () => {
    const page = { ...full, ogTitle: null, ogDescription: "", twitterTitle: "t", twitterDescription: "d" };
    expect(missedSeoChecks(page)).toEqual([]);
  });

  it("counts eleven keywords as a miss, as the score does", () => {
    const page = { ...full, keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) };
    expect(missedSeoChecks(page)).toEqual(["keywords"]);
    expect(pageSeoScore(page)).toBe(90);
  });
});

describe("a repeated brand", () => {
  const brand = "Velvet London";

  it("costs the title's points, and is named as the thing to fix", () => {
    const repeated = { ...full, brandName: brand, metaTitle: "Blonde Escorts in London | Velvet Companions | Velvet London" };
    expect(repeated.metaTitle.length).toBeLessThanOrEqual(60);
    expect(pageSeoScore(repeated)).toBe(85);
    expect(missedSeoChecks(repeated)).toEqual(["brandRepeated"]);
    expect(pageSeoScoreDetail(repeated).parts[0]).toEqual({ part: "title", earned: 15, max: 30, measured: repeated.metaTitle.length });
  });

  it("keeps full points for a title naming the brand once", () => {
    const once = { ...full, brandName: brand, metaTitle: "Blonde Escorts in London | Velvet London" };
    expect(pageSeoScore(once)).toBe(100);
    expect(missedSeoChecks(once)).toEqual([]);
  });

  it("names both a bad length and a repeated brand", () => {
    const both = { ...full, brandName: brand, metaTitle: "Velvet | Velvet London" };
    expect(missedSeoChecks(both)).toEqual(["title", "brandRepeated"]);
    expect(pageSeoScore(both)).toBe(85);
  });
});

describe("pageHead: the score's input is what the head shows", () => {
  const context: MetadataContext = {
    brandName: "Velvet London",
    siteUrl: "https://velvet.example",
    defaultImage: { url: "/brand/og.png", width: 1200, height: 630, alt: "Velvet London" },
    override: null,
    canonicalRules: [],
    defaults: { description: "d".repeat(130), keywords: ["a", "b", "c"] },
  };

  it("reads the branded title, the defaults and the social fallbacks from buildMetadata", () => {
    const head = pageHead({ path: "/faq", title: "Frequently asked questions" }, context);
    expect(head).toMatchObject({
      path: "/faq",
      brandName: "Velvet London",
      metaTitle: "Frequently asked questions | Velvet London",
      metaDescription: "d".repeat(130),
      keywords: ["a", "b", "c"],
      ogTitle: "Frequently asked questions | Velvet London",
      indexed: true,
    });
    expect(pageSeoScore(head)).toBe(100);
  });

  it("scores a hand-written title ending in a form of the brand without a second brand", () => {
    const head = pageHead({ path: "/blonde-escorts", title: "Blonde Escorts in London | Velvet Companions" }, context);
    expect(head.metaTitle).toBe("Blonde Escorts in London | Velvet Companions");
    expect(missedSeoChecks(head)).toEqual([]);
  });

  it("applies an override as the head does: a title repeating the brand loses points", () => {
    const override = { ...EMPTY_OVERRIDE, metaTitle: "Velvet London FAQ | Velvet London" };
    const head = pageHead({ path: "/faq", title: "FAQ" }, { ...context, override });
    expect(missedSeoChecks(head)).toContain("brandRepeated");
    expect(pageSeoScore(head)).toBeLessThan(100);
  });

  it("gives the score the very fields pageHead reads back, without building the head (the Meta Tags Manager's order)", () => {
    const overrides: PageSeoOverride[] = [
      EMPTY_OVERRIDE,
      { ...EMPTY_OVERRIDE, metaTitle: "Velvet London FAQ | Velvet London", keywords: ["faq", "", "booking"] },
      { ...EMPTY_OVERRIDE, metaDescription: `  Spaced\tout\n\n${"word ".repeat(40)}  `, ogTitle: "Shared", ogDescription: "x".repeat(400) },
      { ...EMPTY_OVERRIDE, twitterTitle: "Tweet", twitterDescription: " Tweeted  text ", metaRobots: "noindex, nofollow" },
      { ...EMPTY_OVERRIDE, metaTitle: "t".repeat(45), metaDescription: "d".repeat(159), ogDescription: "Friends", ogImage: "/media/a.webp" },
    ];
    const inputs = [
      { path: "/faq", title: "Frequently asked questions" },
      { path: "/blog/a-post", title: "", description: `${"A long description. ".repeat(12)}`, keywords: ["a", "b"] },
      { path: "/models/x?ref=1", title: "Aurora | Velvet", noindex: true },
    ];
    for (const input of inputs) {
      for (const override of overrides) {
        for (const defaults of [context.defaults, { description: "", keywords: [] }]) {
          const ctx = { ...context, defaults, override };
          const head = pageHead(input, ctx);
          const fields = pageHeadScoreFields(input, ctx);
          // Everything but the address and the robots flag, which the score does not read.
          expect(fields).toEqual({ ...head, canonical: undefined, indexed: undefined });
          expect(pageSeoScoreDetail(fields)).toEqual(pageSeoScoreDetail(head));
        }
      }
    }
  });
});
