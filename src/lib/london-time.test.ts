import { describe, expect, it } from "vitest";
import { formatIsoDay, londonClock, londonDayEnd, londonDayStart, londonInstant, londonIsoDay, nextIsoDay, parseIsoDay } from "./london-time";

// 2025: clocks go forward at 01:00 UTC on Sunday 30 March, back at 01:00 UTC on Sunday 26 October.

describe("londonDayStart", () => {
  it("is midnight in London: GMT in winter, 23:00 UTC the day before in summer", () => {
    expect(londonDayStart("2026-01-15")?.toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(londonDayStart("2026-07-04")?.toISOString()).toBe("2026-07-03T23:00:00.000Z");
  });

  it("refuses a malformed day", () => {
    expect(londonDayStart("15/01/2026")).toBeNull();
  });

  it("starts the clock-change days at the right instant", () => {
    // 30 March begins in GMT; 26 October begins in BST.
    expect(londonDayStart("2025-03-30")?.toISOString()).toBe("2025-03-30T00:00:00.000Z");
    expect(londonDayStart("2025-03-31")?.toISOString()).toBe("2025-03-30T23:00:00.000Z");
    expect(londonDayStart("2025-10-26")?.toISOString()).toBe("2025-10-25T23:00:00.000Z");
    expect(londonDayStart("2025-10-27")?.toISOString()).toBe("2025-10-27T00:00:00.000Z");
  });

  it("makes the spring day 23 hours long and the autumn day 25", () => {
    const hours = (day: string) => (londonDayStart(nextIsoDay(day))!.getTime() - londonDayStart(day)!.getTime()) / 3_600_000;
    expect(hours("2025-03-30")).toBe(23);
    expect(hours("2025-10-26")).toBe(25);
    expect(hours("2025-07-01")).toBe(24);
  });
});

describe("londonDayEnd", () => {
  it("is 23:59:59.999 on London's clock, in GMT or BST", () => {
    expect(londonDayEnd("2026-01-15")?.toISOString()).toBe("2026-01-15T23:59:59.999Z");
    expect(londonDayEnd("2026-07-04")?.toISOString()).toBe("2026-07-04T22:59:59.999Z");
    expect(londonDayEnd("2025-03-30")?.toISOString()).toBe("2025-03-30T22:59:59.999Z");
    expect(londonDayEnd("2025-10-26")?.toISOString()).toBe("2025-10-26T23:59:59.999Z");
  });

  it("ends one millisecond before the next day starts, clock change or not", () => {
    for (const day of ["2025-03-29", "2025-03-30", "2025-10-25", "2025-10-26", "2025-12-31"]) {
      expect(londonDayStart(nextIsoDay(day))!.getTime() - londonDayEnd(day)!.getTime()).toBe(1);
    }
  });

  it("refuses a day that does not exist", () => {
    expect(londonDayEnd("2026-02-30")).toBeNull();
  });
});

describe("londonClock and londonIsoDay", () => {
  it("read London's wall clock on both sides of the spring change", () => {
    expect(londonClock(new Date("2025-03-30T00:59:59Z"))).toEqual({ year: 2025, month: 3, day: 30, hour: 0, minute: 59, second: 59 });
    expect(londonClock(new Date("2025-03-30T01:00:00Z"))).toEqual({ year: 2025, month: 3, day: 30, hour: 2, minute: 0, second: 0 });
  });

  it("read London's wall clock on both sides of the autumn change", () => {
    expect(londonClock(new Date("2025-10-26T00:30:00Z")).hour).toBe(1);
    expect(londonClock(new Date("2025-10-26T01:30:00Z")).hour).toBe(1);
  });

  it("give London's day, which is a day ahead of UTC late on a summer evening", () => {
    expect(londonIsoDay(new Date("2026-07-03T23:30:00Z"))).toBe("2026-07-04");
    expect(londonIsoDay(new Date("2026-01-03T23:30:00Z"))).toBe("2026-01-03");
    expect(londonIsoDay(new Date("2025-10-25T23:30:00Z"))).toBe("2025-10-26");
  });
});

describe("londonInstant", () => {
  it("turns London's wall clock back into the instant, either side of a change", () => {
    expect(londonInstant({ year: 2025, month: 3, day: 30 }, 3).toISOString()).toBe("2025-03-30T02:00:00.000Z");
    expect(londonInstant({ year: 2025, month: 3, day: 30 }, 0, 30).toISOString()).toBe("2025-03-30T00:30:00.000Z");
    expect(londonInstant({ year: 2025, month: 10, day: 26 }, 0, 30).toISOString()).toBe("2025-10-25T23:30:00.000Z");
    expect(londonInstant({ year: 2025, month: 10, day: 26 }, 3).toISOString()).toBe("2025-10-26T03:00:00.000Z");
  });
});

describe("calendar days", () => {
  it("parse only real YYYY-MM-DD days", () => {
    expect(parseIsoDay("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDay("2025-02-29")).toBeNull();
    expect(parseIsoDay("2025-13-01")).toBeNull();
    expect(parseIsoDay("0050-01-01")).toBeNull();
    expect(parseIsoDay("2025-1-1")).toBeNull();
  });

  it("write and step days, rolling over months and years", () => {
    expect(formatIsoDay({ year: 2025, month: 3, day: 9 })).toBe("2025-03-09");
    expect(nextIsoDay("2025-03-30")).toBe("2025-03-31");
    expect(nextIsoDay("2024-02-28")).toBe("2024-02-29");
    expect(nextIsoDay("2025-12-31")).toBe("2026-01-01");
  });
});
