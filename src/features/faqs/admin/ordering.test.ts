import { describe, expect, it } from "vitest";
import { isGeoFaq, nextFaqOrder, parseOrderInput } from "./ordering";

describe("parseOrderInput", () => {
  it.each([
    ["3", 3],
    [" 12 ", 12],
    [7, 7],
    ["0", 0],
    ["4.9", 4],
  ])("reads %j as %d", (input, expected) => {
    expect(parseOrderInput(input)).toBe(expected);
  });

  it.each([["", 0], ["abc", 0], ["3a", 0], ["1e3", 0], [Number.NaN, 0], [Infinity, 0], [null, 0], [undefined, 0], [{}, 0]])(
    "falls back to 0 for %j",
    (input, expected) => {
      expect(parseOrderInput(input)).toBe(expected);
    },
  );

  it("turns negatives and unsafe numbers into 0", () => {
    expect(parseOrderInput("-2")).toBe(0);
    expect(parseOrderInput("99999999999999999999")).toBe(0);
  });
});

describe("nextFaqOrder", () => {
  it("is the visible count plus one", () => {
    expect(nextFaqOrder(0)).toBe(1);
    expect(nextFaqOrder(8)).toBe(9);
  });
});

describe("isGeoFaq", () => {
  it("recognises generated district FAQs by their id prefix", () => {
    expect(isGeoFaq("geo-mayfair-1")).toBe(true);
    expect(isGeoFaq("faq-1")).toBe(false);
    expect(isGeoFaq("a-geo-1")).toBe(false);
  });
});
