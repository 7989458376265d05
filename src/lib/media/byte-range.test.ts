import { describe, expect, it } from "vitest";

import { resolveRangeHeader } from "./byte-range";

const part = (start: number, end: number) => ({ kind: "part", range: { start, end } });
const WHOLE = { kind: "whole" };
const UNSATISFIABLE = { kind: "unsatisfiable" };

describe("resolveRangeHeader (a 1,000-byte object unless said)", () => {
  it.each([
    ["bytes=0-99", part(0, 99)],
    ["bytes=0-0", part(0, 0)],
    ["bytes=999-999", part(999, 999)],
    ["bytes=500-", part(500, 999)],
    ["bytes=0-", part(0, 999)],
    ["bytes=900-5000", part(900, 999)],
    ["bytes=-100", part(900, 999)],
    ["bytes=-5000", part(0, 999)],
    ["Bytes=1-2", part(1, 2)],
    [" bytes= 1-2 ", part(1, 2)],
  ])("%s is served as a part", (header, expected) => {
    expect(resolveRangeHeader(header, 1000)).toEqual(expected);
  });

  it.each([
    ["bytes=1000-", UNSATISFIABLE],
    ["bytes=1000-1001", UNSATISFIABLE],
    ["bytes=-0", UNSATISFIABLE],
  ])("%s cannot be satisfied", (header, expected) => {
    expect(resolveRangeHeader(header, 1000)).toEqual(expected);
  });

  it.each([
    [null],
    ["items=0-1"],
    ["bytes=0-1,5-6"],
    ["bytes=5-4"],
    ["bytes=-"],
    ["bytes=a-b"],
    ["bytes=1.5-2"],
    ["bytes=0-1234567890123456"],
    ["bytes 0-1"],
    [""],
  ])("%s is ignored: the whole object", (header) => {
    expect(resolveRangeHeader(header, 1000)).toEqual(WHOLE);
  });

  it("an empty object satisfies no range", () => {
    expect(resolveRangeHeader("bytes=0-", 0)).toEqual(UNSATISFIABLE);
    expect(resolveRangeHeader("bytes=-1", 0)).toEqual(UNSATISFIABLE);
    expect(resolveRangeHeader(null, 0)).toEqual(WHOLE);
  });
});
