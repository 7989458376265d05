import { describe, expect, it } from "vitest";
import { formatLongDate as formatReviewDate } from "@/lib/format-date";
import { clampRating, ratingLabel, reviewCountLabel, starFills } from "./format";

describe("formatReviewDate", () => {
  it("writes dates the British way, on London's calendar", () => {
    expect(formatReviewDate(new Date("2025-03-04T12:00:00Z"))).toBe("4 March 2025");
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(formatReviewDate(new Date("2025-06-30T23:30:00Z"))).toBe("1 July 2025");
    expect(formatReviewDate("2024-12-25T10:00:00Z")).toBe("25 December 2024");
  });

  it("writes nothing for an invalid date", () => {
    expect(formatReviewDate("not a date")).toBe("");
  });
});

describe("ratings", () => {
  it("labels the stars for screen readers", () => {
    expect(ratingLabel(4)).toBe("Rated 4 out of 5");
    expect(ratingLabel(4.9)).toBe("Rated 4.9 out of 5");
    expect(ratingLabel(null)).toBe("Rated 0 out of 5");
    expect(ratingLabel(7)).toBe("Rated 5 out of 5");
  });

  it("fills stars to the exact rating", () => {
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(4.9)).toEqual([1, 1, 1, 1, 0.9]);
    expect(starFills(null)).toEqual([0, 0, 0, 0, 0]);
  });

  it("clamps to 0…5", () => {
    expect(clampRating(-1)).toBe(0);
    expect(clampRating(Number.NaN)).toBe(0);
    expect(clampRating(5.5)).toBe(5);
  });

  it("counts reviews in words", () => {
    expect(reviewCountLabel(1)).toBe("1 review");
    expect(reviewCountLabel(3)).toBe("3 reviews");
  });
});
