import { describe, expect, it } from "vitest";
import { DEFAULT_NOT_FOUND_LIST_PARAMS, notFoundListSearch, notFoundPageWindow, parseNotFoundListParams } from "./list-params";

describe("404 monitor list parameters", () => {
  it("reads the n-prefixed parameters, most hits by default, and falls back on anything malformed", () => {
    expect(parseNotFoundListParams(new URLSearchParams("nq=%20wp-%20&nsort=lastSeen&npage=2&rq=other"))).toEqual({ q: "wp-", sort: "lastSeen", page: 2 });
    expect(parseNotFoundListParams({ nsort: "random", npage: "0" })).toEqual(DEFAULT_NOT_FOUND_LIST_PARAMS);
    expect(DEFAULT_NOT_FOUND_LIST_PARAMS.sort).toBe("hits");
  });

  it("writes a view's address keeping the screen's and the redirects panel's parameters", () => {
    const current = new URLSearchParams("tab=monitor&rq=old&npage=4");
    expect(notFoundListSearch({ ...DEFAULT_NOT_FOUND_LIST_PARAMS, sort: "path" }, current)).toBe("?tab=monitor&rq=old&nsort=path");
    expect(notFoundListSearch(DEFAULT_NOT_FOUND_LIST_PARAMS)).toBe("");
  });

  it("clamps the page into the pages there are", () => {
    expect(notFoundPageWindow(0, 5)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(notFoundPageWindow(60, 9)).toEqual({ page: 3, pageCount: 3, offset: 50 });
  });
});
