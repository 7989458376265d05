import { createHash } from "node:crypto";
import type { MediaStore, MediaStoreKind, RoutedMediaStore } from "@/lib/media";
import type { StoredImage } from "./items";
import type { MigrationFailureReason } from "./scope";

/** Why a stored image's files could not be copied; nothing was removed anywhere. */
export class MoveFailed extends Error {
  constructor(
    readonly reason: MigrationFailureReason,
    readonly key: string,
  ) {
    super(`moving ${key} failed: ${reason}`);
    this.name = "MoveFailed";
  }
}

/** The copies to remove once the move has committed: the keys, and the stores that held them. */
export interface OldCopies {
  stores: MediaStoreKind[];
  keys: string[];
}

function sha256(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

/** Every file of a stored image: its original and each variant the row lists, each once. */
export function filesOf(image: Pick<StoredImage, "storageKey" | "variants">): string[] {
  return [...new Set([image.storageKey, ...image.variants.map((variant) => variant.key)])];
}

/**
 * Copies one file into the target and reads it back: the copy must hash like
 * the source. A file the target already holds with the same bytes is not
 * written again (a move resumed after a crash). Returns which other stores
 * hold the file (to be removed after commit).
 */
async function copyVerified(key: string, target: MediaStore, others: readonly MediaStore[]): Promise<MediaStoreKind[]> {
  const sources = (await Promise.all(others.map(async (store) => ({ store, object: await store.get(key) })))).filter((found) => found.object !== null);
  const existing = await target.get(key);
  const source = sources[0]?.object ?? null;
  if (!source) {
    if (!existing) throw new MoveFailed("file_missing", key);
    return [];
  }
  const wanted = sha256(source.data);
  if (!existing || sha256(existing.data) !== wanted) {
    await target.put(key, source.data, source.contentType);
    const copy = await target.get(key);
    if (!copy || sha256(copy.data) !== wanted) throw new MoveFailed("copy_mismatch", key);
  }
  return sources.map((found) => found.store.kind);
}

/**
 * Copies every file of a stored image into the target store, each verified,
 * and says which old copies to remove. Nothing is removed here: the caller
 * records the new location first (in a transaction), then removes the old
 * copies (decision 051), so a crash at any point leaves every file readable.
 */
export async function copyImageFiles(stores: RoutedMediaStore, image: StoredImage, target: MediaStoreKind): Promise<OldCopies> {
  const targetStore = stores.storeOf(target);
  if (!targetStore) throw new MoveFailed("store_error", image.storageKey);
  const others = stores
    .kinds()
    .filter((kind) => kind !== target)
    .map((kind) => stores.storeOf(kind)!);
  const holders = new Set<MediaStoreKind>();
  const keys = filesOf(image);
  // An image's files side by side (a handful: its original and widths); one failure fails the image.
  const copied = await Promise.allSettled(keys.map((key) => copyVerified(key, targetStore, others)));
  for (const [index, outcome] of copied.entries()) {
    if (outcome.status === "fulfilled") {
      for (const kind of outcome.value) holders.add(kind);
      continue;
    }
    if (outcome.reason instanceof MoveFailed) throw outcome.reason;
    console.error(`[migration] copying ${keys[index]} failed:`, outcome.reason instanceof Error ? outcome.reason.message : outcome.reason);
    throw new MoveFailed("store_error", keys[index]);
  }
  return { stores: [...holders], keys };
}

/** Removes the old copies of a committed move (idempotent: run again after a crash, it removes what is left). */
export async function removeOldCopies(stores: RoutedMediaStore, old: OldCopies): Promise<void> {
  for (const kind of old.stores) {
    const store = stores.storeOf(kind);
    if (!store) continue;
    for (const key of old.keys) await store.delete(key);
  }
}
