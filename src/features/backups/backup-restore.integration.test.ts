/**
 * Backups against real databases and real files (decision 055): a seeded
 * site with members, a model, photos and an application is backed up, the
 * data is thrown away, and the set is restored onto an empty database and
 * store: every row (by table, counted and digested), every sequence and every
 * file (by SHA-256) is identical, and a restored member signs in. On the
 * PostgreSQL pass the set crosses over: PostgreSQL → the embedded database →
 * PostgreSQL again; once with the media, the set and the restore in S3
 * buckets (s3rver). Damaged, incomplete and encrypted sets, a database that
 * is not empty, abandoned runs, deletions during a run and retention too.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { backupRuns, mediaDeferredDeletes, modelApplications, modelGallery, models, siteSettings } from "@/db/schema";
import { createAuth } from "@/features/auth/auth";
import { storeImage } from "@/features/media/save";
import { encryptField } from "@/lib/crypto/field-encryption";
import { getMediaStore, LocalDiskMediaStore, provideMediaDeleteGate, S3MediaStore, setMediaStore, type MediaStore } from "@/lib/media";
import { seedDatabase } from "@/seed";
import { seedDemoAccounts } from "@/seed/accounts";
import { startS3rver } from "../../../scripts/lib/s3rver.mjs";
import { adminQuery, withDatabase } from "../../../tests/setup/global-db";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { measure } from "./checksum";
import { deferMediaDeletesDuringBackups } from "./deferred-deletes";
import { databaseFingerprint } from "./fingerprint";
import { closeRestoredRun, readManifest, restoreSet, RestoreRefusedError } from "./restore-set";
import { closeAbandonedRuns, pruneOldSets, runBackup } from "./runs";
import { keyInSet } from "./set-format";
import { folderTarget } from "./target";

const PASSWORD = "Restored-Pass-123";
const MAIL_DOMAIN = "members.velvet.london";
const SECRET = "a-test-secret-of-at-least-thirty-two-characters";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-backup-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
function newFolder(name: string): string {
  const dir = path.join(scratch, `${name}-${++folders}`);
  fs.mkdirSync(dir);
  return dir;
}
const template = inject("velvetTestDb");
const adminUrl = template.kind === "postgres" ? template.adminUrl : null;

const source = await useTestDatabase();
const sourceMedia = new LocalDiskMediaStore(newFolder("media"));
setMediaStore(sourceMedia);
afterAll(() => setMediaStore());

const opened: DatabaseHandle[] = [];
const droppable: string[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close().catch(() => undefined);
  for (const name of droppable) if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
});

async function photo(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 640, channels: 3, background: { r: 40 + seed * 30, g: 80, b: 120 } } }).jpeg().toBuffer();
}

async function stored(purpose: "gallery" | "model-main" | "application", seed: number): Promise<{ mediaId: string; url: string }> {
  const result = await storeImage(source.db, { data: await photo(seed), purpose, originalFilename: `p${seed}.jpg` });
  if (!result.ok) throw new Error(result.message);
  return result;
}

beforeAll(async () => {
  const db = source.db;
  await seedDatabase(db, { demo: false });
  await seedDemoAccounts(db, { password: PASSWORD, memberMailDomain: MAIL_DOMAIN });
  const main = await stored("model-main", 1);
  const [model] = await db.insert(models).values({ name: "Restored Model", age: 27, image: main.url, imageMediaId: main.mediaId, nationality: "Brazilian" }).returning();
  for (const [index, seed] of [2, 3, 4].entries()) {
    const image = await stored("gallery", seed);
    await db.insert(modelGallery).values({ modelId: model.id, imageUrl: image.url, mediaId: image.mediaId, orderIndex: index, visibility: index === 2 ? "members_only" : "public" });
  }
  const applicantPhoto = await stored("application", 5);
  await db.insert(modelApplications).values({
    fullName: "Ana Applicant",
    emailEnc: encryptField("ana@example.com"),
    phoneEnc: encryptField("+44 7700 900123"),
    dateOfBirthEnc: encryptField("1998-04-02"),
    languages: ["English", "Portuguese"],
    photos: [applicantPhoto.mediaId],
  });
}, 120_000);

/** Every key with its bytes' SHA-256. */
async function filesOf(store: MediaStore): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const key of store.list()) {
    const object = await store.open(key);
    if (object) files[key] = (await measure(object.body)).sha256;
  }
  return files;
}

/** The fingerprint without the runs table, whose newest row the backup closes after its own dump. */
async function contentOf(handle: DatabaseHandle) {
  const { tables, sequences } = await databaseFingerprint(handle.db);
  return { tables: tables.filter((table) => table.table !== "public.backup_runs"), sequences };
}

