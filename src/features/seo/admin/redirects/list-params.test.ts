import { describe, expect, it } from "vitest";
import { DEFAULT_REDIRECT_LIST_PARAMS, parseRedirectListParams, redirectListSearch, redirectPageWindow } from "./list-params";

describe("redirect list parameters", () => {
  it("reads the r-prefixed parameters and falls back on anything malformed", () => {
    expect(parseRedirectListParams(new URLSearchParams("rq=%20old%20&rstatus=410&ractive=no&rsort=hits&rpage=3&q=other"))).toEqual({ q: "old", status: "410", active: "no", sort: "hits", page: 3 });
    expect(parseRedirectListParams({ rstatus: "308", ractive: "maybe", rsort: "x", rpage: "-1" })).toEqual(DEFAULT_REDIRECT_LIST_PARAMS);
  });

  it("writes a view's address keeping the screen's own parameters", () => {
    const current = new URLSearchParams("tab=redirects&rq=old&rpage=4");
    expect(redirectListSearch({ ...DEFAULT_REDIRECT_LIST_PARAMS, sort: "source" }, current)).toBe("?tab=redirects&rsort=source");
    expect(redirectListSearch(DEFAULT_REDIRECT_LIST_PARAMS)).toBe("");
  });

  it("clamps the page into the pages there are", () => {
    expect(redirectPageWindow(0, 5)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(redirectPageWindow(60, 9)).toEqual({ page: 3, pageCount: 3, offset: 50 });
  });
});
