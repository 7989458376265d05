/**
 * A Bulk Image Migration whose server process is killed with SIGKILL
 * halfway through moving a site's images from local disk to S3 (s3rver),
 * then carried on by another server: every image is still served, with the
 * same bytes, none is lost, none is left behind on local disk, and each is
 * counted once. On PostgreSQL only: the embedded database lives inside one
 * process, so no second process can work the same job. The crash points
 * one by one are in migration.integration.test.ts.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { imageMigrations, media } from "@/db/schema";
import { LocalDiskMediaStore, RoutedMediaStore, S3MediaStore, setMediaStore, type MediaStore, type MediaStoreKind } from "@/lib/media";
import { type RunningS3rver, startS3rver } from "../../../../scripts/lib/s3rver.mjs";
import { withDatabase } from "../../../../tests/setup/global-db";
import { useTestDatabase } from "../../../../tests/setup/test-db";

const template = inject("velvetTestDb");
const onPostgres = template.kind === "postgres";

describe.skipIf(!onPostgres)("a migration whose server is killed halfway", () => {
  const IMAGES = 40;
  let db: Awaited<ReturnType<typeof useTestDatabase>>["db"];
  let url: string;
  let s3server: RunningS3rver;
  let bucket: S3MediaStore;
  let stores: RoutedMediaStore;
  let writeKind: MediaStoreKind = "local";
  // Made in beforeAll, which a skipped run never reaches, so no folder is left behind.
  let mediaDir: string;
  let local: LocalDiskMediaStore;

  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-killed-migration-"));
    local = new LocalDiskMediaStore(mediaDir);
    ({ db } = await useTestDatabase());
    const result = await db.execute(sql`select current_database() as name`);
    const [{ name }] = (result as unknown as { rows: { name: string }[] }).rows;
    url = withDatabase((template as { adminUrl: string }).adminUrl, name);
    s3server = await startS3rver({ bucket: "velvet-killed" });
    bucket = new S3MediaStore({ endpoint: s3server.endpoint, bucket: s3server.bucket, region: "us-east-1", accessKeyId: s3server.accessKeyId, secretAccessKey: s3server.secretAccessKey, forcePathStyle: true });
    stores = new RoutedMediaStore({ local, s3: bucket }, "local", async () => writeKind);
    setMediaStore(stores);
  }, 60_000);

  afterAll(async () => {
    setMediaStore();
    bucket?.close();
    await s3server?.stop();
    if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

  async function keysIn(store: MediaStore): Promise<string[]> {
    const keys: string[] = [];
    for await (const key of store.list()) keys.push(key);
    return keys.sort();
  }

  async function everyFile(): Promise<Map<string, string>> {
    const files = new Map<string, string>();
    for (const row of await db.select().from(media)) {
      for (const key of new Set([row.storageKey, ...row.variants.map((variant) => variant.key)])) {
        const object = await stores.get(key);
        expect(object, `${key} must still be served`).not.toBeNull();
        files.set(key, sha(object!.data));
      }
    }
    return files;
  }

  it("is killed with SIGKILL mid-move, carried on by another server, and loses nothing", async () => {
    const { storeImage } = await import("../save");
    for (let index = 0; index < IMAGES; index++) {
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30 + index * 5, g: 100, b: 140 } } }).png().toBuffer();
      const stored = await storeImage(db, { data: png, purpose: "gallery", originalFilename: `killed-${index}.png` });
      if (!stored.ok) throw new Error(stored.message);
    }
    const before = await everyFile();
    writeKind = "s3";
    const [job] = await db.insert(imageMigrations).values({ scope: "all", target: "s3", status: "running", total: IMAGES }).returning();

    const child = spawn(process.execPath, ["--import", "tsx", "tests/setup/migration-child.ts"], {
      env: { ...process.env, DATABASE_URL: url, MEDIA_DIR: mediaDir, ...s3server.env, MEDIA_STORE: "local" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once("exit", (code, signal) => resolve(signal ?? code)));
    // Killed once it has moved a few images and while it still has most to do.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [now] = await db.select({ processed: imageMigrations.processed }).from(imageMigrations).where(eq(imageMigrations.id, job.id));
      if (now.processed >= 8) break;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the child did not get going (exit ${child.exitCode})`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");

    const [killed] = await db.select().from(imageMigrations).where(eq(imageMigrations.id, job.id));
    expect(killed).toMatchObject({ status: "running", runner: "child" });
    expect(killed.processed).toBeLessThan(IMAGES);
    for (const [key, hash] of before) expect(sha((await stores.get(key))!.data), key).toBe(hash);

    // Another server takes the job once the killed one has been silent long enough, and finishes it.
    const { claimRunnableJob } = await import("./jobs");
    const { runMigrationJob } = await import("./runner");
    expect(await claimRunnableJob(db, "survivor")).toBeNull();
    await db.update(imageMigrations).set({ heartbeatAt: sql`now() - interval '1 hour'` }).where(eq(imageMigrations.id, job.id));
    const taken = await claimRunnableJob(db, "survivor");
    expect(await runMigrationJob(db, taken!, { runnerId: "survivor", stores })).toBe("complete");

    const [done] = await db.select().from(imageMigrations).where(eq(imageMigrations.id, job.id));
    expect(done).toMatchObject({ status: "complete", processed: IMAGES, succeeded: IMAGES, failed: 0, pendingRemoval: null });
    const after = await everyFile();
    expect(after).toEqual(before);
    expect(await keysIn(local)).toEqual([]);
    expect(await keysIn(bucket)).toEqual([...after.keys()].sort());
    expect((await db.select().from(media)).every((row) => row.store === "s3")).toBe(true);
  }, 120_000);
});
