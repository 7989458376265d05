import { eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { media, type MediaVariant } from "@/db/schema";
import type { AuditRecord } from "@/features/admin/action";
import { toWebpVariants } from "@/features/images/process";
import { getMediaStore, storeRecordedFor } from "@/lib/media";
import { mapLimited } from "@/lib/map-limited";
import { PURPOSE_OF_CATEGORY } from "../../purposes";
import { isWritableReference, replaceReferenceAddress, type ImageReference } from "../../references";
import { storeImageFromAddress } from "../../store-from-address";
import { mediaStorageKey, mediaUrl } from "../../urls";

/**
 * The slow half of each fix (the store, sharp, a fetch of up to 30 s), done
 * in the actions' `prepare`, before their transaction opens (decision 046).
 * Each item is tried on its own: one that fails is null, and the rest go on.
 */

/** Fixes in flight at once: each may hold a decoded image in memory or a connection to an outside server. */
const FIXES_AT_ONCE = 3;

export interface RebuiltVariants {
  mediaId: string;
  /** The row's new variant list: the original, the variants still present, and the ones written again. */
  variants: MediaVariant[];
  rebuilt: string[];
}

/**
 * The variants whose files are absent, cut again from the stored original
 * through the upload pipeline and written to the store. Null when the row or
 * its original is gone or the original does not decode (nothing to cut from).
 * `replace` names, per image, variants whose files are present but not what
 * the pipeline makes (the Image Pipeline Audit's "outdated"): they are cut
 * again too, and one the pipeline would not make at all leaves the list.
 */
export async function rebuildMissingVariants(
  db: Database,
  ids: readonly string[],
  replace: ReadonlyMap<string, readonly string[]> = new Map(),
): Promise<(RebuiltVariants | null)[]> {
  const rows = await db.select({ id: media.id, purpose: media.purpose, storageKey: media.storageKey, variants: media.variants, store: media.store }).from(media).where(inArray(media.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return mapLimited(ids, FIXES_AT_ONCE, async (id) => {
    const row = byId.get(id);
    return row ? rebuildRow(row, replace.get(id) ?? []).catch(() => null) : null;
  });
}

async function rebuildRow(
  row: { id: string; purpose: string; storageKey: string; variants: MediaVariant[]; store: string | null },
  replace: readonly string[],
): Promise<RebuiltVariants | null> {
  const store = getMediaStore();
  // Written beside the image's other files, in the store its row records (decision 051).
  const home = storeRecordedFor(store, row.store);
  const original = await store.get(row.storageKey);
  if (!original) return null;
  const rendered = await toWebpVariants(original.data);
  const present = await Promise.all(row.variants.map(async (variant) => variant.name === "original" || (await store.stat(variant.key)) !== null));
  const kept = row.variants.filter((variant, index) => present[index] && !replace.includes(variant.name));
  const written: MediaVariant[] = [];
  for (const variant of rendered.variants) {
    if (variant.name === "original" || kept.some((known) => known.name === variant.name)) continue;
    const key = row.variants.find((known) => known.name === variant.name)?.key ?? mediaStorageKey(row.purpose, row.id, variant.name);
    await home.put(key, variant.data, "image/webp");
    written.push({ name: variant.name, key, width: variant.width, height: variant.height, size: variant.data.length });
  }
  const variants = [...kept, ...written].sort((a, b) => (a.name === "original" ? -1 : b.name === "original" ? 1 : a.width - b.width));
  return { mediaId: row.id, variants, rebuilt: written.map((variant) => variant.name) };
}

/**
 * Each rebuilt image's new variant list saved, with one audit row per image
 * whose row is still there. A rebuild only succeeds from an original that is
 * there and decodes, with every variant written, so the image is recorded
 * as whole ("ok") and leaves the image library's "broken" filter.
 */
export async function saveRebuiltVariants(tx: Transaction, rebuilt: readonly (RebuiltVariants | null)[]): Promise<AuditRecord[]> {
  const audit: AuditRecord[] = [];
  for (const image of rebuilt) {
    if (!image) continue;
    const updated = await tx.update(media).set({ variants: image.variants, checkStatus: "ok", checkedAt: new Date() }).where(eq(media.id, image.mediaId)).returning({ id: media.id });
    if (updated.length === 0) continue;
    audit.push({ action: "media.rebuild_variants", entityType: "media", entityId: image.mediaId, newValues: { rebuilt: image.rebuilt } });
  }
  return audit;
}

export type FixItem = Pick<ImageReference, "category" | "ownerId" | "field" | "address">;

export interface ImportedImage {
  item: FixItem;
  mediaId: string;
  /** The new address for the reference's column. */
  address: string;
}

/**
 * Outside images brought home through the safe import (decision 046) and
 * stored like an upload. A reference whose column cannot be rewritten is
 * not fetched at all.
 */
export async function importOutsideImages(db: Database, items: readonly FixItem[], createdBy: string | null): Promise<(ImportedImage | null)[]> {
  return mapLimited(items, FIXES_AT_ONCE, async (item) => {
    if (!isWritableReference(item)) return null;
    const stored = await storeImageFromAddress(db, item.address, { purpose: PURPOSE_OF_CATEGORY[item.category], createdBy }).catch(() => null);
    return stored?.ok ? { item, mediaId: stored.mediaId, address: mediaUrl(stored.mediaId) } : null;
  });
}

/**
 * Each imported image's reference pointed at its stored original, only if
 * its column still holds the address that was read; one audit row per
 * reference changed (a row changed meanwhile is left alone, not counted).
 */
export async function pointReferencesHome(tx: Transaction, imported: readonly (ImportedImage | null)[]): Promise<AuditRecord[]> {
  const audit: AuditRecord[] = [];
  for (const image of imported) {
    if (!image) continue;
    const { item } = image;
    if (!(await replaceReferenceAddress(tx, item, { from: item.address, to: image.address }))) continue;
    audit.push({
      action: "media.fix_to_local",
      entityType: item.category,
      entityId: item.ownerId,
      oldValues: { [item.field]: item.address },
      newValues: { [item.field]: image.address, mediaId: image.mediaId, importedFrom: item.address },
    });
  }
  return audit;
}
