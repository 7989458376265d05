import { describe, expect, it } from "vitest";
import { z } from "zod";
import { listPageParam, listSearchParam, parseListParams } from "./list-params";

const schema = z.object({
  q: listSearchParam(20),
  sort: z.enum(["newest", "oldest"]).catch("newest"),
  page: listPageParam,
});

describe("parseListParams", () => {
  it("reads each field from its parameter's first value", () => {
    expect(parseListParams(schema, { q: ["  two  words ", "ignored"], sort: "oldest", page: "3" })).toEqual({ q: "two words", sort: "oldest", page: 3 });
    expect(parseListParams(schema, new URLSearchParams("q=a&sort=oldest&page=2"))).toEqual({ q: "a", sort: "oldest", page: 2 });
  });

  it("gives each field's default for a missing or malformed value, never an error", () => {
    expect(parseListParams(schema, {})).toEqual({ q: "", sort: "newest", page: 1 });
    expect(parseListParams(schema, { sort: "sideways", page: "-4" })).toEqual({ q: "", sort: "newest", page: 1 });
  });

  it("reads a field from the parameter the address calls it", () => {
    expect(parseListParams(schema, { nq: "x", q: "not this", npage: "5" }, { q: "nq", page: "npage" })).toEqual({ q: "x", sort: "newest", page: 5 });
  });
});
