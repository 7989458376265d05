import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { getMediaStore, LocalDiskMediaStore, resolveMediaDir, setMediaStore } from "./index";

describe("getMediaStore", () => {
  afterEach(() => setMediaStore());

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
});
