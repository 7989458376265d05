import "server-only";
import { z } from "zod";
import type { Transaction } from "@/db";
import type { Viewer } from "@/features/access/policy";
import { ActionFailure } from "@/features/admin/action";
import { storeImage, type MediaPurpose } from "@/features/media/save";
import { MAX_IMAGE_BYTES } from "./image-file";
import type { ContentMessages } from "./messages";

/**
 * An action input sent as FormData (uploads), read into an object and then
 * validated like any other input. Anything that is not FormData is refused.
 */
export function formDataSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess(
    (value) => (value instanceof FormData ? Object.fromEntries(Object.keys(shape).map((key) => [key, value.get(key) ?? undefined])) : null),
    z.object(shape),
  );
}

export const imageFileSchema = z.instanceof(File);

const CODE_TO_MESSAGE = {
  invalid_type: "notImage",
  too_large: "tooLarge",
  corrupt: "corrupt",
  too_many_pixels: "tooManyPixels",
} as const satisfies Record<string, keyof ContentMessages["upload"]>;

/**
 * Stores an uploaded image through the media pipeline (magic bytes, 10 MB,
 * pixel limit, re-encoded to WebP variants, metadata stripped). A file it
 * refuses becomes an ActionFailure with the spec's message in the admin's
 * language, so the transaction (and its audit row) is rolled back.
 */
export async function storeUploadedImage(
  tx: Transaction,
  file: File,
  { purpose, viewer, messages }: { purpose: MediaPurpose; viewer: Viewer; messages: ContentMessages },
): Promise<{ url: string; mediaId: string }> {
  // Checked before reading the body into memory.
  if (file.size > MAX_IMAGE_BYTES) throw new ActionFailure(messages.upload.tooLarge, "invalid", { file: [messages.upload.tooLarge] });
  const stored = await storeImage(tx, {
    data: Buffer.from(await file.arrayBuffer()),
    purpose,
    originalFilename: file.name.slice(0, 200) || null,
    createdBy: viewer.userId,
  });
  if (!stored.ok) {
    const key = CODE_TO_MESSAGE[stored.code as keyof typeof CODE_TO_MESSAGE] ?? "notImage";
    throw new ActionFailure(messages.upload[key], "invalid", { file: [messages.upload[key]] });
  }
  return { url: stored.url, mediaId: stored.mediaId };
}
