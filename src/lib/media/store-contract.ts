/**
 * The behaviour every MediaStore promises (./store.ts), as one test suite run
 * against each store: local-disk-store.test.ts and s3-store.test.ts call
 * {@link describeMediaStoreContract} with a factory for an empty store.
 */
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";

import { beforeEach, describe, expect, it } from "vitest";

import { InvalidMediaKeyError, type MediaStore, RangeNotSatisfiableError } from "./store";
import { StreamSizeMismatchError } from "./streams";

async function collect(keys: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const key of keys) out.push(key);
  return out;
}

/** A stream that hands its bytes over in chunks of `chunkSize`, as a request body would. */
export function chunked(data: Buffer, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += chunkSize) yield data.subarray(at, at + chunkSize);
    })(),
  );
}

export function sha256(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

/** `count` keys that sort in the order they are numbered. */
function numberedKeys(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(5, "0")}.webp`);
}

export interface ContractOptions {
  /**
   * The server keeps the old object when an upload breaks off midway. True
   * for local disk and for S3 itself; false for s3rver, which writes
   * straight into the object's file (the refusal is still checked).
   */
  keepsObjectsOnBrokenUploads: boolean;
}

export function describeMediaStoreContract(
  name: string,
  makeStore: () => Promise<MediaStore>,
  { keepsObjectsOnBrokenUploads }: ContractOptions = { keepsObjectsOnBrokenUploads: true },
): void {
  describe(`${name}: the MediaStore contract`, () => {
    let store: MediaStore;

    beforeEach(async () => {
      store = await makeStore();
    });

    it("round-trips put, get, stat and delete; delete is idempotent", async () => {
      const data = Buffer.from("hello webp");
      const before = Date.now();
      await store.put("profiles/abc/original.webp", data, "image/webp");

      const got = await store.get("profiles/abc/original.webp");
      expect(got?.data.equals(data)).toBe(true);
      expect(got).toMatchObject({ contentType: "image/webp", size: data.length });
      const st = await store.stat("profiles/abc/original.webp");
      expect(st).toMatchObject({ size: data.length, contentType: "image/webp" });
      expect(st!.mtime.getTime()).toBeGreaterThan(before - 5_000);

      await store.delete("profiles/abc/original.webp");
      expect(await store.get("profiles/abc/original.webp")).toBeNull();
      expect(await store.stat("profiles/abc/original.webp")).toBeNull();
      await store.delete("profiles/abc/original.webp");
    });

    it("answers null, not an error, for a key it does not have", async () => {
      expect(await store.get("nope.webp")).toBeNull();
      expect(await store.stat("a/b/c.png")).toBeNull();
      expect(await store.open("a/b/c.png")).toBeNull();
      expect(await store.open("a/b/c.png", { start: 0, end: 1 })).toBeNull();
      expect(await collect(store.list())).toEqual([]);
    });

    it("overwrites, and keeps a content type that differs from the extension", async () => {
      await store.put("a/pic.png", Buffer.from("1"), "image/png");
      await store.put("a/pic.png", Buffer.from("22"), "image/png");
      expect((await store.get("a/pic.png"))!.data.toString()).toBe("22");
      await store.put("a/blob", Buffer.from("{}"), "Application/JSON");
      expect((await store.stat("a/blob"))!.contentType).toBe("application/json");
      await store.put("a/other.jpg", Buffer.from("x"), "image/webp");
      expect((await store.get("a/other.jpg"))!.contentType).toBe("image/webp");
      await expect(store.put("x.webp", Buffer.from("x"), "not a type")).rejects.toBeInstanceOf(TypeError);
      await expect(store.put("x.webp", Buffer.from("x"), "image/webp\r\nX-Evil: 1")).rejects.toBeInstanceOf(TypeError);
    });

    it("lists keys in lexicographic order, filtered by a plain string prefix", async () => {
      // No name here shares a stem with a folder ("a-c.png" beside "a/"):
      // S3 orders those by bytes too, but s3rver walks folders first, so
      // that case is the local store's own test (local-disk-store.test.ts).
      const keys = ["b/2.webp", "a/c-d.webp", "a/b.webp", "a/z/y.webp", "a/c.e.jpg", "b/10.webp", "c.webp"];
      for (const key of keys) await store.put(key, Buffer.from(key), "image/webp");
      expect(await collect(store.list())).toEqual([...keys].sort());
      expect(await collect(store.list("a/"))).toEqual(["a/b.webp", "a/c-d.webp", "a/c.e.jpg", "a/z/y.webp"]);
      expect(await collect(store.list("a/c"))).toEqual(["a/c-d.webp", "a/c.e.jpg"]);
      expect(await collect(store.list("b/1"))).toEqual(["b/10.webp"]);
      expect(await collect(store.list("zzz"))).toEqual([]);
      await expect(collect(store.list("../"))).rejects.toBeInstanceOf(InvalidMediaKeyError);
    });

    it("lists past 1,000 keys (S3 answers in pages of 1,000)", { timeout: 120_000 }, async () => {
      const keys = numberedKeys("many/", 1_005);
      for (let at = 0; at < keys.length; at += 25) {
        await Promise.all(keys.slice(at, at + 25).map((key) => store.put(key, Buffer.from("x"), "image/webp")));
      }
      await store.put("other.webp", Buffer.from("x"), "image/webp");
      expect(await collect(store.list("many/"))).toEqual(keys);
      expect((await collect(store.list())).length).toBe(1_006);
    });

    it("rejects invalid keys on every operation", async () => {
      for (const key of ["../x", "/abs", "a//b", "a\\b", "", "A.webp", "a/", "a/.hidden", "a b", "a".repeat(201)]) {
        await expect(store.put(key, Buffer.from("x"), "image/webp"), key).rejects.toBeInstanceOf(InvalidMediaKeyError);
        await expect(store.putStream(key, chunked(Buffer.from("x")), "image/webp", 1), key).rejects.toBeInstanceOf(InvalidMediaKeyError);
        await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidMediaKeyError);
        await expect(store.open(key), key).rejects.toBeInstanceOf(InvalidMediaKeyError);
        await expect(store.stat(key), key).rejects.toBeInstanceOf(InvalidMediaKeyError);
        await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidMediaKeyError);
      }
      expect(await collect(store.list())).toEqual([]);
    });

    it("streams a write in and a read out, whole or by range", async () => {
      const data = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 251));
      await store.putStream("s/one.webp", chunked(data, 10_000), "image/webp", data.length);
      expect(sha256((await store.get("s/one.webp"))!.data)).toBe(sha256(data));

      const whole = await store.open("s/one.webp");
      expect(whole).toMatchObject({ size: data.length, contentType: "image/webp", range: null });
      expect((await buffer(whole!.body)).equals(data)).toBe(true);

      for (const range of [{ start: 0, end: 0 }, { start: 10, end: 19 }, { start: 299_990, end: 299_999 }, { start: 0, end: 299_999 }]) {
        const part = await store.open("s/one.webp", range);
        expect(part, JSON.stringify(range)).toMatchObject({ size: data.length, range });
        expect((await buffer(part!.body)).equals(data.subarray(range.start, range.end + 1)), JSON.stringify(range)).toBe(true);
      }
      await expect(store.open("s/one.webp", { start: 300_000, end: 300_001 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
      await expect(store.open("s/one.webp", { start: 5, end: 4 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
    });

    it("refuses a stream that breaks its declared size, storing nothing and keeping the old object", async () => {
      await store.put("s/kept.webp", Buffer.from("old"), "image/webp");
      await expect(store.putStream("s/kept.webp", chunked(Buffer.alloc(10, 1)), "image/webp", 11)).rejects.toBeInstanceOf(StreamSizeMismatchError);
      await expect(store.putStream("s/kept.webp", chunked(Buffer.alloc(12, 1)), "image/webp", 11)).rejects.toBeInstanceOf(StreamSizeMismatchError);
      await expect(store.putStream("s/new.webp", chunked(Buffer.alloc(10, 1)), "image/webp", 11)).rejects.toBeInstanceOf(StreamSizeMismatchError);
      if (!keepsObjectsOnBrokenUploads) return;
      expect((await store.get("s/kept.webp"))!.data.toString()).toBe("old");
      expect(await store.stat("s/new.webp")).toBeNull();
      expect(await collect(store.list())).toEqual(["s/kept.webp"]);
    });

    it("streams an empty object", async () => {
      await store.putStream("s/empty.json", chunked(Buffer.alloc(0)), "application/json", 0);
      expect(await store.stat("s/empty.json")).toMatchObject({ size: 0, contentType: "application/json" });
      const opened = await store.open("s/empty.json");
      expect((await buffer(opened!.body)).length).toBe(0);
    });
  });
}
