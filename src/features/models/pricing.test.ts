import { describe, expect, it } from "vitest";
import { offeredRates, priceFrom, priceFromLabel } from "./pricing";

const none = { oneHour: null, twoHours: null, threeHours: null, additionalHour: null };

describe("prices from the four figures", () => {
  it("starts from the cheapest booking offered; the additional hour is not a booking", () => {
    expect(priceFrom({ oneHour: 500, twoHours: 950, threeHours: 1400, additionalHour: 450 })).toBe(500);
    expect(priceFrom({ ...none, twoHours: 900, threeHours: 1200, additionalHour: 300 })).toBe(900);
    expect(priceFrom({ ...none, additionalHour: 300 })).toBeNull();
    expect(priceFrom(none)).toBeNull();
  });

  it("says 'from £…', or that the rates are on request when no figure is set", () => {
    expect(priceFromLabel(1200)).toBe("from £1,200");
    expect(priceFromLabel(null)).toBe("Rates on request");
  });

  it("lists only the durations offered: an empty figure means not offered", () => {
    expect(offeredRates({ oneHour: 300, twoHours: null, threeHours: 800, additionalHour: null })).toEqual([
      { label: "1 hour", amount: 300 },
      { label: "3 hours", amount: 800 },
    ]);
    expect(offeredRates(none)).toEqual([]);
  });
});
