import type { Readable } from "node:stream";

/**
 * Storage abstraction for user-uploaded and generated media (images).
 *
 * Keys are opaque, slash-separated, lower-case paths such as
 * `profiles/abc123/original.webp`. Implementations must treat them as flat
 * object keys: the interface deliberately mirrors the operations of an
 * S3-compatible object store (PutObject / GetObject / HeadObject /
 * DeleteObject / ListObjectsV2 with a prefix), so local disk
 * ({@link LocalDiskMediaStore}, `./local-disk-store`) and S3-compatible
 * storage ({@link S3MediaStore}, `./s3-store`) serve every caller alike
 * (docs/decisions/045-s3-media-store.md). `./store-contract.ts` is the test
 * suite both run.
 *
 * Semantics every implementation must follow:
 * - `put` / `putStream` overwrite an existing object atomically: readers see
 *   either the old or the new bytes, never a partial write. `putStream` takes
 *   the exact size up front (S3 needs it before the first byte) and fails,
 *   storing nothing, when the stream yields more or fewer bytes.
 * - `get` / `stat` / `open` return `null` for a missing key (never throw for
 *   "not found"); every other error propagates.
 * - `open` streams an object, whole or one byte range of it; the range must
 *   lie inside the object (callers resolve it against `stat` first, see
 *   `./byte-range.ts`), else {@link RangeNotSatisfiableError}.
 * - `delete` is idempotent: deleting a missing key is not an error.
 * - `list` yields every key starting with `prefix` (all keys when omitted),
 *   in lexicographic order; a prefix is a plain string prefix, not a directory.
 * - Invalid keys are rejected with {@link InvalidMediaKeyError}.
 */
export interface MediaObject {
  data: Buffer;
  contentType: string;
  size: number;
}

export interface MediaStat {
  size: number;
  contentType: string;
  mtime: Date;
}

/** Bytes `start` to `end`, both included, counted from 0 (HTTP's own form). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStream {
  /** The whole object, or only the bytes of `range` when one was asked for. */
  body: Readable;
  /** The size of the whole object. */
  size: number;
  contentType: string;
  range: ByteRange | null;
}

/** Which store holds the media: shown on System Settings. */
export type MediaStoreKind = "local" | "s3";

export interface MediaStore {
  readonly kind: MediaStoreKind;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  putStream(key: string, body: Readable, contentType: string, size: number): Promise<void>;
  get(key: string): Promise<MediaObject | null>;
  open(key: string, range?: ByteRange): Promise<MediaStream | null>;
  stat(key: string): Promise<MediaStat | null>;
  delete(key: string): Promise<void>;
  list(prefix?: string): AsyncIterable<string>;
}

/** Thrown when a media key does not satisfy {@link assertValidMediaKey}. */
export class InvalidMediaKeyError extends Error {
  readonly code = "invalid_media_key" as const;
  readonly key: string;

  constructor(key: string, reason: string) {
    super(`Invalid media key ${JSON.stringify(key.slice(0, 80))}: ${reason}`);
    this.name = "InvalidMediaKeyError";
    this.key = key;
  }
}

/** Thrown by `open` when the range asked for does not lie inside the object. */
export class RangeNotSatisfiableError extends Error {
  readonly code = "range_not_satisfiable" as const;
  readonly size: number;

  constructor(key: string, range: ByteRange, size: number) {
    super(`Range ${range.start}-${range.end} lies outside ${JSON.stringify(key)} (${size} bytes)`);
    this.name = "RangeNotSatisfiableError";
    this.size = size;
  }
}

export const MAX_MEDIA_KEY_LENGTH = 200;
const MEDIA_KEY_RE = /^[a-z0-9][a-z0-9/_.-]*$/;

/**
 * Validates a media key. Allowed: lower-case ASCII letters, digits and
 * `/ _ . -`, starting with a letter or digit, at most 200 characters, no `..`,
 * no empty path segments (`//`), no trailing slash, no backslash. Path
 * segments may not start with `.` (which also rules out `.`/`..` segments and
 * hidden files such as the store's own temp/sidecar files).
 */
