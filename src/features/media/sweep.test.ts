import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/setup/test-db";
import type { Database } from "@/db";
import { sql } from "drizzle-orm";
import { media } from "@/db/schema";
import { LocalDiskMediaStore, setMediaStore } from "@/lib/media";
import { storeImage } from "./save";
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from "./sweep";
import { mediaStorageKey } from "./urls";

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-sweep-"));
const store = new LocalDiskMediaStore(mediaDir);
let db: Database;

beforeAll(async () => {
  setMediaStore(store);
  db = (await useTestDatabase()).db;
});

afterAll(() => {
  setMediaStore();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

function age(key: string, when: Date) {
  fs.utimesSync(path.join(mediaDir, key), when, when);
}

async function photo(shade: number) {
  const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: { r: shade, g: 60, b: 90 } } }).png().toBuffer();
  const stored = await storeImage(db, { data: png, purpose: "gallery" });
  if (!stored.ok) throw new Error(stored.message);
  return stored.mediaId;
}

describe("orphan file sweep", () => {
  it("removes old files no media row names and stale temp files, and keeps everything else", async () => {
    // A photo with its row: kept, however old.
    const kept = await photo(10);
    const keptKeys: string[] = [];
    for await (const key of store.list(`gallery/${kept}/`)) keptKeys.push(key);
    expect(keptKeys.length).toBeGreaterThan(0);
    for (const key of keptKeys) age(key, hoursAgo(48));

    // Files whose row never came (a crash between files and row) or was rolled back.
    const orphanOld = mediaStorageKey("gallery", "0b0b0b0b-0000-4000-8000-000000000001", "original");
    const orphanRecent = mediaStorageKey("banner", "0b0b0b0b-0000-4000-8000-000000000002", "w400");
    await store.put(orphanOld, Buffer.from("old orphan"), "image/webp");
    await store.put(orphanRecent, Buffer.from("upload in progress"), "image/webp");
    age(orphanOld, hoursAgo(2));

    // A variant the row does not list (a stray extra file of a known photo).
    const strayVariant = mediaStorageKey("gallery", kept, "w9999");
    await store.put(strayVariant, Buffer.from("stray"), "image/webp");
    age(strayVariant, hoursAgo(2));

    // A file of another shape: not ours to judge.
    await store.put("brand/logo.webp", Buffer.from("brand"), "image/webp");
    age("brand/logo.webp", hoursAgo(48));

    // Temp files of interrupted writes: an old one and one being written now.
    const oldTemp = path.join(mediaDir, "gallery", ".original.webp.0123456789abcdef.tmp");
    const newTemp = path.join(mediaDir, "gallery", ".w400.webp.fedcba9876543210.tmp");
    fs.writeFileSync(oldTemp, "partial");
    fs.writeFileSync(newTemp, "partial");
    fs.utimesSync(oldTemp, hoursAgo(3), hoursAgo(3));

    const report = await sweepOrphanFiles(db, store);

    expect(report.removedFiles.sort()).toEqual([orphanOld, strayVariant].sort());
    expect(report.recentOrphans).toBe(1);
    expect(report.removedTempFiles).toBe(1);
    expect(report.rowsMissingFiles).toEqual([]);
    expect(await store.stat(orphanOld)).toBeNull();
    expect(await store.stat(strayVariant)).toBeNull();
    expect(await store.stat(orphanRecent)).not.toBeNull();
    expect(await store.stat("brand/logo.webp")).not.toBeNull();
    for (const key of keptKeys) expect(await store.stat(key), key).not.toBeNull();
    expect(fs.existsSync(oldTemp)).toBe(false);
    expect(fs.existsSync(newTemp)).toBe(true);

    // Once past the grace period, the recent orphan goes too.
    const later = await sweepOrphanFiles(db, store, { now: new Date(Date.now() + ORPHAN_GRACE_MS + 60_000) });
    expect(later.removedFiles).toEqual([orphanRecent]);
  });

  it("reports rows whose files are missing without deleting them", async () => {
    const mediaId = await photo(200);
    const [row] = await db.select({ storageKey: media.storageKey }).from(media).where(eqId(mediaId));
    fs.rmSync(path.join(mediaDir, row.storageKey));

    const report = await sweepOrphanFiles(db, store);

    expect(report.rowsMissingFiles).toContain(mediaId);
    expect(await db.select({ id: media.id }).from(media).where(eqId(mediaId))).toHaveLength(1);
  });
});

function eqId(id: string) {
  return sql`${media.id} = ${id}`;
}
