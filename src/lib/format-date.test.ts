import { describe, expect, it } from "vitest";
import { formatCalendarDay, formatDateTime, formatDay, formatLongDate, isoDay } from "./format-date";

describe("the date formats", () => {
  it("take a date or an ISO string alike", () => {
    expect(formatLongDate("2025-03-05T12:00:00Z")).toBe(formatLongDate(new Date("2025-03-05T12:00:00Z")));
    expect(formatDateTime("2026-07-04T08:05:00Z")).toBe("04/07/2026 09:05");
    expect(isoDay("2025-12-31T23:30:00Z")).toBe("2025-12-31");
  });

  it("give nothing for an invalid date", () => {
    for (const format of [formatLongDate, formatDateTime, isoDay]) {
      expect(format("not a date")).toBe("");
      expect(format(new Date(Number.NaN))).toBe("");
    }
  });

  it("follow London across the clock change, not the server's zone", () => {
    // 00:30 UTC on 30 March 2025 is 00:30 GMT; 01:30 UTC is 02:30 BST.
    expect(formatDateTime(new Date("2025-03-30T00:30:00Z"))).toBe("30/03/2025 00:30");
    expect(formatDateTime(new Date("2025-03-30T01:30:00Z"))).toBe("30/03/2025 02:30");
    // 23:30 UTC on 26 October 2025 is already GMT: still the 26th.
    expect(formatLongDate(new Date("2025-10-26T23:30:00Z"))).toBe("26 October 2025");
  });
});

describe("formatDay", () => {
  it("writes the London calendar day as dd/MM/yyyy", () => {
    expect(formatDay("2026-07-04T23:30:00Z")).toBe("05/07/2026");
    expect(formatDay(new Date("2026-01-04T23:30:00Z"))).toBe("04/01/2026");
    expect(formatDay("nonsense")).toBe("");
  });
});

describe("formatCalendarDay", () => {
  it("writes a stored calendar day as dd/MM/yyyy, whatever the zone, and leaves anything else as given", () => {
    expect(formatCalendarDay("1996-07-14")).toBe("14/07/1996");
    expect(formatCalendarDay("2000-01-01")).toBe("01/01/2000");
    expect(formatCalendarDay("14/07/1996")).toBe("14/07/1996");
    expect(formatCalendarDay("")).toBe("");
  });
});
