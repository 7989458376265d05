import { describe, expect, it } from "vitest";
import { DEFAULT_META_TAG_LIST_PARAMS, META_TAG_SEARCH_MAX, metaTagListHref, metaTagPageWindow, parseMetaTagListParams } from "./list-params";

describe("parseMetaTagListParams", () => {
  it("reads the default view from an empty address", () => {
    expect(parseMetaTagListParams({})).toEqual(DEFAULT_META_TAG_LIST_PARAMS);
  });

  it("reads a full view, from a record or from URLSearchParams", () => {
    const expected = { q: "blog", sort: "score", page: 3 };
    expect(parseMetaTagListParams({ q: "blog", sort: "score", page: "3" })).toEqual(expected);
    expect(parseMetaTagListParams(new URLSearchParams("q=blog&sort=score&page=3"))).toEqual(expected);
  });

  it("falls back to the default for anything malformed", () => {
    expect(parseMetaTagListParams({ sort: "random", page: "-2", q: "\u202Eevil" })).toEqual(DEFAULT_META_TAG_LIST_PARAMS);
    expect(parseMetaTagListParams({ page: "1e3" }).page).toBe(1);
  });

  it("trims the search and cuts it to its limit", () => {
    expect(parseMetaTagListParams({ q: `  ${"x".repeat(300)}  ` }).q).toHaveLength(META_TAG_SEARCH_MAX);
  });
});

describe("metaTagListHref", () => {
  it("leaves the defaults out of the address", () => {
    expect(metaTagListHref(DEFAULT_META_TAG_LIST_PARAMS)).toBe("/admin/seo/meta-tags");
    expect(metaTagListHref({ q: "a b", sort: "path", page: 2 })).toBe("/admin/seo/meta-tags?q=a+b&sort=path&page=2");
  });
});

describe("metaTagPageWindow", () => {
  it("clamps the page into the pages there are, 25 rows each", () => {
    expect(metaTagPageWindow(0, 5)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(metaTagPageWindow(51, 9)).toEqual({ page: 3, pageCount: 3, offset: 50 });
  });
});
