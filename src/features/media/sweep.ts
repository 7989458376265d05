import { inArray } from "drizzle-orm";
import type { Database } from "@/db";
import { media } from "@/db/schema";
import type { MediaStore } from "@/lib/media";
import { MEDIA_PURPOSES } from "./save";

/**
 * How old a file without a row must be before it is removed. storeImage
 * writes a photo's files first and its row after them (src/features/media/save.ts),
 * so a file from an upload still in progress has no row yet for a moment.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const ROW_BATCH = 500;
// `{purpose}/{media id}/{variant}.webp`, as written by mediaStorageKey().
const MEDIA_KEY = new RegExp(`^(?:${MEDIA_PURPOSES.join("|")})/([0-9a-f-]{36})/[^/]+$`);

export interface SweepReport {
  /** Files that belonged to no media row and were removed. */
  removedFiles: string[];
  /** Files without a row that are younger than the grace period: left for the next sweep. */
  recentOrphans: number;
  /** Temp files of interrupted writes that were removed. */
  removedTempFiles: number;
  /** Media rows naming a file the store does not have (reported; rows are never deleted here). */
  rowsMissingFiles: string[];
}

type StoreWithTempFiles = MediaStore & { removeStaleTempFiles?: (olderThan: Date) => Promise<number> };

/**
 * Makes the media store and the media table agree (orphan files are
 * swept): removes stored files that no media row names, once they are older
 * than the grace period, and temp files left by interrupted writes. Files of
 * another shape (not written by storeImage) are left alone. A row whose file
 * is missing is reported, never deleted: its referents would then point at
 * nothing.
 */
export async function sweepOrphanFiles(
  db: Database,
  store: StoreWithTempFiles,
  { now = new Date(), graceMs = ORPHAN_GRACE_MS }: { now?: Date; graceMs?: number } = {},
): Promise<SweepReport> {
  const olderThan = new Date(now.getTime() - graceMs);
  const filesByMediaId = new Map<string, string[]>();
  const storedKeys = new Set<string>();
  for await (const key of store.list()) {
    storedKeys.add(key);
    const mediaId = MEDIA_KEY.exec(key)?.[1];
    if (mediaId) filesByMediaId.set(mediaId, [...(filesByMediaId.get(mediaId) ?? []), key]);
  }

  const knownKeys = await keysNamedByRows(db, [...filesByMediaId.keys()]);
  const report: SweepReport = { removedFiles: [], recentOrphans: 0, removedTempFiles: 0, rowsMissingFiles: [] };
  for (const keys of filesByMediaId.values()) {
    for (const key of keys) {
      if (knownKeys.has(key)) continue;
      const stat = await store.stat(key);
      if (!stat) continue;
      if (stat.mtime >= olderThan) {
        report.recentOrphans++;
        continue;
      }
      await store.delete(key);
      report.removedFiles.push(key);
    }
  }
  report.rowsMissingFiles = await rowsWithMissingFiles(db, storedKeys);
  report.removedTempFiles = (await store.removeStaleTempFiles?.(olderThan)) ?? 0;
  return report;
}

/** Which of `keys` a media row still names (a deletion put off during a backup must not remove a file in use again). */
export async function keysStillNamed(db: Database, keys: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(keys.map((key) => MEDIA_KEY.exec(key)?.[1]).filter((id): id is string => id !== undefined))];
  const named = await keysNamedByRows(db, ids);
  return new Set(keys.filter((key) => named.has(key)));
}

function keysOfRow(row: { storageKey: string; variants: { key: string }[] }): string[] {
  return [row.storageKey, ...row.variants.map((variant) => variant.key)];
}

async function keysNamedByRows(db: Database, mediaIds: string[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (let start = 0; start < mediaIds.length; start += ROW_BATCH) {
    const rows = await db
      .select({ storageKey: media.storageKey, variants: media.variants })
      .from(media)
      .where(inArray(media.id, mediaIds.slice(start, start + ROW_BATCH)));
    for (const row of rows) for (const key of keysOfRow(row)) keys.add(key);
  }
  return keys;
}

async function rowsWithMissingFiles(db: Database, storedKeys: Set<string>): Promise<string[]> {
  const rows = await db.select({ id: media.id, storageKey: media.storageKey, variants: media.variants }).from(media);
  return rows.filter((row) => keysOfRow(row).some((key) => !storedKeys.has(key))).map((row) => row.id);
}

/** One line for the server log; silent when there was nothing to do. */
export function describeSweep(report: SweepReport): string | null {
  const parts = [];
  if (report.removedFiles.length) parts.push(`removed ${report.removedFiles.length} file(s) no media row names`);
  if (report.removedTempFiles) parts.push(`removed ${report.removedTempFiles} temp file(s) of interrupted writes`);
  if (report.rowsMissingFiles.length) parts.push(`${report.rowsMissingFiles.length} media row(s) name missing files: ${report.rowsMissingFiles.slice(0, 5).join(", ")}`);
  return parts.length ? `orphan sweep: ${parts.join("; ")}` : null;
}
