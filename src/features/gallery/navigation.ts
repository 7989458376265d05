/**
 * Gallery navigation as pure functions (the current index wraps around
 * at both ends), shared by the inline gallery and the
 * lightbox and unit-tested.
 */

/** Any integer index brought into 0…total-1, wrapping both ways; 0 for an empty gallery. */
export function wrapIndex(index: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % total) + total) % total;
}

/** The index after moving `delta` photos (−1 previous, +1 next). */
export function stepIndex(current: number, delta: number, total: number): number {
  return wrapIndex(current + delta, total);
}

/** "n / total" under the main image and "n of total" in the lightbox. */
export function counterLabel(index: number, total: number, separator: "/" | "of" = "/"): string {
  if (total <= 0) return `0 ${separator} 0`;
  return `${wrapIndex(index, total) + 1} ${separator} ${total}`;
}

/** Horizontal travel (px) a swipe needs before it turns the photo. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * A finished pointer gesture as a step: swipe left (finger moves left) shows
 * the next photo, swipe right the previous one; mostly vertical gestures are
 * page scrolls and short ones are taps, so both count as 0.
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Which key steps the gallery (← previous, → next); null for any other key. */
export function keyStep(key: string): -1 | 1 | null {
  if (key === "ArrowLeft") return -1;
  if (key === "ArrowRight") return 1;
  return null;
}

/**
 * After the gallery reloads, stay on the same photo if it is still there;
 * otherwise keep the position, brought inside the new length.
 */
export function indexAfterReload(
  previous: readonly { id: string }[],
  previousIndex: number,
  next: readonly { id: string }[],
): number {
  if (next.length === 0) return 0;
  const currentId = previous[previousIndex]?.id;
  const kept = currentId === undefined ? -1 : next.findIndex((photo) => photo.id === currentId);
  return kept >= 0 ? kept : Math.min(Math.max(0, previousIndex), next.length - 1);
}
