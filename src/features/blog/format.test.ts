import { describe, expect, it } from "vitest";
import { formatLongDate, isoDay } from "@/lib/format-date";
import { readTimeLabel } from "./format";

describe("journal formatting", () => {
  it("writes dates the British way, in London time", () => {
    expect(formatLongDate(new Date("2025-03-05T12:00:00Z"))).toBe("5 March 2025");
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(formatLongDate(new Date("2025-06-30T23:30:00Z"))).toBe("1 July 2025");
    expect(isoDay(new Date("2025-06-30T23:30:00Z"))).toBe("2025-07-01");
  });

  it("labels read time in whole minutes, at least one", () => {
    expect(readTimeLabel(5)).toBe("5 min read");
    expect(readTimeLabel(0)).toBe("1 min read");
    expect(readTimeLabel(Number.NaN)).toBe("1 min read");
  });
});
