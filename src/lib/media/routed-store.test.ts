import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LocalDiskMediaStore } from "./local-disk-store";
import { isRoutedMediaStore, RoutedMediaStore, storeKindsOf, storeRecordedFor, writeTargetOf } from "./routed-store";
import type { MediaStore, MediaStoreKind } from "./store";

/** A second disk store standing in for the bucket (the S3 store passes the same contract: store-contract.ts). */
class BucketOnDisk extends LocalDiskMediaStore {
  override readonly kind = "s3" as never;
}

const dirs: string[] = [];
function tempStore<T extends MediaStore>(make: (dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-routed-"));
  dirs.push(dir);
  return make(dir);
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function stores(target: MediaStoreKind = "local") {
  const local = tempStore((dir) => new LocalDiskMediaStore(dir));
  const bucket = tempStore((dir) => new BucketOnDisk(dir));
  let writeTo = target;
  const routed = new RoutedMediaStore({ local, s3: bucket }, "local", async () => writeTo);
  return { local, bucket, routed, writeTo: (kind: MediaStoreKind) => (writeTo = kind) };
}

async function keys(store: MediaStore): Promise<string[]> {
  const found: string[] = [];
  for await (const key of store.list()) found.push(key);
  return found;
}

describe("RoutedMediaStore", () => {
  it("finds a key in whichever store holds it", async () => {
    const { local, bucket, routed } = stores();
    await local.put("banner/a/original.webp", Buffer.from("on disk"), "image/webp");
    await bucket.put("banner/b/original.webp", Buffer.from("in the bucket"), "image/webp");
    expect((await routed.get("banner/a/original.webp"))?.data.toString()).toBe("on disk");
    expect((await routed.get("banner/b/original.webp"))?.data.toString()).toBe("in the bucket");
    expect((await routed.stat("banner/b/original.webp"))?.size).toBe(13);
    expect(await routed.open("banner/c/original.webp")).toBeNull();
  });

  it("writes to the current write target, and deletes from every store", async () => {
    const { local, bucket, routed, writeTo } = stores();
    await routed.put("gallery/x/original.webp", Buffer.from("first"), "image/webp");
    expect(await bucket.stat("gallery/x/original.webp")).toBeNull();
    writeTo("s3");
    expect((await writeTargetOf(routed)).kind).toBe("s3");
    await routed.put("gallery/x/original.webp", Buffer.from("second"), "image/webp");
    expect((await bucket.get("gallery/x/original.webp"))?.data.toString()).toBe("second");
    await routed.delete("gallery/x/original.webp");
    expect(await local.stat("gallery/x/original.webp")).toBeNull();
    expect(await bucket.stat("gallery/x/original.webp")).toBeNull();
  });

  it("gives the store an image's row records, for a file written beside its others", async () => {
    const { local, bucket, routed, writeTo } = stores();
    writeTo("s3");
    expect(storeRecordedFor(routed, "local")).toBe(local);
    expect(storeRecordedFor(routed, "s3")).toBe(bucket);
    expect(storeRecordedFor(routed, null)).toBe(routed);
    expect(storeRecordedFor(local, "s3")).toBe(local);
  });

  it("lists the keys of both stores in order, each once", async () => {
    const { local, bucket, routed } = stores();
    for (const key of ["a/1.webp", "c/1.webp"]) await local.put(key, Buffer.from("l"), "image/webp");
    for (const key of ["b/1.webp", "c/1.webp", "d/1.webp"]) await bucket.put(key, Buffer.from("b"), "image/webp");
    expect(await keys(routed)).toEqual(["a/1.webp", "b/1.webp", "c/1.webp", "d/1.webp"]);
  });

  it("is recognised by its shape, as the server's other bundles see it (their own copy of the class)", async () => {
    const { routed, local } = stores();
    const fromAnotherBundle = Object.assign(Object.create(null) as object, {
      kind: routed.kind,
      kinds: () => routed.kinds(),
      storeOf: (kind: MediaStoreKind) => routed.storeOf(kind),
      writeTarget: () => routed.writeTarget(),
    }) as unknown as MediaStore;
    expect(isRoutedMediaStore(fromAnotherBundle)).toBe(true);
    expect(storeKindsOf(fromAnotherBundle)).toEqual(["local", "s3"]);
    expect(isRoutedMediaStore(local)).toBe(false);
    expect(storeKindsOf(local)).toEqual(["local"]);
  });
});
