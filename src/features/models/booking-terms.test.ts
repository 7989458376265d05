import { describe, expect, it } from "vitest";
import { bookingTermLines, durationLabel } from "./booking-terms";

describe("durationLabel", () => {
  it.each([
    [30, "30 minutes"],
    [60, "1 hour"],
    [90, "1 hour 30 minutes"],
    [120, "2 hours"],
    [1440, "24 hours"],
  ])("%i minutes is %j", (minutes, label) => {
    expect(durationLabel(minutes)).toBe(label);
  });
});

describe("bookingTermLines", () => {
  it("says only the terms that are set", () => {
    expect(bookingTermLines({ minBookingMinutes: null, travelSupplement: null })).toEqual([]);
    expect(bookingTermLines({ minBookingMinutes: 60, travelSupplement: 40 })).toEqual(["Minimum booking: 1 hour", "Travel supplement: £40"]);
    expect(bookingTermLines({ minBookingMinutes: null, travelSupplement: 0 })).toEqual(["No travel supplement"]);
  });
});
