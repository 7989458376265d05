import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline as pipelineStreams, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import type { Database } from "@/db";
import { backupRuns } from "@/db/schema";
import type { MediaStore } from "@/lib/media";
import { measure, measuringStream } from "./checksum";
import { databaseIsEmpty, emptyDatabase, restoreDatabase, type RestoreTarget } from "./database-dump";
import { deriveKey, openSealedStream } from "./sealed-stream";
import { keyInSet, MANIFEST_FILE, MEDIA_FOLDER, parseManifest, type Manifest, type SetFile } from "./set-format";
import type { BackupTarget } from "./target";

/** A refusal restore explains to the operator; nothing has been changed when it is thrown. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

/** Reads a set's manifest; a set without one was never finished. */
export async function readManifest(source: BackupTarget, setName: string): Promise<Manifest> {
  const object = await source.store.get(keyInSet(setName, MANIFEST_FILE));
  if (!object) {
    throw new RestoreRefusedError(`${setName} in ${source.location} has no manifest: the set is incomplete (its backup did not finish) or the name is wrong.`);
  }
  return parseManifest(object.data.toString("utf8"));
}

/**
 * A set file's own bytes: decrypted when the set is sealed. Joined by a
 * pipeline, so a failure anywhere (a wrong passphrase, a cut-off file)
 * also closes the file it reads.
 */
function plainOf(body: Readable, openKey: Buffer | null): Readable {
  return openKey ? pipelineStreams(body, openSealedStream(openKey), () => undefined) : body;
}

async function openSetFile(source: BackupTarget, setName: string, file: SetFile): Promise<Readable> {
  const object = await source.store.open(keyInSet(setName, file.name));
  if (!object) throw new RestoreRefusedError(`${file.name} is missing from the set ${setName}.`);
  return object.body;
}

/** Checks every file of the set against the manifest's size and SHA-256; returns the problems found. */
export async function verifySet(source: BackupTarget, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  for (const file of manifest.files) {
    const object = await source.store.open(keyInSet(manifest.setName, file.name));
    if (!object) {
      problems.push(`${file.name}: missing`);
      continue;
    }
    const found = await measure(object.body);
    if (found.size !== file.size || found.sha256 !== file.sha256) problems.push(`${file.name}: checksum does not match`);
  }
  return problems;
}

export interface RestoreOptions {
  source: BackupTarget;
  setName: string;
  database: RestoreTarget;
  media: MediaStore;
  passphrase?: string;
  /** Replace a database and media store that are not empty (otherwise refused). */
  replace?: boolean;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  mediaRestored: number;
}

async function storeIsEmpty(media: MediaStore): Promise<boolean> {
  for await (const _key of media.list()) return false;
  return true;
}

/**
 * Restores a set: checks every checksum and the passphrase first, refuses a
 * database or media store that holds anything unless told to replace it,
 * then loads the database (in one transaction) and puts back every file,
 * checking each file's own checksum as it goes.
 */
export async function restoreSet(options: RestoreOptions): Promise<RestoreResult> {
  const { source, setName, media, log = () => undefined } = options;
  const manifest = await readManifest(source, setName);
  log(`checking ${manifest.files.length} files of ${setName}`);
  const problems = await verifySet(source, manifest);
  if (problems.length) throw new RestoreRefusedError(`The set ${setName} is damaged; nothing was restored:\n  ${problems.slice(0, 20).join("\n  ")}`);

  let openKey: Buffer | null = null;
  if (manifest.encryption) {
    if (!options.passphrase) throw new RestoreRefusedError("This set is encrypted: set BACKUP_PASSPHRASE to the passphrase it was written with.");
    openKey = await deriveKey(options.passphrase, manifest.encryption);
  }

  if (!options.replace) {
    if (!(await databaseIsEmpty(options.database))) {
      throw new RestoreRefusedError("The database is not empty; nothing was restored. Restore onto an empty database, or pass --replace to replace everything in it.");
    }
    if (!(await storeIsEmpty(media))) {
      throw new RestoreRefusedError("The media store is not empty; nothing was restored. Restore onto an empty store, or pass --replace to replace its files.");
    }
  }

  const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), "velvet-restore-"));
  try {
    const dumpEntry = manifest.files.find((file) => file.name === manifest.database.file);
    if (!dumpEntry) throw new RestoreRefusedError("The manifest does not list the database dump.");
    const dumpFile = path.join(scratch, "dump");
    // Decrypted before anything is replaced: a wrong passphrase stops here.
    const body = await openSetFile(source, setName, dumpEntry);
    await pipeline(plainOf(body, openKey), fs.createWriteStream(dumpFile));
    if (options.replace) await emptyDatabase(options.database);
    log(`restoring the ${manifest.database.kind} database (${manifest.database.format})`);
    await restoreDatabase(manifest.database.format, dumpFile, options.database);
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }

  const wanted = new Set(manifest.media.map((entry) => entry.key));
  if (options.replace) {
    for await (const key of media.list()) if (!wanted.has(key)) await media.delete(key);
  }
  const byName = new Map(manifest.files.map((file) => [file.name, file]));
  let restored = 0;
  for (const entry of manifest.media) {
    const file = byName.get(`${MEDIA_FOLDER}${entry.key}`);
    if (!file) throw new RestoreRefusedError(`The manifest lists ${entry.key} without its file.`);
    const body = await openSetFile(source, setName, file);
    const check = measuringStream();
    const plain = pipelineStreams(plainOf(body, openKey), check.stream, () => undefined);
    await media.putStream(entry.key, plain, entry.contentType, entry.size);
    const found = check.result();
    if (found.sha256 !== entry.sha256) {
      await media.delete(entry.key);
      throw new Error(`${entry.key} did not restore to the bytes it was backed up with.`);
    }
    restored++;
    if (restored % 200 === 0) log(`restored ${restored} of ${manifest.media.length} media files`);
  }
  return { manifest, mediaRestored: restored };
}

/**
 * The dump was taken while its own run was still open, so the restored
 * database shows that run as running: it is closed here as what it became.
 */
export async function closeRestoredRun(db: Database, manifest: Manifest): Promise<void> {
  if (!manifest.runId) return;
  await db
    .update(backupRuns)
    .set({
      status: "succeeded",
      finishedAt: new Date(manifest.finishedAt),
      mediaCount: manifest.media.length,
      fileCount: manifest.files.length + 1,
      // As the run counted it: every file, and the manifest as it was written.
      bytes: manifest.files.reduce((sum, file) => sum + file.size, Buffer.byteLength(JSON.stringify(manifest, null, 1))),
    })
    .where(eq(backupRuns.id, manifest.runId));
}

/** Every complete set in a target, newest first (a set is complete once its manifest is written). */
export async function listSets(source: BackupTarget): Promise<string[]> {
  const sets: string[] = [];
  for await (const key of source.store.list("velvet-")) {
    const [setName, file] = key.split("/", 2);
    if (file === MANIFEST_FILE && key === `${setName}/${MANIFEST_FILE}`) sets.push(setName);
  }
  return sets.sort().reverse();
}
