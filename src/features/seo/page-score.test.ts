import { describe, expect, it } from "vitest";
import { missedSeoChecks, pageSeoScore, type PageSeoFields } from "./page-score";

const chars = (n: number) => "x".repeat(n);
const full: PageSeoFields = {
  path: "/blonde-escorts",
  metaTitle: chars(45),
  metaDescription: chars(140),
  keywords: ["a", "b", "c"],
  ogTitle: "t",
  ogDescription: "d",
};

describe("missedSeoChecks (what to fix, admin spec §5 page score)", () => {
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