function emptyPglite(): { kind: "pglite"; dataDir: string } {
  return { kind: "pglite", dataDir: newFolder("pglite") };
}

/** An empty database of the kind asked for. */
async function emptyDatabase(kind: "pglite" | "postgres"): Promise<{ kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string }> {
  if (kind === "pglite") return emptyPglite();
  if (!adminUrl) throw new Error("A PostgreSQL restore needs the PostgreSQL pass (TEST_DATABASE_URL)");
  const name = `velvet_restore_${Date.now().toString(36)}_${folders++}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  droppable.push(name);
  return { kind: "postgres", url: withDatabase(adminUrl, name) };
}

async function open(target: { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string }): Promise<DatabaseHandle> {
  const handle = target.kind === "pglite" ? await openDatabase({ kind: "pglite", dataDir: target.dataDir }) : await openDatabase({ kind: "postgres", url: target.url, max: 2 });
  opened.push(handle);
  return handle;
}

async function backUp(handle: DatabaseHandle, media: MediaStore, folder: string, passphrase?: string) {
  const run = await runBackup({ handle, media, target: folderTarget(folder), trigger: "command", passphrase });
  expect(run, run.error ?? "").toMatchObject({ status: "succeeded" });
  return run;
}

/** Restores `setName` onto an empty database of `kind` and an empty store; returns them opened. */
async function restoreOnto(kind: "pglite" | "postgres", folder: string, setName: string, passphrase?: string) {
  const database = await emptyDatabase(kind);
  const media = new LocalDiskMediaStore(newFolder("restored-media"));
  const result = await restoreSet({ source: folderTarget(folder), setName, database, media, passphrase });
  const handle = await open(database);
  await closeRestoredRun(handle.db, result.manifest);
  return { handle, media, result };
}

async function expectSameSite(restored: { handle: DatabaseHandle; media: MediaStore }, original: { handle: DatabaseHandle; media: MediaStore }) {
  const [before, after] = await Promise.all([contentOf(original.handle), contentOf(restored.handle)]);
  expect(after.tables.length).toBeGreaterThan(40);
  expect(after).toEqual(before);
  const [filesBefore, filesAfter] = await Promise.all([filesOf(original.media), filesOf(restored.media)]);
  expect(Object.keys(filesAfter).length).toBeGreaterThanOrEqual(5 * 3);
  expect(filesAfter).toEqual(filesBefore);
}

async function signsIn(handle: DatabaseHandle, email: string): Promise<string> {
  const auth = createAuth({ db: handle.db, secret: SECRET, includeNextCookies: false });
  const result = await auth.api.signInEmail({ body: { email, password: PASSWORD }, headers: new Headers() });
  return result.user.email;
}

describe("a backup set", () => {
  it("restores onto an empty database and store with every row, sequence and file identical, and a restored member signs in", async () => {
    const folder = newFolder("sets");
    const run = await backUp(source, sourceMedia, folder);
    expect(run.mediaCount).toBeGreaterThanOrEqual(15);
    expect(run.bytes).toBeGreaterThan(0);
    const restored = await restoreOnto(source.kind, folder, run.setName);
    await expectSameSite(restored, { handle: source, media: sourceMedia });
    const [restoredRun] = await restored.handle.db.select().from(backupRuns).where(eq(backupRuns.id, run.id));
    expect(restoredRun).toMatchObject({ status: "succeeded", setName: run.setName });
    expect(await signsIn(restored.handle, "subscriber@velvet.london")).toBe("subscriber@velvet.london");
  }, 180_000);

  it.runIf(source.kind === "postgres")("crosses over: PostgreSQL to the embedded database and back, nothing lost", async () => {
    const first = newFolder("sets");
    const run = await backUp(source, sourceMedia, first);
    const embedded = await restoreOnto("pglite", first, run.setName);
    await expectSameSite(embedded, { handle: source, media: sourceMedia });

    const second = newFolder("sets");
    const again = await backUp(embedded.handle, embedded.media, second);
    expect((await readManifest(folderTarget(second), again.setName)).database.format).toBe("pglite-sql");
    const back = await restoreOnto("postgres", second, again.setName);
    await expectSameSite(back, { handle: source, media: sourceMedia });
    expect(await signsIn(back.handle, "subscriber@velvet.london")).toBe("subscriber@velvet.london");
  }, 240_000);

  // Once, on the embedded pass: the stores are what differ here, not the database.
  it.runIf(source.kind === "pglite")("reads the media from an S3 bucket, writes the set to another, and restores into a third", async () => {
    const s3 = await startS3rver();
    const admin = new S3Client({ endpoint: s3.endpoint, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
    const buckets: S3MediaStore[] = [];
    const bucket = async (name: string) => {
      if (name !== s3.bucket) await admin.send(new CreateBucketCommand({ Bucket: name }));
      const store = new S3MediaStore({ endpoint: s3.endpoint, bucket: name, region: "us-east-1", accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey });
      buckets.push(store);
      return store;
    };
    try {
      const media = await bucket(s3.bucket);
      for await (const key of sourceMedia.list()) {
        const object = await sourceMedia.get(key);
        if (object) await media.put(key, object.data, object.contentType);
      }
      const target = { store: await bucket("velvet-backups"), location: "s3://velvet-backups" };
      const run = await runBackup({ handle: source, media, target, trigger: "command" });
      expect(run, run.error ?? "").toMatchObject({ status: "succeeded" });
      const database = emptyPglite();
      const restoredMedia = await bucket("velvet-restored");
      const result = await restoreSet({ source: target, setName: run.setName, database, media: restoredMedia });
      const handle = await open(database);
      await closeRestoredRun(handle.db, result.manifest);
      await expectSameSite({ handle, media: restoredMedia }, { handle: source, media });
    } finally {
      for (const store of buckets) store.close();
      admin.destroy();
      await s3.stop();
    }
  }, 180_000);

  it("is refused when damaged, with nothing restored; an incomplete one (no manifest) too", async () => {
    const folder = newFolder("sets");
    const run = await backUp(source, sourceMedia, folder);
    const manifest = await readManifest(folderTarget(folder), run.setName);
    const victim = path.join(folder, keyInSet(run.setName, manifest.files[manifest.files.length - 1].name));
    fs.appendFileSync(victim, "x");
    const database = emptyPglite();
    const media = new LocalDiskMediaStore(newFolder("restored-media"));
    await expect(restoreSet({ source: folderTarget(folder), setName: run.setName, database, media })).rejects.toThrow(/damaged.*checksum does not match/s);
    expect(fs.readdirSync(database.dataDir)).toEqual([]);
    expect(await filesOf(media)).toEqual({});

    fs.rmSync(path.join(folder, run.setName, "manifest.json"));
    await expect(restoreSet({ source: folderTarget(folder), setName: run.setName, database, media })).rejects.toThrow(/no manifest: the set is incomplete/);
  }, 120_000);

  it("refuses a database that is not empty unless told to replace it", async () => {
    const folder = newFolder("sets");
    const run = await backUp(source, sourceMedia, folder);
    const { handle, media } = await restoreOnto("pglite", folder, run.setName);
    const dataDir = handle.source.kind === "pglite" ? (handle.source.dataDir ?? "") : "";
    await handle.db.update(models).set({ name: "Changed after the backup" });
    await handle.close();
    const again = { source: folderTarget(folder), setName: run.setName, database: { kind: "pglite" as const, dataDir }, media };
    await expect(restoreSet(again)).rejects.toThrow(RestoreRefusedError);
    await restoreSet({ ...again, replace: true });
    const reopened = await open({ kind: "pglite", dataDir });
    const [model] = await reopened.db.select({ name: models.name }).from(models);
    expect(model.name).toBe("Restored Model");
  }, 120_000);

  it("encrypted with a passphrase: no readable byte in the set, the wrong passphrase refused, the right one restores", async () => {
    const folder = newFolder("sets");
    const run = await backUp(source, sourceMedia, folder, "correct horse battery staple");
    expect(run.encrypted).toBe(true);
    const manifest = await readManifest(folderTarget(folder), run.setName);
    const dump = fs.readFileSync(path.join(folder, run.setName, manifest.database.file));
    expect(dump.includes(Buffer.from("model_applications"))).toBe(false);
    expect(dump.includes(Buffer.from("Restored Model"))).toBe(false);

    const database = emptyPglite();
    const media = new LocalDiskMediaStore(newFolder("restored-media"));
    const options = { source: folderTarget(folder), setName: run.setName, database, media };
    await expect(restoreSet(options)).rejects.toThrow(/encrypted: set BACKUP_PASSPHRASE/);
    await expect(restoreSet({ ...options, passphrase: "wrong horse battery staple" })).rejects.toThrow(/cannot be decrypted/);
    expect(fs.readdirSync(database.dataDir)).toEqual([]);
    await restoreSet({ ...options, passphrase: "correct horse battery staple" });
    const handle = await open(database);
    // Applicants' data stays encrypted inside, as in the database.
    const [application] = await handle.db.select({ emailEnc: modelApplications.emailEnc }).from(modelApplications);
    expect(application.emailEnc).not.toContain("ana@example.com");
    expect(await filesOf(media)).toEqual(await filesOf(sourceMedia));
  }, 120_000);
});

describe("backup runs", () => {
  it("a run whose process died is marked incomplete by the next, and what it wrote is removed", async () => {
    const folder = newFolder("sets");
    const target = folderTarget(folder);
    const longAgo = new Date(Date.now() - 10 * 60_000);
    const [dead] = await source.db
      .insert(backupRuns)
      .values({ trigger: "schedule", setName: "velvet-20260101-000000-dead", location: target.location, databaseKind: source.kind, startedAt: longAgo, heardAt: longAgo })
      .returning();
    await target.store.put("velvet-20260101-000000-dead/database.sql", Buffer.from("partial"), "application/octet-stream");
    const closed = await closeAbandonedRuns(source.db, target);
    expect(closed.map((run) => run.id)).toEqual([dead.id]);
    const [row] = await source.db.select().from(backupRuns).where(eq(backupRuns.id, dead.id));
    expect(row).toMatchObject({ status: "incomplete" });
    expect(fs.existsSync(path.join(folder, "velvet-20260101-000000-dead", "database.sql"))).toBe(false);
  });

  it("refuses a second run while one is alive", async () => {
    const folder = newFolder("sets");
    const [alive] = await source.db
      .insert(backupRuns)
      .values({ trigger: "manual", setName: "velvet-20260101-000000-live", location: folder, databaseKind: source.kind })
      .returning();
    try {
      await expect(runBackup({ handle: source, media: sourceMedia, target: folderTarget(folder), trigger: "manual" })).rejects.toThrow("A backup is already running.");
    } finally {
      await source.db.delete(backupRuns).where(eq(backupRuns.id, alive.id));
    }
  });

  it("puts off media deletions while a backup runs and carries them out when it ends", async () => {
    deferMediaDeletesDuringBackups(async () => source.db);
    setMediaStore();
    const gated = getMediaStore();
    try {
      await gated.put("banner/00000000-0000-4000-8000-000000000000/original.webp", Buffer.from("x"), "image/webp");
      const [alive] = await source.db
        .insert(backupRuns)
        .values({ trigger: "manual", setName: "velvet-20260101-000000-busy", location: "elsewhere", databaseKind: source.kind })
        .returning();
      await gated.delete("banner/00000000-0000-4000-8000-000000000000/original.webp");
      expect(await gated.stat("banner/00000000-0000-4000-8000-000000000000/original.webp")).not.toBeNull();
      expect(await source.db.select().from(mediaDeferredDeletes)).toHaveLength(1);
      await source.db.update(backupRuns).set({ status: "succeeded" }).where(eq(backupRuns.id, alive.id));
      const { carryOutDeferredDeletes } = await import("./deferred-deletes");
      expect(await carryOutDeferredDeletes(source.db, gated)).toBe(1);
      expect(await gated.stat("banner/00000000-0000-4000-8000-000000000000/original.webp")).toBeNull();
      expect(await source.db.select().from(mediaDeferredDeletes)).toHaveLength(0);
    } finally {
      provideMediaDeleteGate(undefined);
      setMediaStore(sourceMedia);
    }
  });

  it("removes sets past the retention period, but never the newest that succeeded", async () => {
    const folder = newFolder("sets");
    const target = folderTarget(folder);
    await source.db.delete(backupRuns);
    await source.db.update(siteSettings).set({ backupRetentionDays: 30 });
    const day = 86_400_000;
    const make = async (setName: string, daysAgo: number, status: "succeeded" | "failed") => {
      await target.store.put(`${setName}/manifest.json`, Buffer.from("{}"), "application/json");
      const at = new Date(Date.now() - daysAgo * day);
      await source.db.insert(backupRuns).values({ trigger: "schedule", status, setName, location: target.location, databaseKind: source.kind, startedAt: at, heardAt: at, finishedAt: at });
    };
    await make("velvet-20250101-000000-aaaa", 45, "succeeded");
    await make("velvet-20250102-000000-bbbb", 40, "succeeded");
    await make("velvet-20250103-000000-cccc", 35, "failed");
    expect(await pruneOldSets(source.db, target)).toBe(1);
    expect(fs.existsSync(path.join(folder, "velvet-20250101-000000-aaaa"))).toBe(false);
    // Older than 30 days too, but the newest good one: kept.
    expect(fs.existsSync(path.join(folder, "velvet-20250102-000000-bbbb", "manifest.json"))).toBe(true);
    expect((await source.db.select({ setName: backupRuns.setName }).from(backupRuns)).map((run) => run.setName)).toEqual(["velvet-20250102-000000-bbbb"]);
  });
});
