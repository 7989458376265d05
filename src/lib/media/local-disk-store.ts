import { randomBytes } from "node:crypto";
import { createReadStream, promises as fs } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";

import {
  assertRangeInside,
  assertValidListPrefix,
  assertValidMediaKey,
  assertValidSize,
  type ByteRange,
  contentTypeForKey,
  InvalidMediaKeyError,
  isContentType,
  type MediaObject,
  type MediaStat,
  type MediaStore,
  type MediaStream,
  normaliseContentType,
} from "./store";
import { exactBytes } from "./streams";

const SIDECAR_SUFFIX = ".type";
const TEMP_SUFFIX = ".tmp";

/** What fills a temp file: bytes in hand, or a stream written chunk by chunk. */
type Contents = Buffer | string | AsyncIterable<Buffer>;

function isNotFound(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}

/** A directory's entries; none when it does not exist (yet, or any more). */
async function readDirectory(dir: string): Promise<import("node:fs").Dirent[]> {
  try {
    return await fs.readdir(dir, { withFileTypes: true });
  } catch (err) {
    if (isNotFound(err)) return [];
    throw err;
  }
}

/**
 * {@link MediaStore} backed by a directory on the local disk.
 *
 * - Each key maps to the file `<root>/<key>`; directories are created as needed
 *   and empty ones are pruned on delete.
 * - Writes are atomic: data goes to a hidden temp file in the destination
 *   directory, is fsynced, then `rename`d over the final name.
 * - The content type is derived from the key's extension (`.webp`, `.png`,
 *   `.jpg`...). When the caller's content type differs from that, it is kept in
 *   a hidden sidecar file `.<name>.type` next to the object.
 * - Hidden files (temp files, sidecars) are never exposed: valid keys cannot
 *   have a path segment starting with `.`.
 *
 * Limitation compared to S3: a key cannot be both an object and a "directory"
 * prefix of another key (`a` and `a/b`); such a `put` fails with ENOTDIR/EISDIR.
 */
export class LocalDiskMediaStore implements MediaStore {
  readonly kind = "local" as const;
  readonly root: string;

  constructor(root: string = "./data/media") {
    this.root = path.resolve(root);
  }

  private filePath(key: string): string {
    assertValidMediaKey(key);
    const full = path.resolve(this.root, ...key.split("/"));
    // Defence in depth: the key rules already make escaping impossible.
    if (!full.startsWith(this.root + path.sep)) {
      throw new InvalidMediaKeyError(key, "key resolves outside the media root");
    }
    return full;
  }

  private static sidecarPath(file: string): string {
    return path.join(path.dirname(file), `.${path.basename(file)}${SIDECAR_SUFFIX}`);
  }

