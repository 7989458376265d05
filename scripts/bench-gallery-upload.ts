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
 *
 * With --url, the same photos go over HTTP to a running server, as the
 * browser sends them: POST /api/admin/models/{id}/gallery (the permission,
 * the transaction and the audit row included), 3 at a time, signed in as
 * BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD, into the model --model names
 * (make one for it on /admin/models/new; the photos stay in its gallery):
 *
 *   BENCH_ADMIN_EMAIL=admin@velvet.london BENCH_ADMIN_PASSWORD=… \
 *     npx tsx scripts/bench-gallery-upload.ts --url http://localhost:3000 --model <id>
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
import { MAX_INPUT_PIXELS } from "../src/features/images/process";
import { LocalDiskMediaStore, setMediaStore } from "../src/lib/media";
import { MAX_UPLOAD_BYTES } from "../src/lib/upload-limits.mjs";
import { numberOption } from "./lib/bench-database";

const args = process.argv.slice(2);
const PHOTOS = numberOption("photos", 10);
const CONCURRENCY = numberOption("concurrency", 3);
const TARGET_BYTES = Math.min(MAX_UPLOAD_BYTES, Math.round(numberOption("mb", 9.5) * 1024 * 1024));
const log = (line: string) => console.log(`[bench-gallery] ${line}`);
const urlIndex = args.indexOf("--url");
const BASE_URL = urlIndex === -1 ? null : args[urlIndex + 1]?.replace(/\/+$/, "");
const modelIndex = args.indexOf("--model");
const MODEL_ID = modelIndex === -1 ? null : args[modelIndex + 1];

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

/** The session cookie of a password sign-in (the server's own sign-in endpoint). */
async function signIn(base: string): Promise<string> {
  const email = process.env.BENCH_ADMIN_EMAIL;
  const password = process.env.BENCH_ADMIN_PASSWORD;
  if (!email || !password) throw new Error("set BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD for --url");
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email, password }),
    redirect: "manual",
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Sends one photo as the gallery manager does; resolves when the server has stored it. */
async function sendOne(base: string, cookie: string, modelId: string, data: Buffer, name: string): Promise<void> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(data)], { type: "image/jpeg" }), name);
  form.set("visibility", "public");
  const response = await fetch(`${base}/api/admin/models/${modelId}/gallery`, { method: "POST", headers: { cookie, Origin: base }, body: form });
  const body = (await response.json()) as { ok?: boolean; error?: string };
  if (!response.ok || !body.ok) throw new Error(`${name}: ${response.status} ${body.error ?? ""}`);
}

/** Runs `store` over the photos, `concurrency` at a time, as the gallery manager's queue does; answers each photo's ms and the wall clock. */
async function timeBatch(photos: Buffer[], store: (data: Buffer, name: string) => Promise<void>): Promise<{ perPhoto: number[]; total: number }> {
  const perPhoto: number[] = new Array(photos.length).fill(0);
  let next = 0;
  const worker = async () => {
    while (next < photos.length) {
      const index = next++;
      const begun = performance.now();
      await store(photos[index], `photo-${index + 1}.jpg`);
      perPhoto[index] = performance.now() - begun;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, photos.length) }, worker));
  return { perPhoto, total: performance.now() - started };
}

function report(photos: Buffer[], perPhoto: number[], total: number, how: string): void {
  const sizes = photos.map((photo) => (photo.length / 1024 / 1024).toFixed(2));
  console.log(`\n| photo (${CONCURRENCY} at a time, ${how}) | MB | ms |`);
  console.log("|---|---:|---:|");
  perPhoto.forEach((ms, index) => console.log(`| ${index + 1} | ${sizes[index]} | ${ms.toFixed(0)} |`));
  const totalMb = photos.reduce((sum, photo) => sum + photo.length, 0) / 1024 / 1024;
  console.log(`| total (wall clock) | ${totalMb.toFixed(1)} | ${total.toFixed(0)} |`);
  log(`total ${total.toFixed(0)} ms, ${(total / photos.length).toFixed(0)} ms per photo on average`);
}

async function makePhotos(): Promise<Buffer[]> {
  const started = performance.now();
  const photos: Buffer[] = [];
  for (let i = 0; i < PHOTOS; i++) photos.push(await photoNear(TARGET_BYTES));
  log(`${PHOTOS} noise JPEGs made in ${Math.round(performance.now() - started)} ms (MB: ${photos.map((p) => (p.length / 1024 / 1024).toFixed(2)).join(", ")})`);
  return photos;
}

/** Over HTTP to a running server, through the gallery's upload route. */
async function overHttp(base: string): Promise<void> {
  if (!MODEL_ID) throw new Error("--url needs --model <id> (a model to upload into)");
  const cookie = await signIn(base);
  const photos = await makePhotos();
  const { perPhoto, total } = await timeBatch(photos, (data, name) => sendOne(base, cookie, MODEL_ID, data, name));
  report(photos, perPhoto, total, `POST ${base}/api/admin/models/{id}/gallery`);
}

/** In this process, through the storage path alone, against a scratch embedded database. */
async function inProcess(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-bench-gallery-"));
  setMediaStore(new LocalDiskMediaStore(path.join(dataDir, "media")));
  const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  try {
    await runMigrations(handle);
    const [model] = await handle.db.insert(models).values({ name: "Bench Model" }).returning({ id: models.id });
    const photos = await makePhotos();
    const { perPhoto, total } = await timeBatch(photos, (data, name) => storeOne(handle.db, model.id, data, name));
    report(photos, perPhoto, total, "in process");
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await (BASE_URL ? overHttp(BASE_URL) : inProcess());
}

main().catch((error) => {
  console.error("[bench-gallery] failed:", error);
  process.exitCode = 1;
});
