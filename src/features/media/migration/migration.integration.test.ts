/**
 * Bulk Image Migration against a real database, local disk and a real
 * S3-compatible server (s3rver, started here): a seeded site moved from
 * local disk to S3 with the run stopped at every point a server could die
 * (after a copy, after a commit, after an import) and carried on by another
 * server, with every image still served and none lost; and back again;
 * pause and resume; a file that is missing everywhere; the actions' rules
 * and access. The outside images come from tests/setup/outside-image-host.ts.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, imageMigrations, media, siteBanners } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { LocalDiskMediaStore, RoutedMediaStore, S3MediaStore, setMediaStore, type MediaStore, type MediaStoreKind } from "@/lib/media";
import { type RunningS3rver, startS3rver } from "../../../../scripts/lib/s3rver.mjs";
import { createViewer, expectRefusedAndUnchanged, signInAs } from "../../../../tests/setup/admin-session";
import { startOutsideHost } from "../../../../tests/setup/outside-image-host";
import { emptyTables, useTestDatabase } from "../../../../tests/setup/test-db";

const { startImageMigration, pauseImageMigration, resumeImageMigration } = await import("../admin/migration/actions");
const { claimRunnableJob, findJob } = await import("./jobs");
const { runMigrationJob, RunStopped } = await import("./runner");
const { storeImage } = await import("../save");
const { filesOf } = await import("./move");

const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-migration-"));
const local = new LocalDiskMediaStore(mediaDir);
let s3server: RunningS3rver;
let bucket: S3MediaStore;
let outside: Awaited<ReturnType<typeof startOutsideHost>>;
/** Where new files go: what the latest migration's target would say (the resolver reads it from the job rows). */
let writeKind: MediaStoreKind = "local";
let stores: RoutedMediaStore;

beforeAll(async () => {
  s3server = await startS3rver({ bucket: "velvet-migration" });
  bucket = new S3MediaStore({
    endpoint: s3server.endpoint,
    bucket: s3server.bucket,
    region: "us-east-1",
    accessKeyId: s3server.accessKeyId,
    secretAccessKey: s3server.secretAccessKey,
    forcePathStyle: true,
  });
  stores = new RoutedMediaStore({ local, s3: bucket }, "local", async () => writeKind);
  setMediaStore(stores);
  const photo = await sharp({ create: { width: 640, height: 420, channels: 3, background: "#3a6ea5" } }).jpeg().toBuffer();
  outside = await startOutsideHost((request, response) => {
    if (request.url === "/photos/sea.jpg") response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    else response.writeHead(404).end();
  });
}, 60_000);

afterAll(async () => {
  await outside?.close();
  setMediaStore();
  bucket?.close();
  await s3server?.stop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

beforeEach(async () => {
  signInAs(ADMIN);
  writeKind = "local";
  await emptyTables(db, imageMigrations, siteBanners, media, auditLog);
  for (const store of [local, bucket]) for (const key of await keysIn(store)) await store.delete(key);
});

async function keysIn(store: MediaStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys.sort();
}

const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** Stored images as an upload makes them (each its original and width variants), on the write target. */
async function seedImages(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const png = await sharp({ create: { width: 480 + index * 10, height: 320, channels: 3, background: { r: 40 + index * 9, g: 90, b: 120 } } }).png().toBuffer();
    const stored = await storeImage(db, { data: png, purpose: "banner", originalFilename: `seed-${index}.png`, createdBy: ADMIN.userId });
    if (!stored.ok) throw new Error(stored.message);
    ids.push(stored.mediaId);
    await db.insert(siteBanners).values({ section: "hero", caption: `Seed ${index}`, imageUrl: stored.url });
  }
  return ids;
}

/** Every stored file's bytes, by key, wherever it is. */
async function everyFile(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const row of await db.select().from(media)) {
    for (const key of filesOf(row)) {
      const object = await stores.get(key);
      expect(object, `${key} must still be served`).not.toBeNull();
      files.set(key, sha(object!.data));
    }
  }
  return files;
}

async function startTo(target: MediaStoreKind, scope = "all") {
  const result = await startImageMigration({ scope, target });
  if (!result.ok) throw new Error(result.error);
  writeKind = target; // the latest job's target is the write target
  return result.data.id;
}

