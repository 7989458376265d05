import { randomUUID } from "node:crypto";
import type { Database, Transaction } from "@/db";
import { media, type MediaVariant } from "@/db/schema";
import { toWebpVariants, validateImageUpload } from "@/features/images/process";
import { getMediaStore, isStorageFull, writeTargetOf } from "@/lib/media";
import type { MediaPurpose } from "./purposes";
import { mediaStorageKey, mediaUrl } from "./urls";
// Loaded for its effect: the store learns where new files go (the latest migration's target; decision 051).
import "./write-target";

export { MEDIA_PURPOSES, type MediaPurpose } from "./purposes";

/** What an uploader reads when the disk (or quota) is full. */
export const STORAGE_FULL_MESSAGE = "The server has no space left to store this image. Nothing was saved; try again later or tell whoever runs the site.";

export type StoreImageResult =
  | { ok: true; mediaId: string; url: string; width: number; height: number }
  | { ok: false; code: string; message: string };

/**
 * Validates an image, re-encodes it to WebP variants, writes the files and then
 * the media row. Files are written first (atomically each); if the row insert
 * fails the files are removed, so row and files agree.
 */
export async function storeImage(
  db: Database | Transaction,
  input: { data: Buffer; purpose: MediaPurpose; originalFilename?: string | null; createdBy?: string | null },
): Promise<StoreImageResult> {
  const check = await validateImageUpload(input.data);
  if (!check.ok) return { ok: false, code: check.code, message: check.message };

  const rendered = await toWebpVariants(input.data);
  const mediaId = randomUUID();
  // One store for all of the image's files, recorded on its row (Bulk Image Migration reads it; decision 051).
  const { kind: storeKind, store } = await writeTargetOf(getMediaStore());
  const variants: MediaVariant[] = [];
  try {
    for (const variant of rendered.variants) {
      const key = mediaStorageKey(input.purpose, mediaId, variant.name);
      await store.put(key, variant.data, "image/webp");
      variants.push({ name: variant.name, key, width: variant.width, height: variant.height, size: variant.data.length });
    }
    const original = variants.find((v) => v.name === "original")!;
    await db.insert(media).values({
      id: mediaId,
      storageKey: original.key,
      contentType: "image/webp",
      byteSize: original.size,
      width: original.width,
      height: original.height,
      variants,
      purpose: input.purpose,
      originalFilename: input.originalFilename ?? null,
      createdBy: input.createdBy ?? null,
      store: storeKind,
    });
    return { ok: true, mediaId, url: mediaUrl(mediaId), width: original.width, height: original.height };
  } catch (error) {
    await Promise.all(variants.map((v) => store.delete(v.key).catch(() => undefined)));
    // A full disk is the uploader's to hear about, plainly; nothing of the image stays behind.
    if (isStorageFull(error)) return { ok: false, code: "storage_full", message: STORAGE_FULL_MESSAGE };
    throw error;
  }
}
