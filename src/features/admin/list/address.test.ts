import { describe, expect, it } from "vitest";
import { hrefWith, listAddress } from "./address";

const defaults = { filter: "all", q: "", sort: "newest", dir: "desc", homepage: false, page: 1 };
const address = listAddress("/admin/things", defaults, { dir: (params) => (params.sort === "name" ? "asc" : "desc") });

describe("listAddress", () => {
  it("writes the default view as the plain path", () => {
    expect(address.entries(defaults)).toEqual([]);
    expect(address.href(defaults)).toBe("/admin/things");
  });

  it("writes what differs from the defaults, in the defaults' order", () => {
    expect(address.href({ ...defaults, page: 3, q: "ann lee", filter: "pending" })).toBe("/admin/things?filter=pending&q=ann+lee&page=3");
  });

  it("leaves out a direction that is the sort's own, and writes a true switch as 1", () => {
    expect(address.entries({ ...defaults, sort: "name", dir: "asc" })).toEqual([["sort", "name"]]);
    expect(address.entries({ ...defaults, sort: "name", dir: "desc" })).toEqual([
      ["sort", "name"],
      ["dir", "desc"],
    ]);
    expect(address.entries({ ...defaults, homepage: true })).toEqual([["homepage", "1"]]);
  });
});

describe("hrefWith", () => {
  it("adds a query only when there is one", () => {
    expect(hrefWith("/admin/x", [])).toBe("/admin/x");
    expect(hrefWith("/admin/x", [["open", "a b"]])).toBe("/admin/x?open=a+b");
  });
});
