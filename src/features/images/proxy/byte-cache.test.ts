import { describe, expect, it } from "vitest";
import { ByteBoundedCache } from "./byte-cache";

const item = (bytes: number) => ({ byteLength: bytes });

describe("ByteBoundedCache", () => {
  it("never holds more bytes than its bound, dropping the least recently used first", () => {
    const cache = new ByteBoundedCache<{ byteLength: number }>(100, 60_000);
    cache.set("a", item(40));
    cache.set("b", item(40));
    expect(cache.get("a")).toBeDefined(); // a is now the most recently used
    cache.set("c", item(40));
    expect(cache.size).toBeLessThanOrEqual(100);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
  });

  it("does not keep an item larger than the whole bound, and replaces an item in place", () => {
    const cache = new ByteBoundedCache<{ byteLength: number }>(100, 60_000);
    cache.set("huge", item(101));
    expect(cache.get("huge")).toBeUndefined();
    cache.set("a", item(60));
    cache.set("a", item(30));
    expect(cache.size).toBe(30);
  });

  it("forgets an item after its time", () => {
    let now = 0;
    const cache = new ByteBoundedCache<{ byteLength: number }>(100, 1_000, () => now);
    cache.set("a", item(10));
    now = 999;
    expect(cache.get("a")).toBeDefined();
    now = 2_000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