export function assertValidMediaKey(key: unknown): asserts key is string {
  if (typeof key !== "string") {
    throw new InvalidMediaKeyError(String(key), "key must be a string");
  }
  if (key.length === 0) throw new InvalidMediaKeyError(key, "key is empty");
  if (key.length > MAX_MEDIA_KEY_LENGTH) {
    throw new InvalidMediaKeyError(key, `key is longer than ${MAX_MEDIA_KEY_LENGTH} characters`);
  }
  if (key.startsWith("/")) throw new InvalidMediaKeyError(key, "key must not start with a slash");
  if (key.includes("\\")) throw new InvalidMediaKeyError(key, "key must not contain a backslash");
  if (key.includes("..")) throw new InvalidMediaKeyError(key, "key must not contain '..'");
  if (key.includes("//")) throw new InvalidMediaKeyError(key, "key must not contain '//'");
  if (key.endsWith("/")) throw new InvalidMediaKeyError(key, "key must not end with a slash");
  if (!MEDIA_KEY_RE.test(key)) {
    throw new InvalidMediaKeyError(key, "key may only contain a-z, 0-9, '/', '_', '.', '-'");
  }
  if (key.split("/").some((segment) => segment.startsWith("."))) {
    throw new InvalidMediaKeyError(key, "path segments must not start with '.'");
  }
}

export function isValidMediaKey(key: unknown): key is string {
  try {
    assertValidMediaKey(key);
    return true;
  } catch {
    return false;
  }
}

const EXTENSION_CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  avif: "image/avif",
  gif: "image/gif",
  json: "application/json",
};

/** Content type derived from a key's extension; `application/octet-stream` if unknown. */
export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf(".");
  const slash = key.lastIndexOf("/");
  if (dot <= slash) return "application/octet-stream";
  return EXTENSION_CONTENT_TYPES[key.slice(dot + 1).toLowerCase()] ?? "application/octet-stream";
}

const CONTENT_TYPE_RE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i;

/** `type/subtype`, lower-cased; a TypeError for anything else (a header injection, a blank). */
export function normaliseContentType(contentType: string): string {
  const type = contentType.trim().toLowerCase();
  if (!CONTENT_TYPE_RE.test(type)) {
    throw new TypeError(`MediaStore.put: invalid content type ${JSON.stringify(contentType)}`);
  }
  return type;
}

export function isContentType(value: string): boolean {
  return CONTENT_TYPE_RE.test(value);
}

const PREFIX_RE = /^[a-z0-9/_.-]*$/;

/** A list prefix: the key alphabet, possibly empty or ending in a slash, never climbing out. */
export function assertValidListPrefix(prefix: string): void {
  if (
    prefix.length > MAX_MEDIA_KEY_LENGTH ||
    !PREFIX_RE.test(prefix) ||
    prefix.startsWith("/") ||
    prefix.includes("..") ||
    prefix.includes("//")
  ) {
    throw new InvalidMediaKeyError(prefix, "invalid list prefix");
  }
}

/** Refuses a range that is not a sound pair of offsets inside an object of `size` bytes. */
export function assertRangeInside(key: string, range: ByteRange, size: number): void {
  const sound = Number.isSafeInteger(range.start) && Number.isSafeInteger(range.end) && range.start >= 0 && range.start <= range.end;
  if (!sound || range.end >= size) throw new RangeNotSatisfiableError(key, range, size);
}

/** Refuses a declared stream size that no object can have. */
export function assertValidSize(size: number): void {
  if (!Number.isSafeInteger(size) || size < 0) {
    throw new TypeError(`MediaStore.putStream: invalid size ${String(size)}`);
  }
}

/**
 * Whether a write failed because the disk or the user's quota is full
 * (ENOSPC, EDQUOT), at any depth of its causes: an upload then says so
 * plainly instead of "upload failed".
 */
export function isStorageFull(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === "ENOSPC" || code === "EDQUOT") return true;
  }
  return false;
}
