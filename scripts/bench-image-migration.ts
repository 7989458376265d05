/**
 * How long Bulk Image Migration takes to move a library from local disk to
 * an S3-compatible server (s3rver, started here) and back: the demo site as
 * `npm start` seeds it, then a library of 10,000 images (each an original
 * and its width variants: one demo portrait at 1200 × 1600, cut by the pipeline).
 * Scratch database: in-memory PGlite, or BENCH_DATABASE_URL (an empty
 * PostgreSQL database made for this; it is written to). The job is run by
 * the same code as on the server (src/features/media/migration/runner.ts),
 * each file copied, read back and compared before its row moves.
 *
 *   npx tsx scripts/bench-image-migration.ts
 *   npx tsx scripts/bench-image-migration.ts --images 2000
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { count, sql } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { imageMigrations, media, type MediaVariant } from "../src/db/schema";
import { toWebpVariants } from "../src/features/images/process";
import { claimRunnableJob } from "../src/features/media/migration/jobs";
import { runMigrationJob } from "../src/features/media/migration/runner";
import type { MigrationTarget } from "../src/features/media/migration/scope";
import { seedDemoContent } from "../src/seed/demo";
import { demoPortrait } from "../src/seed/demo-images";
import { LocalDiskMediaStore, RoutedMediaStore, S3MediaStore, setMediaStore, type MediaStore } from "../src/lib/media";
import { startS3rver } from "./lib/s3rver.mjs";
import { numberOption, openBenchDatabase } from "./lib/bench-database";

const IMAGES = numberOption("images", 10_000);
/** Files written at once while filling the library (the fill is not what is timed). */
const FILL_AT_ONCE = 16;

let target: MigrationTarget = "local";

/** One job for everything to `to`, run to the end as the server runs it; its wall time in seconds. */
async function migrateAll(db: Database, stores: RoutedMediaStore, to: MigrationTarget): Promise<{ seconds: number; processed: number; failed: number }> {
  target = to;
  await db.insert(imageMigrations).values({ scope: "all", target: to, status: "running", total: 0 });
  const job = await claimRunnableJob(db, "bench");
  if (!job) throw new Error("no job to run");
  const started = performance.now();
  const end = await runMigrationJob(db, job, { runnerId: "bench", stores });
  const seconds = (performance.now() - started) / 1000;
  if (end !== "complete") throw new Error(`the migration ended ${end}`);
  const [done] = await db.select().from(imageMigrations).where(sql`${imageMigrations.id} = ${job.id}`);
  return { seconds, processed: done.processed, failed: done.failed };
}

async function fileCount(store: MediaStore): Promise<number> {
  let files = 0;
  for await (const _ of store.list()) files++;
  return files;
}

/** 10,000 images with real files: the variants of one photo, under each image's own keys. */
async function fillLibrary(db: Database, local: LocalDiskMediaStore, images: number): Promise<number> {
  // A demo portrait at the size of an agency's photo (1200 × 1600), so each image has the pipeline's every width.
  const photo = await sharp(await demoPortrait(7, 2)).resize(1200, 1600).jpeg({ quality: 88 }).toBuffer();
  const rendered = await toWebpVariants(photo);
  const bytesPerImage = rendered.variants.reduce((sum, variant) => sum + variant.data.length, 0);
  for (let start = 0; start < images; start += 500) {
    const rows: (typeof media.$inferInsert)[] = [];
    for (let index = start; index < Math.min(images, start + 500); index++) {
      const id = randomUUID();
      const variants: MediaVariant[] = rendered.variants.map((variant) => ({ name: variant.name, key: `gallery/${id}/${variant.name}.webp`, width: variant.width, height: variant.height, size: variant.data.length }));
      rows.push({ id, storageKey: variants[0].key, contentType: "image/webp", byteSize: variants[0].size, width: 1200, height: 1600, variants, purpose: "gallery", store: "local" });
    }
    const writes = rows.flatMap((row) => row.variants!.map((variant, index) => ({ key: variant.key, data: rendered.variants[index].data })));
    for (let index = 0; index < writes.length; index += FILL_AT_ONCE) {
      await Promise.all(writes.slice(index, index + FILL_AT_ONCE).map((write) => local.put(write.key, write.data, "image/webp")));
    }
    await db.insert(media).values(rows);
  }
  return bytesPerImage;
}

function line(label: string, result: { seconds: number; processed: number; failed: number }, files: number): void {
  console.log(`${label.padEnd(34)} ${result.seconds.toFixed(1).padStart(7)} s  ${String(result.processed).padStart(6)} images  ${String(files).padStart(6)} files  ${(result.processed / result.seconds).toFixed(1).padStart(6)} images/s  failed ${result.failed}`);
}

async function main(): Promise<void> {
  const s3server = await startS3rver({ bucket: "velvet-bench" });
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-bench-migration-"));
  const local = new LocalDiskMediaStore(directory);
  const bucket = new S3MediaStore({ endpoint: s3server.endpoint, bucket: s3server.bucket, region: "us-east-1", accessKeyId: s3server.accessKeyId, secretAccessKey: s3server.secretAccessKey, forcePathStyle: true });
  const stores = new RoutedMediaStore({ local, s3: bucket }, "local", async () => target);
  setMediaStore(stores);
  const site = await openBenchDatabase();
  const library = await openBenchDatabase();
  try {
    console.log(`[bench-image-migration] ${site.kind}; local disk ${directory}; s3rver ${s3server.endpoint}`);
    await runMigrations(site);
    await seedDemoContent(site.db, { log: () => {} });
    const [seeded] = await site.db.select({ images: count() }).from(media);
    const siteFiles = await fileCount(local);
    console.log(`seeded site: ${seeded.images} images, ${siteFiles} files`);
    line("seeded site, local disk → S3", await migrateAll(site.db, stores, "s3"), await fileCount(bucket));
    line("seeded site, S3 → local disk", await migrateAll(site.db, stores, "local"), await fileCount(local));
    for await (const key of local.list()) await local.delete(key);

    await runMigrations(library);
    const filled = performance.now();
    const bytesPerImage = await fillLibrary(library.db, local, IMAGES);
    console.log(`library: ${IMAGES} images of ${(bytesPerImage / 1024).toFixed(0)} KiB each (all variants), ${await fileCount(local)} files, made in ${((performance.now() - filled) / 1000).toFixed(0)} s`);
    line(`${IMAGES} images, local disk → S3`, await migrateAll(library.db, stores, "s3"), await fileCount(bucket));
    line(`${IMAGES} images, S3 → local disk`, await migrateAll(library.db, stores, "local"), await fileCount(local));
  } finally {
    setMediaStore();
    bucket.close();
    await site.close();
    await library.close();
    await s3server.stop();
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

await main();
