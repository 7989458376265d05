import "server-only";
import type { Transaction } from "@/db";
import type { Viewer } from "@/features/access/policy";
import { fetchPublicImage, type FetchImageResult } from "@/features/images/import/fetch-public-image";
import { isOutsideAddress } from "@/features/images/public-address";
import type { MediaPurpose } from "@/features/media/purposes";
import { storeFetchedImage } from "@/features/media/store-from-address";
import { getFeatureFlags } from "@/features/settings/queries";
import type { AdminMessageKey } from "./messages";

/**
 * "Fix images automatically" (System Settings › Images, decision 050): when
 * it is on, an outside address saved into an admin image field (a banner's
 * image, a blog cover, Open Graph and Twitter images, a category tile, a
 * model's main image) is brought home on save: fetched under the import's
 * rules (decision 046) and stored through the upload pipeline, and the field
 * keeps the new /api/media/{id}/original address. A save is never lost to
 * it: an address that cannot be imported is saved as typed, and the answer
 * carries a notice the admin reads as a warning.
 *
 * In two steps, as storeImageFromAddress does them, so that the fetch (up to
 * 30 s) runs in the action's `prepare`, before the transaction opens, and the
 * media row is written in the same transaction as the field that names it.
 */

/** The fetches `prepare` made, per field name; empty when the flag is off or no field holds an outside address. */
export type OutsideImageFetches = Record<string, FetchImageResult>;

/** What `run` writes: the new addresses per field, and what the audit row and the admin are told. */
export interface BroughtHome {
  /** Field name → the stored copy's address (/api/media/{id}/original). */
  addresses: Record<string, string>;
  /** Field name → the stored copy's media id (a model's main image keeps it beside the address). */
  mediaIds: Record<string, string>;
  /** Field name → the outside address it came from, for the audit row. */
  importedFrom: Record<string, string>;
  /** Fields whose outside address was kept as typed because the import failed. */
  kept: string[];
}

export const NOT_BROUGHT_HOME: AdminMessageKey = "adminContent.imageImport.autoFix.notBroughtHome";

/** The action's `prepare` part: fetches each field's outside address when the flag is on. */
export async function fetchOutsideImages(fields: Record<string, string | null | undefined>): Promise<OutsideImageFetches> {
  const outside = Object.entries(fields).filter((entry): entry is [string, string] => isOutsideAddress(entry[1]));
  if (outside.length === 0 || !(await getFeatureFlags()).autoFixImages) return {};
  const fetched = await Promise.all(outside.map(async ([field, address]) => [field, await fetchPublicImage(address.trim())] as const));
  return Object.fromEntries(fetched);
}

/** The action's `run` part: stores what was fetched, inside the transaction. A refusal keeps the address. */
export async function storeOutsideImages(
  tx: Transaction,
  fetches: OutsideImageFetches,
  { purpose, viewer }: { purpose: MediaPurpose; viewer: Viewer },
): Promise<BroughtHome> {
  const result: BroughtHome = { addresses: {}, mediaIds: {}, importedFrom: {}, kept: [] };
  for (const [field, fetched] of Object.entries(fetches)) {
    const stored = fetched.ok ? await storeFetchedImage(tx, fetched, { purpose, createdBy: viewer.userId }) : null;
    if (!fetched.ok || !stored?.ok) {
      result.kept.push(field);
      continue;
    }
    result.addresses[field] = stored.url;
    result.mediaIds[field] = stored.mediaId;
    result.importedFrom[field] = fetched.address;
  }
  return result;
}

/**
 * An action's `prepare` for a form with image fields: the input, with what
 * was fetched for its image `fields`, as `outside`.
 */
export async function withOutsideImages<I extends object>(input: I, fields: Record<string, string | null | undefined>): Promise<I & { outside: OutsideImageFetches }> {
  return { ...input, outside: await fetchOutsideImages(fields) };
}

/** In `run`: `values` with each brought-home field holding its stored copy's address, and what was done. */
export async function withImagesBroughtHome<V extends object>(
  tx: Transaction,
  outside: OutsideImageFetches,
  values: V,
  options: { purpose: MediaPurpose; viewer: Viewer },
): Promise<{ values: V; home: BroughtHome }> {
  const home = await storeOutsideImages(tx, outside, options);
  return { values: { ...values, ...home.addresses }, home };
}

/** What an audit row adds: the outside addresses brought home, by field (nothing when none was). */
export function importedFromOf(home: BroughtHome): { importedFrom?: Record<string, string> } {
  return Object.keys(home.importedFrom).length > 0 ? { importedFrom: home.importedFrom } : {};
}

/** The warning for the admin when an address was saved as typed. */
export function autoFixNotice(home: BroughtHome): { notice?: AdminMessageKey } {
  return home.kept.length > 0 ? { notice: NOT_BROUGHT_HOME } : {};
}
