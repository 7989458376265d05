import type { Database, Transaction } from "@/db";
import { fetchPublicImage, type FetchedImage, type ImportDependencies } from "@/features/images/import/fetch-public-image";
import type { ImportRefusal } from "@/features/images/import/refusal";
import { storeImage, type MediaPurpose, type StoreImageResult } from "./save";

interface StoreOptions {
  purpose: MediaPurpose;
  createdBy?: string | null;
}

/**
 * Fetched bytes into the media store through the same pipeline as an upload
 * (the full check, WebP variants, the store, the media row), named after the
 * address's last path segment.
 */
export function storeFetchedImage(db: Database | Transaction, image: FetchedImage, { purpose, createdBy }: StoreOptions): Promise<StoreImageResult> {
  return storeImage(db, { data: image.data, purpose, originalFilename: image.fileName, createdBy: createdBy ?? null });
}

/**
 * An outside image brought home: fetched under the import's rules, then
 * stored. Give it the database, not a transaction, where nothing else must
 * wait for the fetch (up to 30 s).
 */
export async function storeImageFromAddress(
  db: Database | Transaction,
  address: string,
  options: StoreOptions & { dependencies?: Partial<ImportDependencies> },
): Promise<StoreImageResult | { ok: false; code: ImportRefusal }> {
  const fetched = await fetchPublicImage(address, options.dependencies);
  if (!fetched.ok) return { ok: false, code: fetched.code };
  return storeFetchedImage(db, fetched, options);
}
