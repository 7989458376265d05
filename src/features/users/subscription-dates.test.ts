import { describe, expect, it } from "vitest";
import {
  addLength,
  addMonths,
  endOfLondonDay,
  isExpiringSoon,
  isIsoDay,
  isTodayOrLater,
  londonToday,
  runningSubscription,
  subscriptionEnd,
} from "./subscription-dates";

const at = (iso: string) => new Date(iso);

describe("addLength", () => {
  const from = at("2026-01-31T10:00:00Z");
  it("adds a week of days", () => {
    expect(addLength(from, "1w").toISOString()).toBe("2026-02-07T10:00:00.000Z");
  });
  it("adds calendar months, keeping to the month's last day", () => {
    expect(addLength(from, "1m").toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addLength(from, "6m").toISOString()).toBe("2026-07-31T10:00:00.000Z");
    expect(addMonths(at("2028-01-31T00:00:00Z"), 1).toISOString()).toBe("2028-02-29T00:00:00.000Z");
  });
  it("adds a year (29 February becomes 28 February)", () => {
    expect(addLength(at("2028-02-29T12:00:00Z"), "1y").toISOString()).toBe("2029-02-28T12:00:00.000Z");
    expect(addLength(at("2026-05-10T12:00:00Z"), "1y").toISOString()).toBe("2027-05-10T12:00:00.000Z");
  });
});

describe("endOfLondonDay", () => {
  it("is 23:59:59.999 London time in winter (GMT) and in summer (BST)", () => {
    expect(endOfLondonDay("2026-01-15")?.toISOString()).toBe("2026-01-15T23:59:59.999Z");
    expect(endOfLondonDay("2026-07-15")?.toISOString()).toBe("2026-07-15T22:59:59.999Z");
  });
  it("handles the days the clocks change", () => {
    expect(endOfLondonDay("2026-03-29")?.toISOString()).toBe("2026-03-29T22:59:59.999Z");
    expect(endOfLondonDay("2026-10-25")?.toISOString()).toBe("2026-10-25T23:59:59.999Z");
  });
  it("is null for anything but a real day", () => {
    for (const bad of ["2026-02-30", "2026-13-01", "26-01-01", "2026-1-1", "", "tomorrow", "2026-01-01T00:00"]) {
      expect(endOfLondonDay(bad), bad).toBeNull();
    }
  });
});

describe("days", () => {
  it("isIsoDay checks the calendar", () => {
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2027-02-29")).toBe(false);
  });
  it("reads today in London, not UTC", () => {
    // 23:30 UTC on 15 July is already 16 July in London (BST).
    expect(londonToday(at("2026-07-15T23:30:00Z"))).toBe("2026-07-16");
    expect(londonToday(at("2026-01-15T23:30:00Z"))).toBe("2026-01-15");
  });
  it("isTodayOrLater accepts today and later, refuses the past", () => {
    const now = at("2026-05-10T09:00:00Z");
    expect(isTodayOrLater("2026-05-10", now)).toBe(true);
    expect(isTodayOrLater("2026-05-11", now)).toBe(true);
    expect(isTodayOrLater("2026-05-09", now)).toBe(false);
    expect(isTodayOrLater("not a day", now)).toBe(false);
  });
});

describe("subscriptionEnd", () => {
  const now = at("2026-05-10T09:00:00Z");

  it("counts a length from now when there is no running subscription", () => {
    expect(subscriptionEnd({ length: "1m" }, null, now)?.toISOString()).toBe("2026-06-10T09:00:00.000Z");
    // An end already past counts as none.
    expect(subscriptionEnd({ length: "1w" }, at("2026-05-01T00:00:00Z"), now)?.toISOString()).toBe("2026-05-17T09:00:00.000Z");
  });

  it("extends from the running subscription's end", () => {
    expect(subscriptionEnd({ length: "1m" }, at("2026-05-20T18:00:00Z"), now)?.toISOString()).toBe("2026-06-20T18:00:00.000Z");
  });

  it("ends a chosen day at its close in London, whatever is running", () => {
    expect(subscriptionEnd({ length: "date", until: "2026-08-01" }, at("2027-01-01T00:00:00Z"), now)?.toISOString()).toBe(
      "2026-08-01T22:59:59.999Z",
    );
  });

  it("has no end for 'none'", () => {
    expect(subscriptionEnd({ length: "none" }, at("2026-05-20T00:00:00Z"), now)).toBeNull();
  });

  it("throws on a chosen day that is missing or invalid", () => {
    expect(() => subscriptionEnd({ length: "date" }, null, now)).toThrow();
    expect(() => subscriptionEnd({ length: "date", until: "2026-02-30" }, null, now)).toThrow();
  });
});

describe("isExpiringSoon", () => {
  const now = at("2026-05-10T09:00:00Z");
  it("is true within the next 7 days only", () => {
    expect(isExpiringSoon(at("2026-05-10T09:00:01Z"), now)).toBe(true);
    expect(isExpiringSoon(at("2026-05-17T09:00:00Z"), now)).toBe(true);
    expect(isExpiringSoon(at("2026-05-17T09:00:01Z"), now)).toBe(false);
    expect(isExpiringSoon(at("2026-05-10T08:59:59Z"), now)).toBe(false);
    expect(isExpiringSoon(null, now)).toBe(false);
  });
});

describe("runningSubscription", () => {
  const now = at("2026-05-10T09:00:00Z");
  const row = (active: boolean, endsAt: string | null, id: string) => ({ id, active, startsAt: at("2026-01-01T00:00:00Z"), endsAt: endsAt ? at(endsAt) : null });

  it("ignores inactive and ended rows", () => {
    expect(runningSubscription([row(false, null, "a"), row(true, "2026-05-10T09:00:00Z", "b")], now)).toBeNull();
  });

  it("picks the row reaching furthest; no end beats any end", () => {
    expect(runningSubscription([row(true, "2026-06-01T00:00:00Z", "a"), row(true, "2026-07-01T00:00:00Z", "b")], now)?.id).toBe("b");
    expect(runningSubscription([row(true, "2026-06-01T00:00:00Z", "a"), row(true, null, "b"), row(true, "2027-01-01T00:00:00Z", "c")], now)?.id).toBe("b");
  });
});
