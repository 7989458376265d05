/**
 * Server-side image validation and re-encoding for member uploads.
 *
 * Every uploaded image is (1) validated by size, magic bytes and a full
 * decode, then (2) re-encoded from pixels to WebP. Nothing from the original
 * file survives re-encoding except the pixels: EXIF (GPS, camera serials...),
 * XMP, ICC profiles, comments and any trailing/polyglot payload are dropped.
 *
 * Intentionally free of `server-only` so plain node scripts and vitest can
 * import it; it must still never be imported from client components.
 */
import { fileTypeFromBuffer } from "file-type";
import sharp, { type SharpOptions } from "sharp";
import { MAX_UPLOAD_BYTES } from "@/lib/upload-limits.mjs";

export const MAX_INPUT_PIXELS = 40_000_000;
/** Maximum width of the stored "original" rendition. */
export const ORIGINAL_MAX_WIDTH = 1600;
/**
 * 160: gallery thumbnails (64 px squares, sharp up to 2.5× pixel density);
 * 400: cards and slow connections; 800: phones (the mobile width).
 */
export const DEFAULT_VARIANT_WIDTHS: readonly number[] = [160, 400, 800];
export const DEFAULT_WEBP_QUALITY = 82;
/** Outputs are never taller than this multiple of their width (guards extreme panoramas; WebP caps at 16383 px). */
const MAX_ASPECT_HEIGHT_FACTOR = 3;

export type AllowedImageMime = "image/jpeg" | "image/png" | "image/webp";
export type ImageValidationErrorCode = "too_large" | "invalid_type" | "corrupt" | "too_many_pixels";

export type ImageValidationResult =
  | { ok: true; mime: AllowedImageMime }
  | { ok: false; code: ImageValidationErrorCode; message: string };

export const IMAGE_VALIDATION_MESSAGES: Record<ImageValidationErrorCode, string> = {
  invalid_type: "Please select an image file",
  too_large: "Please select an image smaller than 10MB",
  corrupt: "The image could not be read",
  too_many_pixels: "The image is too large in pixels",
};

const DETECTED_MIME_TO_ALLOWED: Record<string, AllowedImageMime> = {
  "image/jpeg": "image/jpeg",
  "image/png": "image/png",
  // Animated PNG is still a PNG; only the first frame is ever used.
  "image/apng": "image/png",
  "image/webp": "image/webp",
};

const SHARP_FORMAT_FOR_MIME: Record<AllowedImageMime, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
};

function fail(code: ImageValidationErrorCode): ImageValidationResult {
  return { ok: false, code, message: IMAGE_VALIDATION_MESSAGES[code] };
}

function decodeOptions(): SharpOptions {
  return { failOn: "warning", limitInputPixels: MAX_INPUT_PIXELS, pages: 1 };
}

/**
 * Validates an uploaded image buffer. Checks, in order: byte size, magic bytes
 * (only JPEG, PNG and WebP; SVG, PDF, HTML, GIF, HEIC... are rejected whatever
 * the file name or declared type), header pixel count, then a full decode with
 * `failOn: 'warning'` to reject truncated or corrupt data.
 */
export async function validateImageUpload(buf: Buffer): Promise<ImageValidationResult> {
  if (!Buffer.isBuffer(buf) || buf.length === 0) return fail("invalid_type");
  if (buf.length > MAX_UPLOAD_BYTES) return fail("too_large");

  let detected: string | undefined;
  try {
    detected = (await fileTypeFromBuffer(buf))?.mime;
  } catch {
    return fail("invalid_type");
  }
  const mime = detected ? DETECTED_MIME_TO_ALLOWED[detected] : undefined;
  if (!mime) return fail("invalid_type");

  // Header only (no pixel decode), so it is safe without a pixel limit; lets
  // us tell "too many pixels" apart from "corrupt" without parsing messages.
  let width: number | undefined;
  let height: number | undefined;
  try {
    const meta = await sharp(buf, { failOn: "warning", limitInputPixels: false, pages: 1 }).metadata();
    if (meta.format !== SHARP_FORMAT_FOR_MIME[mime]) return fail("invalid_type");
    width = meta.width;
    height = meta.height;
  } catch {
    return fail("corrupt");
  }
  if (!width || !height) return fail("corrupt");
  if (width * height > MAX_INPUT_PIXELS) return fail("too_many_pixels");

  // Full decode (shrink-on-load keeps it cheap) so truncated data is caught.
  try {
    await sharp(buf, decodeOptions())
      .resize({ width: 64, height: 64, fit: "inside" })
      .raw()
      .toBuffer();
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) return fail("too_many_pixels");
    return fail("corrupt");
  }
  return { ok: true, mime };
}

export interface WebpVariant {
  /** `'original'` (at most 1600 px wide) or `w<width>`, e.g. `'w400'`. */
  name: string;
  width: number;
  height: number;
  data: Buffer;
}

export interface WebpVariantsResult {
  /** Dimensions of the source image after applying its EXIF orientation. */
  width: number;
  height: number;
  variants: WebpVariant[];
}

export interface WebpVariantsOptions {
  /** Additional widths to render; default `[400, 800]`. Widths larger than the source are skipped. */
  widths?: number[];
  /** WebP quality 1-100 for every rendition; default 82. */
  quality?: number;
}

/**
 * Re-encodes an image to WebP: an `'original'` rendition capped at 1600 px
 * wide plus one rendition per requested width (never upscaled). Honours EXIF
 * orientation, uses only the first frame of animated input, and strips all
 * metadata (sharp's default: `withMetadata` is deliberately not used).
 * Call {@link validateImageUpload} first; this throws on undecodable input.
 */
export async function toWebpVariants(
  buf: Buffer,
  opts: WebpVariantsOptions = {},
): Promise<WebpVariantsResult> {
  const quality = Math.round(opts.quality ?? DEFAULT_WEBP_QUALITY);
  if (!Number.isFinite(quality) || quality < 1 || quality > 100) {
    throw new RangeError(`toWebpVariants: quality must be 1-100, got ${opts.quality}`);
  }
  const widths = [...new Set(opts.widths ?? DEFAULT_VARIANT_WIDTHS)];
  for (const w of widths) {
    if (!Number.isInteger(w) || w < 1) {
      throw new RangeError(`toWebpVariants: widths must be positive integers, got ${w}`);
    }
  }
  widths.sort((a, b) => a - b);

  const base = sharp(buf, decodeOptions()).rotate();
  const meta = await base.metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error("toWebpVariants: could not determine image dimensions");

  const render = async (name: string, maxWidth: number): Promise<WebpVariant> => {
    const { data, info } = await base
      .clone()
      .resize({
        width: maxWidth,
        height: maxWidth * MAX_ASPECT_HEIGHT_FACTOR,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { name, width: info.width, height: info.height, data };
  };

  const variants: WebpVariant[] = [await render("original", ORIGINAL_MAX_WIDTH)];
  for (const w of widths) {
    if (w > width) continue; // never upscale
    variants.push(await render(`w${w}`, w));
  }
  return { width, height, variants };
}