  private async readContentType(key: string, file: string): Promise<string> {
    try {
      const stored = (await fs.readFile(LocalDiskMediaStore.sidecarPath(file), "utf8")).trim();
      if (isContentType(stored)) return stored;
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    return contentTypeForKey(key);
  }

  private static async writeAtomic(file: string, contents: Contents): Promise<void> {
    const dir = path.dirname(file);
    const tmp = path.join(
      dir,
      `.${path.basename(file)}.${randomBytes(8).toString("hex")}${TEMP_SUFFIX}`,
    );
    let handle: fs.FileHandle | undefined;
    try {
      handle = await fs.open(tmp, "wx", 0o644);
      if (typeof contents === "string" || Buffer.isBuffer(contents)) await handle.writeFile(contents);
      else for await (const chunk of contents) await handle.write(chunk);
      await handle.sync();
      await handle.close();
      handle = undefined;
      await fs.rename(tmp, file);
    } catch (err) {
      if (handle) await handle.close().catch(() => {});
      await fs.unlink(tmp).catch(() => {});
      throw err;
    }
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const file = this.filePath(key);
    if (!Buffer.isBuffer(data)) throw new TypeError("MediaStore.put: data must be a Buffer");
    await this.writeObject(key, file, normaliseContentType(contentType), data);
  }

  async putStream(key: string, body: Readable, contentType: string, size: number): Promise<void> {
    const file = this.filePath(key);
    assertValidSize(size);
    await this.writeObject(key, file, normaliseContentType(contentType), exactBytes(body, size, key));
  }

  private async writeObject(key: string, file: string, type: string, contents: Contents): Promise<void> {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const sidecar = LocalDiskMediaStore.sidecarPath(file);
    if (type === contentTypeForKey(key)) {
      await LocalDiskMediaStore.writeAtomic(file, contents);
      await fs.unlink(sidecar).catch((err: unknown) => {
        if (!isNotFound(err)) throw err;
      });
    } else {
      const previous = await fs.readFile(sidecar, "utf8").catch((err: unknown) => {
        if (isNotFound(err)) return null;
        throw err;
      });
      await LocalDiskMediaStore.writeAtomic(sidecar, type);
      try {
        await LocalDiskMediaStore.writeAtomic(file, contents);
      } catch (err) {
        // Put the old object's content type back (or drop the orphan sidecar).
        await (previous === null
          ? fs.unlink(sidecar)
          : LocalDiskMediaStore.writeAtomic(sidecar, previous)
        ).catch(() => {});
        throw err;
      }
    }
  }

  async get(key: string): Promise<MediaObject | null> {
    const file = this.filePath(key);
    let data: Buffer;
    try {
      data = await fs.readFile(file);
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
    return { data, contentType: await this.readContentType(key, file), size: data.length };
  }

  async open(key: string, range?: ByteRange): Promise<MediaStream | null> {
    const file = this.filePath(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, "r");
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
    try {
      // Sized from the open file itself: a put that renames a new file over
      // this name meanwhile cannot mix two objects' sizes and bytes.
      const st = await handle.stat();
      if (!st.isFile()) {
        await handle.close();
        return null;
      }
      if (range) assertRangeInside(key, range, st.size);
      const contentType = await this.readContentType(key, file);
      const body = createReadStream("", { fd: handle, ...(range ?? {}), autoClose: true });
      return { body, size: st.size, contentType, range: range ?? null };
    } catch (err) {
      await handle.close().catch(() => {});
      throw err;
    }
  }

  async stat(key: string): Promise<MediaStat | null> {
    const file = this.filePath(key);
    try {
      const st = await fs.stat(file);
      if (!st.isFile()) return null;
      return { size: st.size, contentType: await this.readContentType(key, file), mtime: st.mtime };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.filePath(key);
    for (const target of [file, LocalDiskMediaStore.sidecarPath(file)]) {
      try {
        await fs.unlink(target);
      } catch (err) {
        if (!isNotFound(err)) throw err;
      }
    }
    // Prune now-empty parent directories (objects stores have no directories).
    let dir = path.dirname(file);
    while (dir !== this.root && dir.startsWith(this.root + path.sep)) {
      try {
        await fs.rmdir(dir);
      } catch {
        break; // not empty (or already gone / raced with a put)
      }
      dir = path.dirname(dir);
    }
  }

  /**
   * Removes temp files that a write interrupted by a crash (kill -9, power
   * loss) left behind, if last touched before `olderThan`: a write in
   * progress keeps its temp file for well under a second. Returns how many.
   */
  async removeStaleTempFiles(olderThan: Date): Promise<number> {
    let removed = 0;
    const visit = async (dir: string): Promise<void> => {
      for (const entry of await readDirectory(dir)) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await visit(full);
        else if (entry.isFile() && entry.name.startsWith(".") && entry.name.endsWith(TEMP_SUFFIX)) {
          const st = await fs.stat(full).catch(() => null);
          if (st && st.mtime < olderThan) {
            await fs.unlink(full).catch(() => {});
            removed++;
          }
        }
      }
    };
    await visit(this.root);
    return removed;
  }

  async *list(prefix: string = ""): AsyncIterable<string> {
    assertValidListPrefix(prefix);
    yield* this.walk(this.root, "", prefix);
  }

  private async *walk(dir: string, keyPrefix: string, prefix: string): AsyncGenerator<string> {
    const entries = await readDirectory(dir);
    // Sort so that the yielded keys are in plain lexicographic (code unit)
    // order, like S3: a directory sorts as "name/".
    const items = entries
      .filter((e) => !e.name.startsWith(".") && (e.isFile() || e.isDirectory()))
      .map((e) => ({ entry: e, sortKey: e.isDirectory() ? `${e.name}/` : e.name }))
      .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));

    for (const { entry } of items) {
      const key = keyPrefix + entry.name;
      if (entry.isDirectory()) {
        const dirKey = `${key}/`;
        if (dirKey.startsWith(prefix) || prefix.startsWith(dirKey)) {
          yield* this.walk(path.join(dir, entry.name), dirKey, prefix);
        }
      } else if (key.startsWith(prefix)) {
        try {
          assertValidMediaKey(key);
        } catch {
          continue; // a stray file that no valid key could have written
        }
        yield key;
      }
    }
  }
}
