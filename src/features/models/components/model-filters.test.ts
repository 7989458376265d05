import { describe, expect, it } from "vitest";
import {
  isVariant,
  modelsHref,
  needsCanonicalRedirect,
  parseModelListParams,
  shortCategoryName,
  toListFilters,
  type ModelListParams,
} from "./model-filters";

const known = {
  categories: new Set(["blonde-escorts", "gfe-girlfriend-experience-escorts"]),
  districts: new Set(["mayfair", "st-johns-wood"]),
};
const DEFAULTS: ModelListParams = { sort: "featured", page: 1 };

describe("parseModelListParams", () => {
  it("reads every parameter", () => {
    expect(
      parseModelListParams(
        { category: "blonde-escorts", district: "mayfair", availability: "available", sort: "price-asc", page: "2" },
        known,
      ),
    ).toEqual({ category: "blonde-escorts", district: "mayfair", availability: "available", sort: "price-asc", page: 2 });
  });

  it("gives the defaults for an empty query", () => {
    expect(parseModelListParams({}, known)).toEqual(DEFAULTS);
  });

  it("ignores unknown categories, districts, availability and sort values", () => {
    expect(
      parseModelListParams({ category: "nope", district: "atlantis", availability: "maybe", sort: "random" }, known),
    ).toEqual(DEFAULTS);
  });

  it("treats empty values (an unchosen select) as absent", () => {
    expect(parseModelListParams({ category: "", district: " ", availability: "", sort: "" }, known)).toEqual(DEFAULTS);
  });

  it.each([["0"], ["-3"], ["abc"], ["1.5e9"], ["99999999"], [""]])("ignores the impossible page %j", (page) => {
    expect(parseModelListParams({ page }, known).page).toBe(1);
  });

  it("accepts slugs in any case and takes the first of repeated parameters", () => {
    expect(parseModelListParams({ district: ["MAYFAIR", "st-johns-wood"], category: "Blonde-Escorts" }, known)).toMatchObject({
      district: "mayfair",
      category: "blonde-escorts",
    });
  });

  it("maps to listModelCards filters", () => {
    expect(toListFilters({ category: "blonde-escorts", district: "mayfair", availability: "busy", sort: "name", page: 3 })).toEqual({
      categorySlug: "blonde-escorts",
      locationSlug: "mayfair",
      availability: "busy",
      sort: "name",
      page: 3,
    });
  });
});

describe("nationality and language", () => {
  const offered = { ...known, nationalities: ["Brazilian", "Italian"], languages: ["English", "Portuguese"] };

  it("reads an offered nationality and language in any case, spelt as offered, and ignores the rest", () => {
    expect(parseModelListParams({ nationality: "brazilian", language: "PORTUGUESE" }, offered)).toMatchObject({ nationality: "Brazilian", language: "Portuguese" });
    expect(parseModelListParams({ nationality: "Martian", language: "Klingon" }, offered)).toEqual(DEFAULTS);
    // Without choices nothing is offered, so nothing is read.
    expect(parseModelListParams({ nationality: "Brazilian", language: "English" }, known)).toEqual(DEFAULTS);
  });

  it("passes them to listModelCards and keeps them in the address on paging", () => {
    const params: ModelListParams = { nationality: "Brazilian", language: "Portuguese", sort: "featured", page: 1 };
    expect(toListFilters(params)).toMatchObject({ nationality: "Brazilian", language: "Portuguese" });
    expect(modelsHref(params, { page: 2 })).toBe("/models?nationality=Brazilian&language=Portuguese&page=2");
    expect(isVariant(params)).toBe(true);
  });

  it("redirects a differently spelt choice to the offered one", () => {
    const raw = { language: "portuguese" };
    expect(needsCanonicalRedirect(raw, parseModelListParams(raw, offered))).toBe(true);
    expect(needsCanonicalRedirect({ language: "Portuguese" }, parseModelListParams({ language: "Portuguese" }, offered))).toBe(false);
  });
});

describe("modelsHref", () => {
  it("is plain /models for the defaults", () => {
    expect(modelsHref(DEFAULTS)).toBe("/models");
  });

  it("keeps the other parameters when changing the page", () => {
    const params: ModelListParams = { category: "blonde-escorts", district: "mayfair", sort: "price-desc", page: 1 };
    expect(modelsHref(params, { page: 2 })).toBe("/models?category=blonde-escorts&district=mayfair&sort=price-desc&page=2");
    expect(modelsHref({ ...params, page: 2 }, { page: 1 })).toBe("/models?category=blonde-escorts&district=mayfair&sort=price-desc");
  });
});

describe("isVariant", () => {
  it("is false only for the unfiltered first page", () => {
    expect(isVariant(DEFAULTS)).toBe(false);
    expect(isVariant({ ...DEFAULTS, page: 2 })).toBe(true);
    expect(isVariant({ ...DEFAULTS, sort: "newest" })).toBe(true);
    expect(isVariant({ ...DEFAULTS, district: "mayfair" })).toBe(true);
  });
});

describe("needsCanonicalRedirect", () => {
  const check = (raw: Record<string, string | string[]>) => needsCanonicalRedirect(raw, parseModelListParams(raw, known));

  it("leaves canonical addresses alone (so a redirect can never loop)", () => {
    expect(check({})).toBe(false);
    expect(check({ district: "mayfair", page: "2" })).toBe(false);
    expect(check({ category: "blonde-escorts", sort: "name" })).toBe(false);
    expect(check({ utm_source: "newsletter" })).toBe(false);
  });

  it("cleans up what the no-JavaScript form submits and what means nothing", () => {
    expect(check({ category: "", district: "mayfair", availability: "", sort: "featured" })).toBe(true);
    expect(check({ category: "unknown" })).toBe(true);
    expect(check({ page: "1" })).toBe(true);
    expect(check({ district: "MAYFAIR" })).toBe(true);
  });

  it("is idempotent: the address it redirects to needs no further redirect", () => {
    const raw = { category: "", district: "MAYFAIR", sort: "featured", page: "0" };
    const target = new URL(modelsHref(parseModelListParams(raw, known)), "http://x");
    expect(check(Object.fromEntries(target.searchParams))).toBe(false);
  });
});

describe("shortCategoryName", () => {
  it("drops a trailing 'Escorts' only", () => {
    expect(shortCategoryName("Blonde Escorts")).toBe("Blonde");
    expect(shortCategoryName("GFE (Girlfriend Experience)")).toBe("GFE (Girlfriend Experience)");
    expect(shortCategoryName("Escorts")).toBe("Escorts");
  });
});
