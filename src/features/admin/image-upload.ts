import "server-only";
import { z } from "zod";
import type { Transaction } from "@/db";
import type { Viewer } from "@/features/access/policy";
import { fetchPublicImage, type FetchedImage } from "@/features/images/import/fetch-public-image";
import { MAX_ADDRESS_LENGTH } from "@/features/images/import/import-address";
import type { ImportRefusal } from "@/features/images/import/refusal";
import { storeImage, type MediaPurpose, type StoreImageResult } from "@/features/media/save";
import { storeFetchedImage } from "@/features/media/store-from-address";
import { MAX_UPLOAD_BYTES } from "@/lib/upload-limits.mjs";
import { ActionFailure } from "./action";
import type { AdminMessageKey } from "./messages";

/**
 * The one image upload of the back office: every admin screen that takes an
 * image file stores it here. The media pipeline checks the type by its magic
 * bytes, the 10 MB and pixel limits, re-encodes to WebP variants and strips
 * metadata (src/features/images/process.ts); this maps its refusals to ONE
 * set of messages in the admin's language. An image may also come from an
 * address the admin pasted instead of a file (decision 046): the action's
 * FormData then carries `address`, fetched by `readImageSource` before the
 * transaction opens and stored here through the same pipeline.
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

/** The address of an image to import, as an upload action's FormData field. */
// raw-string: an address, checked by the import's own rules, never shown as text
export const imageAddressField = z.string().trim().max(MAX_ADDRESS_LENGTH).optional();

/**
 * The FormData of an upload action that also imports: `shape`'s fields and
 * a file or the address of an image (readImageSource takes the address
 * when both are sent). Neither is invalid, as a missing file always was.
 */
export function imageSourceSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return formDataSchema({ ...shape, file: imageFileSchema.optional(), address: imageAddressField }).refine((input) => Boolean((input as ImageSourceInput).file || (input as ImageSourceInput).address), { path: ["file"], message: "adminContent.upload.notImage" });
}

interface ImageSourceInput {
  file?: File;
  address?: string;
}

/** An image an action stores: the file the admin sent, or the bytes fetched from the address they pasted. */
export type ImageSource = File | FetchedImage;

/** Why an address was refused → what the admin reads under the address field. */
const IMPORT_REFUSAL_MESSAGES = {
  not_http: "adminContent.imageImport.refusals.notHttp",
  credentials: "adminContent.imageImport.refusals.credentials",
  private_address: "adminContent.imageImport.refusals.privateAddress",
  dns_failed: "adminContent.imageImport.refusals.dnsFailed",
  too_many_redirects: "adminContent.imageImport.refusals.tooManyRedirects",
  too_large: "adminContent.imageImport.refusals.tooLarge",
  not_image: "adminContent.imageImport.refusals.notImage",
  timeout: "adminContent.imageImport.refusals.timeout",
  http_error: "adminContent.imageImport.refusals.httpError",
  connection_failed: "adminContent.imageImport.refusals.connectionFailed",
} as const satisfies Record<ImportRefusal, AdminMessageKey>;

/**
 * An action's `prepare` (action.ts): the file as sent, or the image fetched
 * from the address under the import's rules, outside the transaction. A
 * refused address answers with its reason under the address field; no
 * file and no address answers 'Please select an image file'.
 */
export async function readImageSource<Input extends ImageSourceInput>({
  file,
  address,
  ...rest
}: Input): Promise<Omit<Input, "file" | "address"> & { image: ImageSource }> {
  if (address) {
    const fetched = await fetchPublicImage(address);
    if (!fetched.ok) throw new ActionFailure("invalid", IMPORT_REFUSAL_MESSAGES[fetched.code], { fieldErrors: { address: [IMPORT_REFUSAL_MESSAGES[fetched.code]] } });
    return { ...rest, image: fetched };
  }
  if (!file) refuse(REFUSAL_MESSAGES.invalid_type, "file");
  return { ...rest, image: file };
}

/** What an audit row adds for an imported image: the address it came from (nothing for a file). */
export function imageOrigin(image: ImageSource): { importedFrom?: string } {
  return image instanceof File ? {} : { importedFrom: image.address };
}

/** Why the pipeline refused a file → what the admin reads (the upload messages 'Please select an image file' / 'Arquivo muito grande. Máximo 10MB'). */
const REFUSAL_MESSAGES = {
  invalid_type: "adminContent.upload.notImage",
  too_large: "adminContent.upload.tooLarge",
  corrupt: "adminContent.upload.corrupt",
  too_many_pixels: "adminContent.upload.tooManyPixels",
  storage_full: "adminContent.upload.storageFull",
} as const satisfies Record<string, AdminMessageKey>;

function refuse(key: AdminMessageKey, field: "file" | "address"): never {
  throw new ActionFailure("invalid", key, { fieldErrors: { [field]: [key] } });
}

/**
 * Stores an uploaded (or imported) image inside the action's transaction.
 * An image the pipeline refuses becomes an ActionFailure (so the
 * transaction and its audit row roll back) with the message under the
 * form's file field, or its address field for an import.
 */
export async function storeUploadedImage(
  tx: Transaction,
  image: ImageSource,
  { purpose, viewer }: { purpose: MediaPurpose; viewer: Viewer },
): Promise<Extract<StoreImageResult, { ok: true }>> {
  const field = image instanceof File ? "file" : "address";
  const stored = image instanceof File ? await storeFile(tx, image, purpose, viewer) : await storeFetchedImage(tx, image, { purpose, createdBy: viewer.userId });
  if (!stored.ok) refuse(REFUSAL_MESSAGES[stored.code as keyof typeof REFUSAL_MESSAGES] ?? REFUSAL_MESSAGES.invalid_type, field);
  return stored;
}

async function storeFile(tx: Transaction, file: File, purpose: MediaPurpose, viewer: Viewer): Promise<StoreImageResult> {
  // Checked before reading the body into memory.
  if (file.size > MAX_UPLOAD_BYTES) refuse(REFUSAL_MESSAGES.too_large, "file");
  if (file.size === 0) refuse(REFUSAL_MESSAGES.invalid_type, "file");
  return storeImage(tx, {
    data: Buffer.from(await file.arrayBuffer()),
    purpose,
    originalFilename: file.name.slice(0, 200) || null,
    createdBy: viewer.userId,
  });
}
