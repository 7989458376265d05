/**
 * Storage abstraction for user-uploaded and generated media (images).
 *
 * Keys are opaque, slash-separated, lower-case paths such as
 * `profiles/abc123/original.webp`. Implementations must treat them as flat
 * object keys: the interface deliberately mirrors the operations of an
 * S3-compatible object store (PutObject / GetObject / HeadObject /
 * DeleteObject / ListObjectsV2 with a prefix) so that an `S3MediaStore` can be
 * dropped in later without changing callers. The default implementation is
 * {@link LocalDiskMediaStore} (see `./local-disk-store`).
 *
 * Semantics every implementation must follow:
 * - `put` overwrites an existing object atomically: readers see either the old
 *   or the new bytes, never a partial write.
 * - `get` / `stat` return `null` for a missing key (never throw for "not found").
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

export interface MediaStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<MediaObject | null>;
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
