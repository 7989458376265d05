import "server-only";
import { z } from "zod";
import type { Transaction } from "@/db";
import type { Viewer } from "@/features/access/policy";
import { storeImage, type MediaPurpose, type StoreImageResult } from "@/features/media/save";
import { MAX_UPLOAD_BYTES } from "@/lib/upload-limits.mjs";
import { ActionFailure } from "./action";
import type { AdminMessageKey } from "./messages";

/**
 * The one image upload of the back office: every admin screen that takes an
 * image file stores it here. The media pipeline checks the type by its magic
 * bytes, the 10 MB and pixel limits, re-encodes to WebP variants and strips
 * metadata (src/features/images/process.ts); this maps its refusals to ONE
 * set of messages in the admin's language.
 */

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

/** Why the pipeline refused a file → what the admin reads (the upload messages 'Please select an image file' / 'Arquivo muito grande. Máximo 10MB'). */
const REFUSAL_MESSAGES = {
  invalid_type: "adminContent.upload.notImage",
  too_large: "adminContent.upload.tooLarge",
  corrupt: "adminContent.upload.corrupt",
  too_many_pixels: "adminContent.upload.tooManyPixels",
} as const satisfies Record<string, AdminMessageKey>;

function refuse(key: AdminMessageKey): never {
  throw new ActionFailure("invalid", key, { fieldErrors: { file: [key] } });
}

/**
 * Stores an uploaded image inside the action's transaction. A file the
 * pipeline refuses becomes an ActionFailure (so the transaction and its audit
 * row roll back) with the message under the form's file field.
 */
export async function storeUploadedImage(
  tx: Transaction,
  file: File,
  { purpose, viewer }: { purpose: MediaPurpose; viewer: Viewer },
): Promise<Extract<StoreImageResult, { ok: true }>> {
  // Checked before reading the body into memory.
  if (file.size > MAX_UPLOAD_BYTES) refuse(REFUSAL_MESSAGES.too_large);
  if (file.size === 0) refuse(REFUSAL_MESSAGES.invalid_type);
  const stored = await storeImage(tx, {
    data: Buffer.from(await file.arrayBuffer()),
    purpose,
    originalFilename: file.name.slice(0, 200) || null,
    createdBy: viewer.userId,
  });
  if (!stored.ok) refuse(REFUSAL_MESSAGES[stored.code as keyof typeof REFUSAL_MESSAGES] ?? REFUSAL_MESSAGES.invalid_type);
  return stored;
}
