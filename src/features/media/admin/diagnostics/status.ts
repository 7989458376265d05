import { inArray } from "drizzle-orm";
import sharp from "sharp";
import type { Database, Transaction } from "@/db";
import { media, type MediaVariant } from "@/db/schema";
import { getMediaStore, type MediaStore, type MediaStoreKind } from "@/lib/media";
import { mapLimited } from "@/lib/map-limited";
import { recordCheckStatuses, type CheckStatus } from "../../check-status";
import type { ImageReference } from "../../references";

/**
 * What a reference really points at, checked for one page of references at
 * a time: one query for the page's media rows, then the store, a few files
 * at once (STORE_CHECKS_AT_ONCE), never one query or one burst per row.
 */
export const IMAGE_STATUSES = ["stored", "external", "missing", "variants-missing", "unreadable", "not-image"] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number];

export interface ReferenceCheck {
  status: ImageStatus;
  /** Which store holds a stored file (null for anything else). */
  store: MediaStoreKind | null;
  /** The widths whose files are absent ("variants-missing"). */
  missingVariants: string[];
  /** The smallest variant present, for a thumbnail through the media route. */
  thumbnailVariant: string | null;
}

/** Store calls in flight at once while a page is checked: enough to be quick, few enough for a shared S3 connection pool. */
export const STORE_CHECKS_AT_ONCE = 4;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const OUTSIDE_ADDRESS = /^https?:\/\//i;

/** A media id a reference names that can be looked up (an address may hold anything of the right length). */
export function isMediaId(id: string | null): id is string {
  return id !== null && UUID.test(id);
}

/** An outside http(s) address, as opposed to a path that names no image. */
export function isOutsideAddress(address: string): boolean {
  return OUTSIDE_ADDRESS.test(address);
}

interface MediaRow {
  id: string;
  storageKey: string;
  variants: MediaVariant[];
  /** Where the row says its files are; null: the environment's default store (decision 051). */
  store: string | null;
}

type FileCheck = Omit<ReferenceCheck, "store">;

/** Each reference's status, in the references' order. */
export async function checkReferences(db: Database | Transaction, references: readonly ImageReference[]): Promise<ReferenceCheck[]> {
  const store = getMediaStore();
  const ids = [...new Set(references.map((reference) => reference.mediaId).filter(isMediaId))];
  const rows = ids.length === 0 ? [] : await db.select({ id: media.id, storageKey: media.storageKey, variants: media.variants, store: media.store }).from(media).where(inArray(media.id, ids));
  const checks = await mapLimited(rows, STORE_CHECKS_AT_ONCE, (row) => checkStoredFile(store, row));
  // What the store showed is kept on the rows for the image library's "broken" filter (a read's by-product, no audit row).
  await recordCheckStatuses(
    db,
    rows.map((row, index) => ({ mediaId: row.id, status: checkStatusOf(checks[index].status) })),
  );
  const byId = new Map(rows.map((row, index) => [row.id, { ...checks[index], storeKind: storeKindOf(row.store, store.kind) }]));
  return references.map((reference) => statusOf(reference, byId));
}

/** A stored file's status as the record's: "stored" is whole; the others are named alike. */
function checkStatusOf(status: ImageStatus): CheckStatus {
  return status === "stored" ? "ok" : status === "missing" || status === "variants-missing" || status === "unreadable" ? status : "missing";
}

function storeKindOf(recorded: string | null, fallback: MediaStoreKind): MediaStoreKind {
  return recorded === "s3" || recorded === "local" ? recorded : fallback;
}

function statusOf(reference: ImageReference, files: ReadonlyMap<string, FileCheck & { storeKind: MediaStoreKind }>): ReferenceCheck {
  const none = { store: null, missingVariants: [], thumbnailVariant: null };
  if (reference.mediaId === null) return { ...none, status: isOutsideAddress(reference.address) ? "external" : "not-image" };
  const file = files.get(reference.mediaId);
  if (!file) return { ...none, status: "missing" };
  const { storeKind, ...check } = file;
  return { ...check, store: file.status === "missing" ? null : storeKind };
}

/** The original present and decodable, and every variant the row lists present. */
async function checkStoredFile(store: MediaStore, row: MediaRow): Promise<FileCheck> {
  const widths = row.variants.filter((variant) => variant.name !== "original");
  const [original, ...present] = await Promise.all([store.get(row.storageKey), ...widths.map((variant) => store.stat(variant.key))]);
  if (!original) return { status: "missing", missingVariants: [], thumbnailVariant: null };
  const missingVariants = widths.filter((_, index) => present[index] === null).map((variant) => variant.name);
  const thumbnailVariant = smallestPresent(widths.filter((_, index) => present[index] !== null)) ?? "original";
  if (!(await decodes(original.data))) return { status: "unreadable", missingVariants, thumbnailVariant: null };
  return { status: missingVariants.length > 0 ? "variants-missing" : "stored", missingVariants, thumbnailVariant };
}

function smallestPresent(variants: readonly MediaVariant[]): string | undefined {
  return [...variants].sort((a, b) => a.width - b.width)[0]?.name;
}

/** Whether sharp can read the file's header and size: what every variant and crop is cut from. */
export async function decodes(data: Buffer): Promise<boolean> {
  try {
    const meta = await sharp(data).metadata();
    return Boolean(meta.width && meta.height);
  } catch {
    return false;
  }
}
