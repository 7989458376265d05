import { describe, expect, it } from "vitest";
import { accessTypeOf, DEFAULT_MODEL_LIST_PARAMS, isNarrowedModelView, modelListQuery, parseModelListParams } from "./list-params";

describe("parseModelListParams", () => {
  it("reads a full view", () => {
    expect(parseModelListParams({ q: " Mayfair ", availability: "busy", access: "hidden", homepage: "1", sort: "price", dir: "desc", page: "3" })).toEqual({
      view: "active",
      q: "Mayfair",
      availability: "busy",
      access: "hidden",
      homepage: true,
      sort: "price",
      dir: "desc",
      page: 3,
    });
  });

  it("reads the form's one order field, which wins over sort and dir", () => {
    expect(parseModelListParams({ order: "age_desc" })).toMatchObject({ sort: "age", dir: "desc" });
    expect(parseModelListParams({ order: "name_asc", sort: "price", dir: "desc" })).toMatchObject({ sort: "name", dir: "asc" });
    expect(parseModelListParams({ order: "price_sideways" })).toMatchObject({ sort: "price", dir: "asc" });
    expect(parseModelListParams({ order: "bogus" })).toMatchObject({ sort: "created", dir: "desc" });
  });

  it("gives each order its own default direction", () => {
    expect(parseModelListParams({ sort: "created" }).dir).toBe("desc");
    expect(parseModelListParams({ sort: "name" }).dir).toBe("asc");
    expect(parseModelListParams({ sort: "age" }).dir).toBe("asc");
    expect(parseModelListParams({ sort: "price" }).dir).toBe("asc");
  });

  it("reads URLSearchParams and arrays (the first value wins)", () => {
    expect(parseModelListParams(new URLSearchParams("availability=unset&availability=busy")).availability).toBe("unset");
    expect(parseModelListParams({ access: ["membersOnly", "hidden"] }).access).toBe("membersOnly");
  });

  it("falls back to the default for anything unknown or malformed", () => {
    expect(
      parseModelListParams({ view: "bin", availability: "asleep", access: "secret", homepage: "yes", sort: "height", dir: "up", page: "-1", q: "a\u202Eb" }),
    ).toEqual(DEFAULT_MODEL_LIST_PARAMS);
    expect(parseModelListParams({ page: "1e3" }).page).toBe(1);
    expect(parseModelListParams({ page: "0" }).page).toBe(1);
    expect(parseModelListParams({ page: "99999999999" }).page).toBe(1);
    expect(parseModelListParams({ availability: "__proto__" }).availability).toBe("all");
    expect(parseModelListParams({ q: "x".repeat(500) }).q).toHaveLength(100);
    expect(parseModelListParams({ q: "  Soho \n  girls " }).q).toBe("Soho girls");
  });
});

describe("modelListQuery", () => {
  it("leaves defaults out, so the plain address is the default view", () => {
    expect(modelListQuery(DEFAULT_MODEL_LIST_PARAMS)).toBe("");
    expect(modelListQuery({ ...DEFAULT_MODEL_LIST_PARAMS, sort: "name", dir: "asc" })).toBe("?sort=name");
    expect(modelListQuery({ ...DEFAULT_MODEL_LIST_PARAMS, sort: "name", dir: "desc" })).toBe("?sort=name&dir=desc");
    expect(modelListQuery({ ...DEFAULT_MODEL_LIST_PARAMS, view: "trash" })).toBe("?view=trash");
  });

  it("reads the trash view from ?view=trash", () => {
    expect(parseModelListParams({ view: "trash" }).view).toBe("trash");
    expect(parseModelListParams({}).view).toBe("active");
  });

  it("round-trips through the parser", () => {
    const view = { view: "trash", q: "Chelsea & Kensington", availability: "unset", access: "allPhotosPublic", homepage: true, sort: "age", dir: "desc", page: 2 } as const;
    expect(parseModelListParams(new URLSearchParams(modelListQuery(view).slice(1)))).toEqual(view);
  });
});

describe("isNarrowedModelView", () => {
  it("is true for a search or any filter, not for an order or a page", () => {
    expect(isNarrowedModelView(DEFAULT_MODEL_LIST_PARAMS)).toBe(false);
    expect(isNarrowedModelView({ ...DEFAULT_MODEL_LIST_PARAMS, sort: "price", page: 4 })).toBe(false);
    expect(isNarrowedModelView({ ...DEFAULT_MODEL_LIST_PARAMS, q: "a" })).toBe(true);
    expect(isNarrowedModelView({ ...DEFAULT_MODEL_LIST_PARAMS, availability: "unset" })).toBe(true);
    expect(isNarrowedModelView({ ...DEFAULT_MODEL_LIST_PARAMS, access: "public" })).toBe(true);
    expect(isNarrowedModelView({ ...DEFAULT_MODEL_LIST_PARAMS, homepage: true })).toBe(true);
  });
});

describe("accessTypeOf", () => {
  it("gives one access type per model, hidden first", () => {
    expect(accessTypeOf({ membersOnly: false, allPhotosPublic: false, isHidden: false })).toBe("public");
    expect(accessTypeOf({ membersOnly: true, allPhotosPublic: false, isHidden: false })).toBe("membersOnly");
    expect(accessTypeOf({ membersOnly: false, allPhotosPublic: true, isHidden: false })).toBe("allPhotosPublic");
    expect(accessTypeOf({ membersOnly: true, allPhotosPublic: false, isHidden: true })).toBe("hidden");
  });
});
