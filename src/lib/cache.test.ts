import { describe, expect, it, vi } from "vitest";
import { accountEpoch, cacheEpoch, cached, clearAllLocally, clearTagsLocally, dataCacheStats, handleChangeNotification } from "./cache";

describe("tagged cache", () => {
  it("shares one result per arguments until a tag is invalidated", async () => {
    const load = vi.fn(async (slug: string) => `${slug}-${load.mock.calls.length}`);
    const get = cached("t1", load, { tags: (slug) => ["categories", `category:${slug}`], ttlSeconds: 60 });
    expect(await get("blonde")).toBe("blonde-1");
    expect(await get("blonde")).toBe("blonde-1");
    expect(await get("petite")).toBe("petite-2");
    clearTagsLocally(["category:blonde"]);
    expect(await get("blonde")).toBe("blonde-3");
    expect(await get("petite")).toBe("petite-2");
  });

  it("expires after its time to live", async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(async () => load.mock.calls.length);
      const get = cached("t2", load, { tags: ["x"], ttlSeconds: 30 });
      expect(await get()).toBe(1);
      vi.advanceTimersByTime(29_000);
      expect(await get()).toBe(1);
      vi.advanceTimersByTime(2_000);
      expect(await get()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not remember failures", async () => {
    let fail = true;
    const get = cached("t3", async () => {
      if (fail) throw new Error("db down");
      return "ok";
    }, { tags: ["y"], ttlSeconds: 60 });
    await expect(get()).rejects.toThrow("db down");
    fail = false;
    expect(await get()).toBe("ok");
  });

  it("clears what a changed table's notification names and bumps the page-cache epoch", async () => {
    const load = vi.fn(async () => load.mock.calls.length);
    const get = cached("t4", load, { tags: ["site_banners"], ttlSeconds: 60 });
    await get();
    const before = cacheEpoch();
    handleChangeNotification("faqs");
    expect(await get()).toBe(1);
    handleChangeNotification("site_banners");
    expect(await get()).toBe(2);
    expect(cacheEpoch()).toBeGreaterThan(before);
    handleChangeNotification("not a table name!");
    expect(await get()).toBe(3);
  });

  it("hears an account table's change as an account change alone: pages and data stay cached", async () => {
    const load = vi.fn(async () => load.mock.calls.length);
    const get = cached("t-accounts", load, { tags: ["models"], ttlSeconds: 60 });
    await get();
    const pages = cacheEpoch();
    const accounts = accountEpoch();
    for (const table of ["users", "sessions", "user_subscriptions"]) handleChangeNotification(table);
    expect(cacheEpoch()).toBe(pages);
    expect(accountEpoch()).toBe(accounts + 3);
    expect(await get()).toBe(1);
    handleChangeNotification("models");
    expect(cacheEpoch()).toBe(pages + 1);
    expect(accountEpoch()).toBe(accounts + 3);
  });
});

describe("the data cache's figures", () => {
  it("count live entries under each of their tables, hits and misses, and the last clear with its reason", async () => {
    clearAllLocally("operation:clear_all");
    expect(dataCacheStats()).toMatchObject({ entries: 0, byTag: {}, lastClear: { reason: "operation:clear_all" } });
    const before = dataCacheStats();
    const model = cached("stats-model", async (id: number) => id, { tags: ["models", "model_gallery"], ttlSeconds: 60 });
    const faqs = cached("stats-faqs", async () => "faqs", { tags: ["faqs"], ttlSeconds: 60 });
    await model(1);
    await model(2);
    await model(1);
    await faqs();
    const stats = dataCacheStats();
    expect(stats.entries).toBe(3);
    expect(stats.byTag).toEqual({ models: 2, model_gallery: 2, faqs: 1 });
    expect(stats.hits - before.hits).toBe(1);
    expect(stats.misses - before.misses).toBe(3);
    expect(clearTagsLocally(["faqs"])).toBe(1);
    expect(dataCacheStats().lastClear).toMatchObject({ reason: "write", tables: ["faqs"] });
    expect(clearAllLocally()).toBe(2);
    expect(dataCacheStats().lastClear).toMatchObject({ reason: "missed" });
  });
});
