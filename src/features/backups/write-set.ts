import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline, type Readable } from "node:stream";
import type { DatabaseHandle } from "@/db/client";
import type { MediaStore } from "@/lib/media";
import { measuringStream } from "./checksum";
import { dumpDatabase } from "./database-dump";
import { deriveKey, newKeyDerivation, sealedSize, sealStream } from "./sealed-stream";
import { dumpFileName, keyInSet, MANIFEST_FILE, MANIFEST_FORMAT, MANIFEST_VERSION, MEDIA_FOLDER, type Manifest, type MediaEntry, type SetFile } from "./set-format";
import type { BackupTarget } from "./target";

const STORED_TYPE = "application/octet-stream";

export interface WriteSetOptions {
  handle: DatabaseHandle;
  media: MediaStore;
  target: BackupTarget;
  setName: string;
  runId: string | null;
  passphrase?: string;
  /** Called between files, so a long run can show it is alive. */
  onProgress?: () => Promise<void>;
}

export interface WrittenSet {
  manifest: Manifest;
  /** Bytes stored, manifest included. */
  bytes: number;
}

/**
 * Stores one file of the set: `body` (of `plainSize` bytes) hashed as it is,
 * sealed when a key is given, hashed again as stored.
 */
async function storeFile(target: BackupTarget, key: string, body: Readable, plainSize: number, sealKey: Buffer | null): Promise<{ plain: { size: number; sha256: string }; stored: SetFile }> {
  const plain = measuringStream();
  const stored = measuringStream();
  // One pipeline: a failure at either end (the source, or the write) closes every stream, the source's file included.
  const stages = [body, plain.stream, ...(sealKey ? [sealStream(sealKey)] : []), stored.stream];
  pipeline(stages, () => undefined);
  const stream: Readable = stored.stream;
  const storedSize = sealKey ? sealedSize(plainSize) : plainSize;
  try {
    await target.store.putStream(key, stream, STORED_TYPE, storedSize);
  } catch (error) {
    stream.destroy();
    throw error;
  }
  const name = key.slice(key.indexOf("/") + 1);
  const storedResult = stored.result();
  return { plain: plain.result(), stored: { name, size: storedResult.size, sha256: storedResult.sha256 } };
}

/**
 * Writes a whole set: the database dump first (its snapshot is the moment
 * the set stands for), then every media file, then the manifest. A set
 * without its manifest is incomplete, whatever else it holds.
 */
export async function writeBackupSet(options: WriteSetOptions): Promise<WrittenSet> {
  const { handle, media, target, setName, runId, onProgress } = options;
  const startedAt = new Date().toISOString();
  const derivation = options.passphrase ? newKeyDerivation() : null;
  const sealKey = derivation && options.passphrase ? await deriveKey(options.passphrase, derivation) : null;
  const files: SetFile[] = [];
  const mediaEntries: MediaEntry[] = [];

  const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), "velvet-backup-"));
  let database: Manifest["database"];
  try {
    const dumpFile = path.join(scratch, "dump");
    const dumped = await dumpDatabase(handle, dumpFile);
    const name = dumpFileName(dumped.format);
    const { size } = await fs.promises.stat(dumpFile);
    const written = await storeFile(target, keyInSet(setName, name), fs.createReadStream(dumpFile), size, sealKey);
    files.push(written.stored);
    database = { kind: handle.kind, format: dumped.format, file: name, serverVersion: dumped.serverVersion, migration: dumped.migration };
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
  await onProgress?.();

  for await (const key of media.list()) {
    const object = await media.open(key);
    // Deleted since it was listed: its row went before the dump or it is deferred (deferred-deletes.ts), so it is not needed.
    if (!object) continue;
    const written = await storeFile(target, keyInSet(setName, `${MEDIA_FOLDER}${key}`), object.body, object.size, sealKey);
    files.push(written.stored);
    mediaEntries.push({ key, contentType: object.contentType, size: written.plain.size, sha256: written.plain.sha256 });
    if (mediaEntries.length % 50 === 0) await onProgress?.();
  }

  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    version: MANIFEST_VERSION,
    setName,
    runId,
    startedAt,
    finishedAt: new Date().toISOString(),
    database,
    media: mediaEntries,
    files,
    encryption: derivation ? { ...derivation, cipher: "aes-256-gcm-chunked" } : null,
  };
  const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 1));
  await target.store.put(keyInSet(setName, MANIFEST_FILE), manifestBytes, "application/json");
  const bytes = files.reduce((sum, file) => sum + file.size, manifestBytes.length);
  return { manifest, bytes };
}
