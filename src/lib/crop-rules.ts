/**
 * The crop rules shared by the cropper in the browser and the actions on the
 * server: the main model image is cropped 3:4, gallery photos 1:1.
 * Pure, so both sides and the unit tests use the very same arithmetic.
 *
 * The browser sends a rectangle in PERCENT of the picture (what
 * react-easy-crop reports as `croppedArea`): the same numbers fit the local
 * file before upload (full resolution) and the stored original after it
 * (at most 1600 px wide). The server turns them into pixels of the stored
 * original, which is what is kept (`CropRect`, schema comment).
 */

export type CropKind = "square" | "portrait";

/** Width ÷ height of each crop. */
export const CROP_ASPECTS: Record<CropKind, number> = { square: 1, portrait: 3 / 4 };

/** How far a rectangle's aspect may be from the asked one once rounded to whole pixels (2 %). */
export const ASPECT_TOLERANCE = 0.02;
/** A crop smaller than this on either side is a slip of the hand, not a picture. */
export const MIN_CROP_PIXELS = 32;

export interface PercentRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type CropProblem = "outside" | "aspect" | "tooSmall";

/** Percentages rounded in the browser may overshoot 100 by a hair; anything more is outside the picture. */
const PERCENT_SLACK = 0.05;

/**
 * The rectangle in whole pixels of a `width` × `height` picture, or why it
 * cannot be used: outside the picture, too small, or not the crop's aspect.
 */
export function cropPixels(
  rect: PercentRect,
  image: { width: number; height: number },
  kind: CropKind,
): { ok: true; rect: PixelRect } | { ok: false; problem: CropProblem } {
  const values = [rect.x, rect.y, rect.width, rect.height];
  if (values.some((value) => !Number.isFinite(value))) return { ok: false, problem: "outside" };
  if (rect.x < 0 || rect.y < 0 || rect.width <= 0 || rect.height <= 0) return { ok: false, problem: "outside" };
  if (rect.x + rect.width > 100 + PERCENT_SLACK || rect.y + rect.height > 100 + PERCENT_SLACK) return { ok: false, problem: "outside" };

  const x = Math.min(Math.round((rect.x / 100) * image.width), image.width - 1);
  const y = Math.min(Math.round((rect.y / 100) * image.height), image.height - 1);
  const width = Math.min(Math.round((rect.width / 100) * image.width), image.width - x);
  const height = Math.min(Math.round((rect.height / 100) * image.height), image.height - y);
  if (width < MIN_CROP_PIXELS || height < MIN_CROP_PIXELS) return { ok: false, problem: "tooSmall" };

  const aspect = CROP_ASPECTS[kind];
  if (Math.abs(width / height - aspect) / aspect > ASPECT_TOLERANCE) return { ok: false, problem: "aspect" };
  return { ok: true, rect: { x, y, width, height } };
}

/** A stored pixel rectangle back in percent of its picture (to reopen the cropper where it was left). */
export function cropPercent(rect: PixelRect, image: { width: number; height: number }): PercentRect {
  return {
    x: (rect.x / image.width) * 100,
    y: (rect.y / image.height) * 100,
    width: (rect.width / image.width) * 100,
    height: (rect.height / image.height) * 100,
  };
}
