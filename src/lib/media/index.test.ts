import path from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { forgetEnvForTests, parseEnv } from "../env";
import { createMediaStore, getMediaStore, LocalDiskMediaStore, mediaStoreSettings, resolveMediaDir, RoutedMediaStore, S3MediaStore, setMediaStore } from "./index";

describe("getMediaStore", () => {
  // The defaults, whichever store the run's environment selects (scripts/test.mjs).
  beforeEach(() => {
    vi.stubEnv("MEDIA_STORE", "");
    forgetEnvForTests();
  });
  afterEach(() => {
    setMediaStore();
    vi.unstubAllEnvs();
    forgetEnvForTests();
  });

  it("resolves the media directory from the environment", () => {
    expect(resolveMediaDir({ MEDIA_DIR: "/srv/m" })).toBe(path.resolve("/srv/m"));
    expect(resolveMediaDir({ DATA_DIR: "/srv/data" })).toBe(path.resolve("/srv/data/media"));
    expect(resolveMediaDir({})).toBe(path.resolve("./data/media"));
  });

  it("returns a cached LocalDiskMediaStore singleton", () => {
    const a = getMediaStore();
    expect(a).toBeInstanceOf(LocalDiskMediaStore);
    expect(getMediaStore()).toBe(a);
    setMediaStore();
    expect(getMediaStore()).not.toBe(a);
  });

  it("selects the store from the environment: local disk by default, S3 with its defaults filled in", () => {
    expect(mediaStoreSettings(parseEnv({ DATA_DIR: "/srv/data" }))).toEqual({ kind: "local", dir: path.resolve("/srv/data/media") });
    const s3 = {
      MEDIA_STORE: "s3",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "velvet-media",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    const settings = mediaStoreSettings(parseEnv(s3));
    expect(settings).toEqual({
      kind: "s3",
      endpoint: "http://127.0.0.1:9000",
      bucket: "velvet-media",
      region: "us-east-1",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
    expect(mediaStoreSettings(parseEnv({ ...s3, S3_REGION: "eu-west-2", S3_FORCE_PATH_STYLE: "false" }))).toMatchObject({ region: "eu-west-2", forcePathStyle: false });
    const store = createMediaStore(settings);
    expect(store).toBeInstanceOf(S3MediaStore);
    expect(store.kind).toBe("s3");
    (store as S3MediaStore).close();
    expect(createMediaStore({ kind: "local", dir: "/srv/m" }).kind).toBe("local");
  });

  it("gives the S3 store when the environment says MEDIA_STORE=s3", () => {
    vi.stubEnv("MEDIA_STORE", "s3");
    vi.stubEnv("S3_ENDPOINT", "http://127.0.0.1:9000");
    vi.stubEnv("S3_BUCKET", "velvet-media");
    vi.stubEnv("S3_ACCESS_KEY_ID", "id");
    vi.stubEnv("S3_SECRET_ACCESS_KEY", "secret");
    forgetEnvForTests();
    const store = getMediaStore();
    // Local disk stays configured beside the bucket, so a migration can bring the files back (decision 051).
    expect(store).toBeInstanceOf(RoutedMediaStore);
    expect(store.kind).toBe("s3");
    const routed = store as RoutedMediaStore;
    expect(routed.kinds()).toEqual(["local", "s3"]);
    const bucket = routed.storeOf("s3") as S3MediaStore;
    expect(bucket).toBeInstanceOf(S3MediaStore);
    expect(bucket.bucket).toBe("velvet-media");
    bucket.close();
  });
});
