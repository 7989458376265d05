import { describe, expect, it } from "vitest";
import { MAX_SLUG_LENGTH, slugify } from "@/lib/slug";
import { uniqueSlug } from "./slug";

describe("slugify", () => {
  it.each([
    ["Where to Dine in London This Season", "where-to-dine-in-london-this-season"],
    ["  Café Crème — à la carte!  ", "cafe-creme-a-la-carte"],
    ["São Paulo & Zürich", "sao-paulo-and-zurich"],
    ["Straße, Smørrebrød, Łódź", "strasse-smorrebrod-lodz"],
    ["The Ritz's Afternoon Tea", "the-ritzs-afternoon-tea"],
    ["Top 10 tips -- 2026", "top-10-tips-2026"],
    ["???", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("cuts long titles without leaving a trailing hyphen", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("uniqueSlug", () => {
  it("keeps the slug when it is free", () => {
    expect(uniqueSlug("london", new Set(["paris"]))).toBe("london");
  });

  it("adds -2, -3, … on collision", () => {
    expect(uniqueSlug("london", new Set(["london"]))).toBe("london-2");
    expect(uniqueSlug("london", new Set(["london", "london-2", "london-3"]))).toBe("london-4");
  });

  it("fills the first gap", () => {
    expect(uniqueSlug("london", new Set(["london", "london-3"]))).toBe("london-2");
  });

  it("falls back to 'post' for an empty base", () => {
    expect(uniqueSlug("", new Set())).toBe("post");
    expect(uniqueSlug("", new Set(["post"]))).toBe("post-2");
  });
});
