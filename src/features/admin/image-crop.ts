import "server-only";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Transaction } from "@/db";
import { media } from "@/db/schema";
import type { Viewer } from "@/features/access/policy";
import { cropPixels, type CropKind, type PercentRect, type PixelRect } from "@/lib/crop-rules";
import type { MediaPurpose, StoreImageResult } from "@/features/media/save";
import { getMediaStore } from "@/lib/media";
import { ActionFailure } from "./action";
import { storeUploadedImage } from "./image-upload";
import type { AdminMessageKey } from "./messages";

/**
 * Crops a stored image into a new stored image (the main model image is
 * cropped 3:4, gallery photos 1:1). The crop is always cut from the STORED
 * original rendition (the pipeline's `original`, at most 1600 px wide): the
 * uploaded file itself is never kept (its metadata is stripped on the way
 * in), and the stored original is what the admin saw in the cropper. The cut
 * goes back through the same pipeline as an upload (magic bytes, pixel
 * limit, WebP variants), so a crop is just another media row and its files.
 */

export interface CropSource {
  mediaId: string;
  purpose: string;
  width: number;
  height: number;
}

/** Said when the rectangle does not fit: 'Erro ao salvar imagem editada', with the reason in the field error. */
const CROP_PROBLEMS = {
  outside: "adminModels.gallery.errors.cropOutside",
  aspect: "adminModels.gallery.errors.cropAspect",
  tooSmall: "adminModels.gallery.errors.cropTooSmall",
} as const satisfies Record<string, AdminMessageKey>;

/** The stored media a crop is cut from (its original rendition's size), or null when there is none. */
export async function readCropSource(tx: Transaction, mediaId: string): Promise<CropSource | null> {
  const [row] = await tx.select({ id: media.id, purpose: media.purpose, variants: media.variants }).from(media).where(eq(media.id, mediaId));
  const original = row?.variants.find((variant) => variant.name === "original");
  if (!row || !original) return null;
  return { mediaId: row.id, purpose: row.purpose, width: original.width, height: original.height };
}

/** The rectangle in pixels of `source`, or an ActionFailure naming what is wrong with it. */
export function cropRectFor(source: Pick<CropSource, "width" | "height">, rect: PercentRect, kind: CropKind): PixelRect {
  const checked = cropPixels(rect, source, kind);
  if (!checked.ok) {
    const key = CROP_PROBLEMS[checked.problem];
    throw new ActionFailure("invalid", "adminModels.gallery.errors.crop", { fieldErrors: { rect: [key] } });
  }
  return checked.rect;
}

/**
 * Cuts `rect` (pixels of the source's original rendition) out of the stored
 * file and stores the cut as a new media row of `purpose`. The source's
 * storage key is read here and never leaves the server.
 */
export async function storeCrop(
  tx: Transaction,
  source: CropSource,
  rect: PixelRect,
  { purpose, viewer }: { purpose: MediaPurpose; viewer: Viewer },
): Promise<Extract<StoreImageResult, { ok: true }>> {
  const [row] = await tx.select({ variants: media.variants }).from(media).where(eq(media.id, source.mediaId));
  const key = row?.variants.find((variant) => variant.name === "original")?.key;
  const stored = key ? await getMediaStore().get(key) : null;
  if (!stored) throw new ActionFailure("not_found", "adminModels.gallery.errors.sourceMissing");
  // WebP at a high quality: small enough to stay under the 10 MB upload limit
  // the pipeline checks, close enough to the original that its own re-encode
  // at 82 is the only visible loss.
  const cut = await sharp(stored.data).extract({ left: rect.x, top: rect.y, width: rect.width, height: rect.height }).webp({ quality: 95 }).toBuffer();
  const file = new File([new Uint8Array(cut)], `crop-${rect.width}x${rect.height}.webp`, { type: "image/webp" });
  return storeUploadedImage(tx, file, { purpose, viewer });
}
