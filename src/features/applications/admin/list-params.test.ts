import { describe, expect, it } from "vitest";
import {
  applicationDetailHref,
  applicationListHref,
  applicationPageWindow,
  DEFAULT_APPLICATION_LIST_PARAMS,
  parseApplicationListParams,
  parseOpenApplication,
} from "./list-params";

describe("the applications view in the address", () => {
  it("reads a view and writes it back, defaults left out", () => {
    const params = parseApplicationListParams(new URLSearchParams("status=pending&q=%20ana%20%20s%20&sort=name&page=3"));
    expect(params).toEqual({ status: "pending", q: "ana s", sort: "name", page: 3 });
    expect(applicationListHref(params)).toBe("/admin/models/applications?status=pending&q=ana+s&sort=name&page=3");
    expect(applicationListHref(DEFAULT_APPLICATION_LIST_PARAMS)).toBe("/admin/models/applications");
  });

  it("falls back to the default for anything malformed", () => {
    expect(parseApplicationListParams({ status: "deleted", q: "a\u202Eb", sort: "random", page: "-1" })).toEqual(DEFAULT_APPLICATION_LIST_PARAMS);
    expect(parseApplicationListParams({ status: ["approved", "rejected"], page: "99999999" })).toMatchObject({ status: "approved", page: 1 });
  });

  it("names the open application by id only", () => {
    const id = "3F2B8C1E-1D2A-4C3B-9A8B-7C6D5E4F3A2B";
    expect(parseOpenApplication({ open: id })).toBe(id.toLowerCase());
    expect(parseOpenApplication({ open: "../etc" })).toBeNull();
    expect(applicationDetailHref({ ...DEFAULT_APPLICATION_LIST_PARAMS, status: "rejected" }, "abc")).toBe("/admin/models/applications?status=rejected&open=abc");
  });

  it("clamps a page past the end to the last one", () => {
    expect(applicationPageWindow(51, 9)).toEqual({ page: 3, pageCount: 3, offset: 50 });
    expect(applicationPageWindow(0, 1)).toEqual({ page: 1, pageCount: 1, offset: 0 });
  });
});