/** Makes the job's server look dead (silent for longer than the takeover delay). */
async function silence(jobId: string) {
  await db.update(imageMigrations).set({ heartbeatAt: sql`now() - interval '1 hour'` }).where(eq(imageMigrations.id, jobId));
}

/** A crash point that stops the run the nth time `point` is reached. */
function crashAt(point: string, nth: number) {
  let seen = 0;
  return (reached: string) => {
    if (reached === point && ++seen === nth) throw new RunStopped(reached as never);
  };
}

describe("a seeded site moved from local disk to S3", () => {
  it("stopped after a copy, after a commit and after an import, each time carried on by another server: every image served throughout, none lost, each counted once", async () => {
    const ids = await seedImages(8);
    await db.insert(siteBanners).values({ section: "about", caption: "Outside", imageUrl: outside.address("/photos/sea.jpg") });
    const before = await everyFile();
    expect(await keysIn(bucket)).toEqual([]);

    const jobId = await startTo("s3");
    const job = await findJob(db, jobId);
    expect(job).toMatchObject({ status: "running", total: 9, phase: "external" });

    // Server A dies right after bringing the outside image home, before recording it.
    const a = await claimRunnableJob(db, "server-a");
    await expect(runMigrationJob(db, a!, { runnerId: "server-a", crashPoint: crashAt("after-import", 1) })).rejects.toBeInstanceOf(RunStopped);
    // Server B may not take a job whose server still answers.
    expect(await claimRunnableJob(db, "server-b")).toBeNull();
    await silence(jobId);

    // Server B dies after committing the third move, before removing the old copies.
    const b = await claimRunnableJob(db, "server-b");
    expect(b?.id).toBe(jobId);
    await expect(runMigrationJob(db, b!, { runnerId: "server-b", crashPoint: crashAt("after-commit", 3) })).rejects.toBeInstanceOf(RunStopped);
    for (const [key, hash] of before) expect(sha((await stores.get(key))!.data), key).toBe(hash);
    const halfway = await findJob(db, jobId);
    expect(halfway?.pendingRemoval?.keys.length).toBeGreaterThan(0);
    await silence(jobId);

    // Server C dies after copying the next image, before committing it.
    const c = await claimRunnableJob(db, "server-c");
    await expect(runMigrationJob(db, c!, { runnerId: "server-c", crashPoint: crashAt("after-copy", 2) })).rejects.toBeInstanceOf(RunStopped);
    for (const [key, hash] of before) expect(sha((await stores.get(key))!.data), key).toBe(hash);
    await silence(jobId);

    // Server D finishes.
    const d = await claimRunnableJob(db, "server-d");
    expect(await runMigrationJob(db, d!, { runnerId: "server-d" })).toBe("complete");

    const done = await findJob(db, jobId);
    // 1 import (stored straight on S3, the write target) + 8 moves, each counted once.
    expect(done).toMatchObject({ status: "complete", total: 9, processed: 9, succeeded: 9, failed: 0, pendingRemoval: null, runner: null });

    // The import server A made before it died is a second, unused copy of the outside image: on S3 too.
    const rows = await db.select().from(media).orderBy(asc(media.id));
    expect(rows).toHaveLength(ids.length + 2);
    expect(rows.every((row) => row.store === "s3")).toBe(true);
    const after = await everyFile();
    for (const [key, hash] of before) expect(after.get(key), key).toBe(hash);
    expect(await keysIn(local)).toEqual([]);
    expect(await keysIn(bucket)).toEqual([...after.keys()].sort());

    const [brought] = await db.select().from(siteBanners).where(eq(siteBanners.caption, "Outside"));
    expect(brought.imageUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/original$/);
    const actions = (await db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action).sort();
    expect(actions).toEqual(["media.fix_to_local", "media.migration_complete", "media.migration_start"]);
  });

  it("moves everything back to local disk, and new images follow the latest migration's target", async () => {
    await seedImages(3);
    await startTo("s3");
    const there = await claimRunnableJob(db, "server-a");
    expect(await runMigrationJob(db, there!, { runnerId: "server-a" })).toBe("complete");
    const [uploaded] = await seedImages(1);
    const [row] = await db.select().from(media).where(eq(media.id, uploaded));
    expect(row.store).toBe("s3");
    expect(await local.stat(row.storageKey)).toBeNull();

    const before = await everyFile();
    const jobId = await startTo("local");
    const back = await claimRunnableJob(db, "server-a");
    expect(await runMigrationJob(db, back!, { runnerId: "server-a" })).toBe("complete");
    expect(await findJob(db, jobId)).toMatchObject({ total: 4, processed: 4, succeeded: 4, failed: 0 });
    expect(await keysIn(bucket)).toEqual([]);
    const after = await everyFile();
    expect(after).toEqual(before);
    expect((await db.select().from(media)).every((image) => image.store === "local")).toBe(true);
  });
});

