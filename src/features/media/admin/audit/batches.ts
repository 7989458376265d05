import { randomUUID } from "node:crypto";
import { asc, count, gt } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { media } from "@/db/schema";
import { getMediaStore, type MediaStoreKind } from "@/lib/media";
import { recordCheckStatuses } from "../../check-status";
import { countOutsideImageReferences, countImageReferencesByCategory, listImageReferences, isWritableReference } from "../../references";
import { importOutsideImages, rebuildMissingVariants, type ImportedImage, type RebuiltVariants } from "../diagnostics/fixes";
import { reportOf, type AuditReport } from "./findings";
import { checkedImagesOf, imageFindings, inspectReferences, inspectStoredImages, needsRebuild, type ImageInspection, type StoredImageRow } from "./inspect";
import type { AuditCursor } from "./schemas";

/**
 * The audit report's work, one slice per server call, as plain functions of
 * a database handle (the actions and the tests run the same code). The page
 * drives the calls, so its progress is real and no request runs long,
 * whatever the size of the library (decision 049).
 */

type Db = Database | Transaction;

/** References read per audit call: each costs a row lookup (one query for all) and one store stat. */
export const REFERENCES_PER_BATCH = 200;
/** Stored images per call: each is read whole, its original and every variant, and decoded. */
export const IMAGES_PER_BATCH = 20;
/** Outside references per sync call: each may take the import's 30 s, three at once (decision 046). */
export const OUTSIDE_PER_BATCH = 9;

export interface AuditScope {
  references: number;
  images: number;
  outside: number;
}

/** What the cards' progress bars count: the register's references, the stored images, the outside addresses. */
export async function readAuditScope(db: Db): Promise<AuditScope> {
  const [byCategory, [images], outside] = await Promise.all([countImageReferencesByCategory(db), db.select({ count: count() }).from(media), countOutsideImageReferences(db)]);
  return { references: Object.values(byCategory).reduce((sum, value) => sum + value, 0), images: images.count, outside };
}

/** The next slice of stored images after `afterId`, in id order (a keyset cursor: images added or removed meanwhile move nothing). */
export async function readImageSlice(db: Db, afterId: string | null, limit: number): Promise<StoredImageRow[]> {
  return db
    .select({ id: media.id, storageKey: media.storageKey, variants: media.variants })
    .from(media)
    .where(afterId ? gt(media.id, afterId) : undefined)
    .orderBy(asc(media.id))
    .limit(limit);
}

export interface AuditBatch {
  /** What this call checked: references or stored images. */
  phase: AuditCursor["phase"];
  report: AuditReport;
  /** References or images checked in this call. */
  processed: number;
  /** Where the next call starts, or null when everything has been checked. */
  next: AuditCursor | null;
}

/** One audit call: a slice of the register's references (by offset), then, once they are done, a slice of the stored images (by id). */
export async function auditBatch(db: Db, cursor: AuditCursor): Promise<AuditBatch> {
  if (cursor.phase === "references") {
    const references = await listImageReferences(db, { limit: REFERENCES_PER_BATCH, offset: cursor.offset });
    const findings = await inspectReferences(db, references);
    const next: AuditCursor = references.length < REFERENCES_PER_BATCH ? { phase: "images", afterId: null } : { phase: "references", offset: cursor.offset + references.length };
    return { phase: "references", report: reportOf(findings), processed: references.length, next };
  }
  const rows = await readImageSlice(db, cursor.afterId, IMAGES_PER_BATCH);
  const findings = await imageFindings(db, await inspectAndRecord(db, rows));
  const last = rows.at(-1);
  return { phase: "images", report: reportOf(findings), processed: rows.length, next: rows.length < IMAGES_PER_BATCH || !last ? null : { phase: "images", afterId: last.id } };
}

/**
 * A slice of stored images inspected, and what was found written on their
 * rows for the image library's "broken" filter: a by-product of a read, so
 * it is written straight away, in no admin transaction and with no audit row.
 */
async function inspectAndRecord(db: Db, rows: readonly StoredImageRow[]): Promise<ImageInspection[]> {
  const inspections = await inspectStoredImages(rows);
  await recordCheckStatuses(db, checkedImagesOf(inspections));
  return inspections;
}

export interface GenerationSlice {
  /** Images looked at in this call. */
  total: number;
  /** Already as the pipeline makes them: successful, not updated. */
  canonical: number;
  rebuilt: (RebuiltVariants | null)[];
  next: string | null;
}

/**
 * The slow half of one generation call, outside the transaction: a slice of
 * stored images inspected, and the ones with a missing, outdated or
 * undecodable variant cut again from their original and written to the store.
 */
export async function prepareGenerationSlice(db: Database, afterId: string | null): Promise<GenerationSlice> {
  const rows = await readImageSlice(db, afterId, IMAGES_PER_BATCH);
  // Recorded before the rebuild: one that succeeds then records "ok" with its new variant list.
  const inspections = await inspectAndRecord(db, rows);
  const toRebuild = inspections.filter(needsRebuild);
  const rebuilt = toRebuild.length === 0 ? [] : await rebuildMissingVariants(db, toRebuild.map((inspection) => inspection.mediaId), new Map(toRebuild.map((inspection) => [inspection.mediaId, inspection.replace])));
  const canonical = inspections.filter((inspection) => inspection.code === "canonical" || inspection.code === "original-outdated").length;
  const last = rows.at(-1);
  return { total: rows.length, canonical, rebuilt, next: rows.length < IMAGES_PER_BATCH || !last ? null : last.id };
}

export interface SyncSlice {
  /** Outside references read in this call. */
  read: number;
  /** The ones whose column holds one plain address (the others are skipped: set them where they are used). */
  tried: number;
  imported: (ImportedImage | null)[];
  offset: number;
}

/**
 * The slow half of one sync call: a slice of the outside references, and
 * the rewritable ones imported through the safe import (decision 046).
 */
export async function prepareSyncSlice(db: Database, offset: number, createdBy: string | null): Promise<SyncSlice> {
  const references = await listImageReferences(db, { outside: true, limit: OUTSIDE_PER_BATCH, offset });
  const items = references.filter(isWritableReference).map(({ category, ownerId, field, address }) => ({ category, ownerId, field, address }));
  return { read: references.length, tried: items.length, imported: await importOutsideImages(db, items, createdBy), offset };
}

/**
 * Where the next sync call starts: a reference brought home leaves the
 * outside list, so the next slice starts after the ones that stay (skipped
 * or failed), never past one not yet read.
 */
export function nextSyncOffset(slice: SyncSlice, broughtHome: number): number | null {
  return slice.read < OUTSIDE_PER_BATCH ? null : slice.offset + slice.read - broughtHome;
}

export interface StoreProbe {
  store: MediaStoreKind;
  wrote: boolean;
  readBack: boolean;
  deleted: boolean;
}

/**
 * Whether the store answers: a small file written, read back byte for byte
 * and deleted (the restoration's first phase). The delete is tried whatever
 * the read did, so a probe leaves nothing behind.
 */
export async function probeStore(): Promise<StoreProbe> {
  const store = getMediaStore();
  const key = `audit-probe/${randomUUID()}.txt`;
  const body = Buffer.from(`image audit probe ${new Date().toISOString()}`);
  await store.put(key, body, "text/plain");
  let readBack = false;
  try {
    const read = await store.get(key);
    readBack = read !== null && read.data.equals(body);
  } finally {
    await store.delete(key);
  }
  return { store: store.kind, wrote: true, readBack, deleted: (await store.stat(key)) === null };
}
