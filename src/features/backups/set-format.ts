import { randomBytes } from "node:crypto";
import type { KeyDerivation } from "./sealed-stream";

/**
 * What a backup set is (decision 055): a folder (or key prefix in a bucket)
 * named after the moment it was taken, holding the database's dump, a copy of
 * every media file under `media/`, and `manifest.json`, written last. The
 * manifest lists every other file with its size and SHA-256 as stored, so a
 * set without one is incomplete and a set whose bytes changed is refused.
 */

export const SET_PREFIX = "velvet-";
export const MANIFEST_FILE = "manifest.json";
export const MEDIA_FOLDER = "media/";
export const MANIFEST_FORMAT = "velvet-backup";
export const MANIFEST_VERSION = 1;

export type DumpFormat = "pg_dump-custom" | "pglite-sql";

export interface SetFile {
  /** Path inside the set, e.g. "database.dump" or "media/profiles/x/original.webp". */
  name: string;
  /** Bytes as stored (sealed when the set is encrypted). */
  size: number;
  sha256: string;
}

export interface MediaEntry {
  /** The media store's key. */
  key: string;
  contentType: string;
  /** The file's own bytes (before sealing), to check it once restored. */
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  version: typeof MANIFEST_VERSION;
  setName: string;
  runId: string | null;
  startedAt: string;
  finishedAt: string;
  database: {
    kind: "postgres" | "pglite";
    format: DumpFormat;
    file: string;
    serverVersion: string;
    /** The newest migration applied when the dump was taken. */
    migration: string | null;
  };
  media: MediaEntry[];
  files: SetFile[];
  /** Null when the set is not encrypted. */
  encryption: (KeyDerivation & { cipher: "aes-256-gcm-chunked" }) | null;
}

/** velvet-20261128-053000-1a2b: sorts by time, lower-case (a valid media key), unique within a second. */
export function newSetName(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, "").replace(/-/g, "").replace(/:/g, "").replace("T", "-");
  return `${SET_PREFIX}${stamp}-${randomBytes(2).toString("hex")}`;
}

/** A name newSetName could have made (removing a folder by any other name is refused). */
export function isSetName(name: string): boolean {
  return /^velvet-\d{8}-\d{6}-[0-9a-f]{4}$/.test(name);
}

export function keyInSet(setName: string, name: string): string {
  return `${setName}/${name}`;
}

export function dumpFileName(format: DumpFormat): string {
  return format === "pg_dump-custom" ? "database.dump" : "database.sql";
}

/** A manifest read back from a set: the shape checked, so restore can trust its fields. */
export function parseManifest(text: string): Manifest {
  const value = JSON.parse(text) as Partial<Manifest>;
  if (value.format !== MANIFEST_FORMAT) throw new Error("This is not a Velvet backup manifest.");
  if (value.version !== MANIFEST_VERSION) throw new Error(`This backup was written in format ${String(value.version)}; this version reads ${MANIFEST_VERSION}.`);
  if (!value.setName || !value.database || !Array.isArray(value.files) || !Array.isArray(value.media)) {
    throw new Error("The backup manifest is missing required fields.");
  }
  return value as Manifest;
}
