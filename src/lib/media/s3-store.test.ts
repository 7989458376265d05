/**
 * S3MediaStore against a real S3-compatible server (s3rver, started here in
 * this process): the shared store contract, a streamed upload of more than
 * 10 MB byte for byte, and errors that must never read as "not found".
 */
import { randomBytes } from "node:crypto";

import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type RunningS3rver, startS3rver } from "../../../scripts/lib/s3rver.mjs";
import { S3MediaStore } from "./s3-store";
import { chunked, describeMediaStoreContract, sha256 } from "./store-contract";

let server: RunningS3rver;
let admin: S3Client;
const stores: S3MediaStore[] = [];

beforeAll(async () => {
  server = await startS3rver();
  admin = new S3Client({
    endpoint: server.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
});

afterAll(async () => {
  for (const store of stores) store.close();
  admin?.destroy();
  await server?.stop();
});

function storeOn(bucket: string, overrides: Partial<ConstructorParameters<typeof S3MediaStore>[0]> = {}): S3MediaStore {
  const store = new S3MediaStore({
    endpoint: server.endpoint,
    bucket,
    region: "us-east-1",
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    ...overrides,
  });
  stores.push(store);
  return store;
}

/** A store on a bucket of its own: every contract test starts empty. */
async function freshStore(): Promise<S3MediaStore> {
  const bucket = `contract-${randomBytes(6).toString("hex")}`;
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  return storeOn(bucket);
}

describeMediaStoreContract("S3MediaStore", freshStore, { keepsObjectsOnBrokenUploads: false });

describe("S3MediaStore", () => {
  it("round-trips a streamed 11 MB upload byte for byte", { timeout: 60_000 }, async () => {
    const store = await freshStore();
    const data = randomBytes(11 * 1024 * 1024);
    await store.putStream("big/original.webp", chunked(data), "image/webp", data.length);
    expect(await store.stat("big/original.webp")).toMatchObject({ size: data.length });
    const stored = await store.get("big/original.webp");
    expect(stored!.size).toBe(data.length);
    expect(sha256(stored!.data)).toBe(sha256(data));
  });

  it("propagates errors other than a missing key: no such bucket, no server", async () => {
    const noBucket = storeOn("no-such-bucket");
    await expect(noBucket.get("a.webp")).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(noBucket.open("a.webp")).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(noBucket.put("a.webp", Buffer.from("x"), "image/webp")).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect((async () => { for await (const key of noBucket.list()) void key; })()).rejects.toMatchObject({ name: "NoSuchBucket" });

    // s3rver checks no signatures, so refused credentials cannot be shown here.
    const nobody = storeOn((await freshStore()).bucket, { endpoint: "http://127.0.0.1:9" });
    await expect(nobody.stat("a.webp")).rejects.toThrow();
    await expect(nobody.get("a.webp")).rejects.toThrow();
  });
});