describe("failures and control", () => {
  it("counts an image whose file is missing everywhere as failed, moves the rest, and removes nothing of it", async () => {
    const [broken, ...rest] = await seedImages(3);
    const [row] = await db.select().from(media).where(eq(media.id, broken));
    const lost = row.variants.find((variant) => variant.name !== "original")!.key;
    await local.delete(lost);
    const jobId = await startTo("s3");
    const job = await claimRunnableJob(db, "server-a");
    expect(await runMigrationJob(db, job!, { runnerId: "server-a" })).toBe("complete");
    const done = await findJob(db, jobId);
    expect(done).toMatchObject({ total: 3, processed: 3, succeeded: 2, failed: 1 });
    expect(done!.failures).toEqual([{ item: lost, reason: "file_missing" }]);
    const [still] = await db.select().from(media).where(eq(media.id, broken));
    expect(still.store).toBe("local");
    expect(await local.stat(row.storageKey)).not.toBeNull();
    for (const id of rest) expect((await db.select().from(media).where(eq(media.id, id)))[0].store).toBe("s3");
  });

  it("pauses after the item in hand and resumes from there, one migration at a time", async () => {
    await seedImages(5);
    const jobId = await startTo("s3");
    expect(await startImageMigration({ scope: "banners", target: "local" })).toMatchObject({ ok: false, code: "conflict", error: expect.stringContaining("Another migration") });
    let moved = 0;
    const job = await claimRunnableJob(db, "server-a");
    const end = await runMigrationJob(db, job!, {
      runnerId: "server-a",
      crashPoint: (point) => {
        if (point === "after-commit" && ++moved === 2) return pauseImageMigration({ id: jobId }).then(() => undefined);
      },
    });
    expect(end).toBe("stopped");
    const paused = await findJob(db, jobId);
    expect(paused?.status).toBe("paused");
    expect(paused!.processed).toBe(2);
    expect(await claimRunnableJob(db, "server-b")).toBeNull();
    expect(await resumeImageMigration({ id: jobId })).toMatchObject({ ok: true });
    const resumed = await claimRunnableJob(db, "server-b");
    expect(await runMigrationJob(db, resumed!, { runnerId: "server-b" })).toBe("complete");
    expect(await findJob(db, jobId)).toMatchObject({ status: "complete", processed: 5, succeeded: 5 });
    expect(await keysIn(local)).toEqual([]);
  });

  it("refuses a store this server has not configured", async () => {
    setMediaStore(local);
    try {
      expect(await startImageMigration({ scope: "all", target: "s3" })).toMatchObject({ ok: false, code: "conflict", error: "That store is not configured on this server." });
    } finally {
      setMediaStore(stores);
    }
  });
});

describe("access", () => {
  it("refuses a member and a visitor on every migration action, and nothing changes", async () => {
    await seedImages(1);
    const jobId = await startTo("s3");
    await pauseImageMigration({ id: jobId });
    const snapshot = async () => ({
      jobs: await db.select().from(imageMigrations),
      media: await db.select().from(media),
      audit: await db.select().from(auditLog),
      local: await keysIn(local),
      bucket: await keysIn(bucket),
    });
    const outsiders = [[MEMBER, "forbidden"], [VISITOR, "unauthenticated"]] as const;
    await expectRefusedAndUnchanged(() => startImageMigration({ scope: "all", target: "local" }), outsiders, snapshot);
    await expectRefusedAndUnchanged(() => pauseImageMigration({ id: jobId }), outsiders, snapshot);
    await expectRefusedAndUnchanged(() => resumeImageMigration({ id: jobId }), outsiders, snapshot);
    // The image tools' own word for a call without a session.
    signInAs(VISITOR);
    expect(await startImageMigration({ scope: "all", target: "local" })).toMatchObject({ ok: false, code: "unauthenticated", error: "Not authenticated. Please sign in again." });
  });
});
