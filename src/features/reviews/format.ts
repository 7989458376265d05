/** Review presentation rules, pure so they are unit-tested. */

/** A rating brought into 0…max (0 for anything that is not a number). */
export function clampRating(value: number | null | undefined, max = 5): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, value));
}

/** How full each of the `max` stars is (0…1), e.g. 3.5 → [1, 1, 1, 0.5, 0]. */
export function starFills(value: number | null | undefined, max = 5): number[] {
  const rating = clampRating(value, max);
  return Array.from({ length: max }, (_, i) => Math.round(Math.min(1, Math.max(0, rating - i)) * 100) / 100);
}

/** What a screen reader hears for the stars: "Rated 4.9 out of 5". */
export function ratingLabel(value: number | null | undefined, max = 5): string {
  const rating = Math.round(clampRating(value, max) * 10) / 10;
  return `Rated ${rating.toLocaleString("en-GB", { maximumFractionDigits: 1 })} out of ${max}`;
}

/** "1 review", "3 reviews". */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}
