/**
 * How long the gallery's batch upload takes on the server: generates 10
 * photos of about 10 MB each (noise JPEGs, the worst case for the encoder,
 * within the 40-megapixel limit), then stores them 3 at a time, as the
 * gallery manager sends them, through the upload's own storage path
 * (src/features/media/save.ts storeImage: magic bytes, full decode, pixel
 * limit, WebP renditions, metadata stripped, files then the media row) and
 * the gallery row with its order index, each in one transaction, against
 * the embedded database and a media folder in a temporary data directory.
 * Prints the total and each photo's time in milliseconds.
 *
 * The admin wrapper (permission, audit row) is left out: it needs a signed-in
 * request and costs a few queries, nothing next to the image work timed here.
 *
 *   npx tsx scripts/bench-gallery-upload.ts
 *   npx tsx scripts/bench-gallery-upload.ts --photos 10 --concurrency 3 --mb 9.5
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { openDatabase, type Database } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { modelGallery, models } from "../src/db/schema";
import { storeImage } from "../src/features/media/save";
import { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES } from "../src/features/images/process";
import { LocalDiskMediaStore, setMediaStore } from "../src/lib/media";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const PHOTOS = option("photos", 10);
const CONCURRENCY = option("concurrency", 3);
const TARGET_BYTES = Math.min(MAX_UPLOAD_BYTES, Math.round(option("mb", 9.5) * 1024 * 1024));
const log = (line: string) => console.log(`[bench-gallery] ${line}`);

/** A noise JPEG of `width` × 3/4 of it. */
function noiseJpeg(width: number): Promise<Buffer> {
  const height = Math.round((width * 3) / 4);
  return sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A photo just under the target size: one probe, then the width scaled by the square root of the size ratio, shrunk until it fits. */
async function photoNear(targetBytes: number): Promise<Buffer> {
  const probe = await noiseJpeg(1000);
  let width = Math.round(1000 * Math.sqrt(targetBytes / probe.length));
  width = Math.min(width, Math.floor(Math.sqrt((MAX_INPUT_PIXELS * 4) / 3)));
  for (;;) {
    const data = await noiseJpeg(width);
    if (data.length <= targetBytes) return data;
    width = Math.floor(width * 0.97);
  }
}

/** What the upload action does with one photo (src/features/gallery/admin/actions.ts), minus the admin wrapper. */
async function storeOne(db: Database, modelId: string, data: Buffer, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await storeImage(tx, { data, purpose: "gallery", originalFilename: name });
    if (!stored.ok) throw new Error(`${name}: ${stored.message}`);
    await tx.execute(sql`select id from models where id = ${modelId} for update`);
    const [row] = await tx
      .select({ max: sql<number | null>`max(${modelGallery.orderIndex})` })
      .from(modelGallery)
      .where(and(eq(modelGallery.modelId, modelId), eq(modelGallery.visibility, "public")));
    const orderIndex = row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
    await tx.insert(modelGallery).values({ modelId, imageUrl: stored.url, mediaId: stored.mediaId, orderIndex, visibility: "public" });
  });
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-bench-gallery-"));
  setMediaStore(new LocalDiskMediaStore(path.join(dataDir, "media")));
  const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  try {
    await runMigrations(handle);
    const [model] = await handle.db.insert(models).values({ name: "Bench Model" }).returning({ id: models.id });

    let started = performance.now();
    const photos: Buffer[] = [];
    for (let i = 0; i < PHOTOS; i++) photos.push(await photoNear(TARGET_BYTES));
    const sizes = photos.map((photo) => (photo.length / 1024 / 1024).toFixed(2));
    log(`${PHOTOS} noise JPEGs made in ${Math.round(performance.now() - started)} ms (MB: ${sizes.join(", ")})`);

    const perPhoto: number[] = new Array(PHOTOS).fill(0);
    let next = 0;
    const worker = async () => {
      while (next < photos.length) {
        const index = next++;
        const begun = performance.now();
        await storeOne(handle.db, model.id, photos[index], `photo-${index + 1}.jpg`);
        perPhoto[index] = performance.now() - begun;
      }
    };
    started = performance.now();
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, PHOTOS) }, worker));
    const total = performance.now() - started;

    console.log(`\n| photo (${CONCURRENCY} at a time) | MB | ms |`);
    console.log("|---|---:|---:|");
    perPhoto.forEach((ms, index) => console.log(`| ${index + 1} | ${sizes[index]} | ${ms.toFixed(0)} |`));
    const totalMb = photos.reduce((sum, photo) => sum + photo.length, 0) / 1024 / 1024;
    console.log(`| total (wall clock) | ${totalMb.toFixed(1)} | ${total.toFixed(0)} |`);
    log(`total ${total.toFixed(0)} ms, ${(total / PHOTOS).toFixed(0)} ms per photo on average`);
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error("[bench-gallery] failed:", error);
  process.exitCode = 1;
});
