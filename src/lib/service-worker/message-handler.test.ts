import { describe, expect, it } from "vitest";
import { handleWorkerMessage, type WorkerControls } from "./message-handler";
import { PURGE_MESSAGE_TYPES, SERVICE_WORKER_MESSAGE_TYPES } from "./protocol";
import { cacheNamesFor } from "./rules";

const names = cacheNamesFor("build-1");

/** CacheStorage in memory: cache name → stored URLs. */
function fakeControls(stored: Record<string, string[]>) {
  const caches = new Map(Object.entries(stored).map(([name, urls]) => [name, [...urls]]));
  const calls: string[] = [];
  const controls: WorkerControls = {
    caches: {
      keys: async () => [...caches.keys()],
      delete: async (name: string) => caches.delete(name),
      open: async (name: string) => {
        const urls = caches.get(name) ?? [];
        caches.set(name, urls);
        return {
          keys: async () => urls.map((url) => ({ url }) as Request),
          delete: async (request: Request | string) => {
            const at = urls.indexOf(typeof request === "string" ? request : request.url);
            if (at >= 0) urls.splice(at, 1);
            return at >= 0;
          },
        } as unknown as Cache;
      },
    },
    skipWaiting: async () => void calls.push("skipWaiting"),
    claimClients: async () => void calls.push("claim"),
    update: async () => {
      calls.push("update");
      return true;
    },
  };
  return { controls, caches, calls };
}

const STORED = {
  [names.static]: ["https://v.example/_next/static/chunks/a.js", "https://v.example/_next/static/media/f.woff2"],
  [names.images]: ["https://v.example/api/media/1/w640", "https://v.example/api/media/2/w640", "https://v.example/brand/hero.webp"],
  "another-script": ["https://v.example/theirs"],
};

describe("handleWorkerMessage", () => {
  it.each(PURGE_MESSAGE_TYPES)("%s deletes every cache the worker owns, and no other", async (type) => {
    const { controls, caches } = fakeControls(STORED);
    expect(await handleWorkerMessage({ type }, controls)).toEqual({ type, ok: true, done: "deleted 2 cache(s)", deleted: 2 });
    expect([...caches.keys()]).toEqual(["another-script"]);
  });

  it("INVALIDATE_CACHE drops the entries whose URL matches the pattern, in the worker's caches only", async () => {
    const { controls, caches } = fakeControls(STORED);
    const reply = await handleWorkerMessage({ type: "INVALIDATE_CACHE", pattern: "/api/media/" }, controls);
    expect(reply).toMatchObject({ type: "INVALIDATE_CACHE", ok: true, deleted: 2 });
    expect(caches.get(names.images)).toEqual(["https://v.example/brand/hero.webp"]);
    expect(caches.get(names.static)).toHaveLength(2);
    expect(caches.get("another-script")).toHaveLength(1);
    expect(await handleWorkerMessage({ type: "INVALIDATE_CACHE", pattern: "\\.woff2$" }, controls)).toMatchObject({ ok: true, deleted: 1 });
  });

  it("INVALIDATE_CACHE without a valid pattern deletes nothing and says so", async () => {
    const { controls, caches } = fakeControls(STORED);
    for (const pattern of [undefined, "", "("]) {
      expect(await handleWorkerMessage({ type: "INVALIDATE_CACHE", pattern }, controls)).toMatchObject({ ok: false, deleted: 0 });
    }
    expect(caches.get(names.images)).toHaveLength(3);
  });

  it("SKIP_WAITING, CLAIM_CLIENTS and FORCE_UPDATE (an update check, then skip waiting) act and reply", async () => {
    const { controls, calls } = fakeControls(STORED);
    expect(await handleWorkerMessage({ type: "SKIP_WAITING" }, controls)).toMatchObject({ type: "SKIP_WAITING", ok: true });
    expect(await handleWorkerMessage({ type: "CLAIM_CLIENTS" }, controls)).toMatchObject({ type: "CLAIM_CLIENTS", ok: true });
    expect(await handleWorkerMessage({ type: "FORCE_UPDATE" }, controls)).toMatchObject({ type: "FORCE_UPDATE", ok: true });
    expect(calls).toEqual(["skipWaiting", "claim", "update", "skipWaiting"]);
  });

  it("answers every message type", async () => {
    for (const type of SERVICE_WORKER_MESSAGE_TYPES) {
      const { controls } = fakeControls(STORED);
      const reply = await handleWorkerMessage({ type, pattern: "x" }, controls);
      expect(reply?.type, type).toBe(type);
      expect(reply?.ok, type).toBe(true);
    }
  });

  it("replies ok: false when acting fails, rather than rejecting", async () => {
    const { controls } = fakeControls(STORED);
    controls.update = async () => {
      throw new Error("offline");
    };
    expect(await handleWorkerMessage({ type: "FORCE_UPDATE" }, controls)).toEqual({ type: "FORCE_UPDATE", ok: false, done: "failed: offline" });
  });

  it("leaves what is not one of its messages unanswered: unknown types, junk, and replies", async () => {
    const { controls } = fakeControls(STORED);
    for (const data of [null, "PURGE_ALL", { type: "DELETE_EVERYTHING" }, { type: "PURGE_ALL", pattern: 1 }, { type: "SKIP_WAITING", ok: true, done: "skipped waiting" }]) {
      expect(await handleWorkerMessage(data, controls)).toBeNull();
    }
  });
});
