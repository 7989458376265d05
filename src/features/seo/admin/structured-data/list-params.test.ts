import { describe, expect, it } from "vitest";
import {
  DEFAULT_STRUCTURED_DATA_LIST_PARAMS,
  parseStructuredDataListParams,
  STRUCTURED_DATA_SEARCH_MAX,
  structuredDataListHref,
  structuredDataPageWindow,
} from "./list-params";

describe("parseStructuredDataListParams", () => {
  it("reads the default view from an empty address", () => {
    expect(parseStructuredDataListParams({})).toEqual(DEFAULT_STRUCTURED_DATA_LIST_PARAMS);
  });

  it("reads a full view, from a record or from URLSearchParams", () => {
    const expected = { q: "faq", valid: "invalid", type: "FAQ", page: 3 };
    expect(parseStructuredDataListParams({ q: "faq", valid: "invalid", type: "FAQ", page: "3" })).toEqual(expected);
    expect(parseStructuredDataListParams(new URLSearchParams("q=faq&valid=invalid&type=FAQ&page=3"))).toEqual(expected);
  });

  it("falls back to the default for anything malformed", () => {
    expect(parseStructuredDataListParams({ valid: "maybe", type: "Recipe", page: "-2", q: "\u202Eevil" })).toEqual(DEFAULT_STRUCTURED_DATA_LIST_PARAMS);
    expect(parseStructuredDataListParams({ type: "faq" }).type).toBe("all");
  });

  it("trims the search and cuts it to its limit", () => {
    expect(parseStructuredDataListParams({ q: "  /faq   page " }).q).toBe("/faq page");
    expect(parseStructuredDataListParams({ q: "x".repeat(500) }).q).toHaveLength(STRUCTURED_DATA_SEARCH_MAX);
  });
});

describe("structuredDataListHref", () => {
  it("leaves defaults out and round-trips a view", () => {
    expect(structuredDataListHref(DEFAULT_STRUCTURED_DATA_LIST_PARAMS)).toBe("/admin/seo/structured-data");
    const view = { q: "/faq", valid: "valid", type: "WebPage", page: 2 } as const;
    const href = structuredDataListHref(view);
    expect(href).toBe("/admin/seo/structured-data?q=%2Ffaq&valid=valid&type=WebPage&page=2");
    expect(parseStructuredDataListParams(new URL(href, "http://x").searchParams)).toEqual(view);
  });
});

describe("structuredDataPageWindow", () => {
  it("clamps the page into the pages there are", () => {
    expect(structuredDataPageWindow(0, 4)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(structuredDataPageWindow(60, 2)).toEqual({ page: 2, pageCount: 3, offset: 25 });
    expect(structuredDataPageWindow(60, 9)).toEqual({ page: 3, pageCount: 3, offset: 50 });
  });
});
