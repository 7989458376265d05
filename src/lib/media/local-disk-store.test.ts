import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";

import { LocalDiskMediaStore } from "./local-disk-store";
import { assertValidMediaKey, contentTypeForKey, InvalidMediaKeyError } from "./store";
import { describeMediaStoreContract } from "./store-contract";

async function collect(it: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const k of it) out.push(k);
  return out;
}

async function walkFiles(dir: string, base: string = dir): Promise<string[]> {
  const out: string[] = [];
  for (const e of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await walkFiles(p, base)));
    else out.push(path.relative(base, p));
  }
  return out;
}

const contractRoots: string[] = [];
describeMediaStoreContract("LocalDiskMediaStore", async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "velvet-media-contract-"));
  contractRoots.push(dir);
  return new LocalDiskMediaStore(path.join(dir, "media"));
});
afterAll(async () => {
  await Promise.all(contractRoots.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe("LocalDiskMediaStore", () => {
  let root: string;
  let store: LocalDiskMediaStore;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "velvet-media-"));
    store = new LocalDiskMediaStore(path.join(root, "media"));
  });

  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it("round-trips put/get/stat/delete and creates directories", async () => {
    const data = Buffer.from("hello webp");
    const before = Date.now();
    await store.put("profiles/abc/original.webp", data, "image/webp");

    const got = await store.get("profiles/abc/original.webp");
    expect(got).not.toBeNull();
    expect(got!.data.equals(data)).toBe(true);
    expect(got!.contentType).toBe("image/webp");
    expect(got!.size).toBe(data.length);

    const st = await store.stat("profiles/abc/original.webp");
    expect(st).toMatchObject({ size: data.length, contentType: "image/webp" });
    expect(st!.mtime).toBeInstanceOf(Date);
    expect(st!.mtime.getTime()).toBeGreaterThan(before - 5_000);

    await store.delete("profiles/abc/original.webp");
    expect(await store.get("profiles/abc/original.webp")).toBeNull();
    expect(await store.stat("profiles/abc/original.webp")).toBeNull();
    // idempotent delete; empty directories pruned
    await store.delete("profiles/abc/original.webp");
    await expect(fs.readdir(path.join(root, "media", "profiles"))).rejects.toThrow();
  });

  it("returns null for missing keys and when the root does not exist yet", async () => {
    expect(await store.get("nope.webp")).toBeNull();
    expect(await store.stat("a/b/c.png")).toBeNull();
    expect(await collect(store.list())).toEqual([]);
  });

  it("overwrites and derives or stores the content type", async () => {
    await store.put("a/pic.png", Buffer.from("1"), "image/png");
    await store.put("a/pic.png", Buffer.from("22"), "image/png");
    expect((await store.get("a/pic.png"))!.data.toString()).toBe("22");
    expect(contentTypeForKey("x/y.jpg")).toBe("image/jpeg");

    // A content type that differs from the extension is kept in a sidecar.
    await store.put("a/blob", Buffer.from("{}"), "application/json");
    expect((await store.stat("a/blob"))!.contentType).toBe("application/json");
    // Re-putting with the extension's own type removes the sidecar.
    await store.put("a/pic.png", Buffer.from("3"), "image/png");
    expect((await store.get("a/pic.png"))!.contentType).toBe("image/png");
    await store.put("a/other.jpg", Buffer.from("x"), "image/webp");
    expect((await store.get("a/other.jpg"))!.contentType).toBe("image/webp");
    await store.put("a/other.jpg", Buffer.from("x"), "image/jpeg");
    expect((await store.get("a/other.jpg"))!.contentType).toBe("image/jpeg");
    expect((await walkFiles(path.join(root, "media"))).sort()).toEqual(
      ["a/.blob.type", "a/blob", "a/other.jpg", "a/pic.png"].map((p) => p.split("/").join(path.sep)),
    );
  });

  it("lists keys in lexicographic order, filtered by prefix, hiding internal files", async () => {
    const keys = ["b/2.webp", "a-c.png", "a/b.webp", "a/z/y.webp", "a.x.jpg", "b/10.webp", "c.webp"];
    for (const k of keys) await store.put(k, Buffer.from(k), "image/webp");
    expect(await collect(store.list())).toEqual([...keys].sort());
    expect(await collect(store.list("a/"))).toEqual(["a/b.webp", "a/z/y.webp"]);
    expect(await collect(store.list("a"))).toEqual(["a-c.png", "a.x.jpg", "a/b.webp", "a/z/y.webp"]);
    expect(await collect(store.list("b/1"))).toEqual(["b/10.webp"]);
    expect(await collect(store.list("zzz"))).toEqual([]);
    await expect(collect(store.list("../"))).rejects.toBeInstanceOf(InvalidMediaKeyError);
  });

  it("rejects invalid keys with InvalidMediaKeyError", async () => {
    const bad = [
      "../x",
      "a/../../x",
      "/abs",
      "a//b",
      "a\\b",
      "",
      "A.webp",
      "a/",
      "a/.hidden",
      ".hidden",
      "-x",
      "a b",
      "é.webp",
      "a".repeat(201),
    ];
    for (const key of bad) {
      expect(() => assertValidMediaKey(key), key).toThrow(InvalidMediaKeyError);
      await expect(store.put(key, Buffer.from("x"), "image/webp"), key).rejects.toBeInstanceOf(
        InvalidMediaKeyError,
      );
      await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidMediaKeyError);
      await expect(store.stat(key), key).rejects.toBeInstanceOf(InvalidMediaKeyError);
      await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidMediaKeyError);
    }
    expect(() => assertValidMediaKey("a".repeat(200))).not.toThrow();
    expect(() => assertValidMediaKey("profiles/u_1/photo-2.v3.webp")).not.toThrow();
    // nothing escaped the root
    await expect(fs.readdir(path.join(root, "media"))).rejects.toThrow();
    expect(await fs.readdir(root)).toEqual([]);
  });

  it("writes atomically and leaves no temp files behind", async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 7);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        store.put("race/same.webp", Buffer.alloc(big.length, i), "image/webp"),
      ),
    );
    const got = await store.get("race/same.webp");
    expect(got!.size).toBe(big.length);
    // the file is exactly one writer's bytes, never a mix
    expect(got!.data.every((b) => b === got!.data[0])).toBe(true);

    await store.put("race/other.png", big, "image/png");
    const files = await walkFiles(path.join(root, "media"));
    expect(files.filter((f) => f.endsWith(".tmp"))).toEqual([]);
    expect(files.sort()).toEqual([path.join("race", "other.png"), path.join("race", "same.webp")]);
  });

  it("cleans up the temp file when the write fails", async () => {
    // "a" is a file, so "a/b.webp" cannot be created beneath it.
    await store.put("a", Buffer.from("x"), "application/octet-stream");
    await expect(store.put("a/b.webp", Buffer.from("y"), "image/webp")).rejects.toThrow();
    // The directory "d" exists, so renaming a file over it fails after the temp file was written.
    await store.put("d/e.webp", Buffer.from("y"), "image/webp");
    await expect(store.put("d", Buffer.from("z"), "image/webp")).rejects.toThrow();
    const files = await walkFiles(path.join(root, "media"));
    expect(files.sort()).toEqual(["a", path.join("d", "e.webp")]);
  });

  it("rejects bad content types", async () => {
    await expect(store.put("x.webp", Buffer.from("x"), "not a type")).rejects.toBeInstanceOf(TypeError);
  });
});

describe("LocalDiskMediaStore streaming", () => {
  it("leaves no temp file behind when a stream breaks its size", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "velvet-media-"));
    try {
      const store = new LocalDiskMediaStore(root);
      const { chunked } = await import("./store-contract");
      await expect(store.putStream("a/b.webp", chunked(Buffer.alloc(5)), "image/webp", 6)).rejects.toThrow(/declared 6 bytes/);
      expect(await walkFiles(root)).toEqual([]);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
