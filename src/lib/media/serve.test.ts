/**
 * The media route's answer, streamed from each store: whole, by byte range,
 * and refused past the end, with the caller's cache headers kept.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type RunningS3rver, startS3rver } from "../../../scripts/lib/s3rver.mjs";
import { LocalDiskMediaStore } from "./local-disk-store";
import { S3MediaStore } from "./s3-store";
import { streamStoredObject } from "./serve";
import type { MediaStore } from "./store";

const CACHE = { "Cache-Control": "public, max-age=31536000, immutable", Vary: "Accept-Encoding" };
const data = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256));

let server: RunningS3rver;
let root: string;
const stores: Record<string, MediaStore> = {};

beforeAll(async () => {
  server = await startS3rver();
  root = await fs.mkdtemp(path.join(os.tmpdir(), "velvet-serve-"));
  stores.local = new LocalDiskMediaStore(root);
  const { endpoint, bucket, accessKeyId, secretAccessKey } = server;
  stores.s3 = new S3MediaStore({ endpoint, bucket, accessKeyId, secretAccessKey, region: "us-east-1" });
  for (const store of Object.values(stores)) await store.put("gallery/x/original.webp", data, "image/webp");
});

afterAll(async () => {
  (stores.s3 as S3MediaStore | undefined)?.close();
  await server?.stop();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

async function ask(store: MediaStore, headers: Record<string, string> = {}, key = "gallery/x/original.webp") {
  const response = await streamStoredObject(store, key, new Headers(headers), CACHE);
  if (!response) return null;
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe.each(["local", "s3"])("streamStoredObject from the %s store", (name) => {
  it("sends the whole file with its type, length, cache headers and Accept-Ranges", async () => {
    const { response, body } = (await ask(stores[name]))!;
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/webp",
      "content-length": "5000",
      "accept-ranges": "bytes",
      "cache-control": CACHE["Cache-Control"],
      vary: "Accept-Encoding",
    });
    expect(response.headers.has("content-range")).toBe(false);
    expect(body.equals(data)).toBe(true);
  });

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=0-0", 0, 0],
    ["bytes=4990-", 4990, 4999],
    ["bytes=-10", 4990, 4999],
    ["bytes=100-99999", 100, 4999],
  ])("answers %s with 206 and exactly those bytes", async (range, start, end) => {
    const { response, body } = (await ask(stores[name], { range }))!;
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/5000`);
    expect(response.headers.get("content-length")).toBe(String(end - start + 1));
    expect(response.headers.get("cache-control")).toBe(CACHE["Cache-Control"]);
    expect(body.equals(data.subarray(start, end + 1))).toBe(true);
  });

  it("answers a range past the end with 416 and the size, cached nowhere", async () => {
    const { response, body } = (await ask(stores[name], { range: "bytes=5000-" }))!;
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe("bytes */5000");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(body.length).toBe(0);
  });

  it("sends the whole file for a range it does not serve, or with If-Range", async () => {
    const asked: Record<string, string>[] = [{ range: "bytes=0-1,4-5" }, { range: "bytes=0-1", "if-range": '"x"' }];
    for (const headers of asked) {
      const { response, body } = (await ask(stores[name], headers))!;
      expect(response.status).toBe(200);
      expect(body.length).toBe(5000);
    }
  });

  it("is null for a missing file, with or without a range", async () => {
    expect(await ask(stores[name], {}, "gallery/x/w640.webp")).toBeNull();
    expect(await ask(stores[name], { range: "bytes=0-1" }, "gallery/x/w640.webp")).toBeNull();
  });
});
