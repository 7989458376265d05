import { afterEach, describe, expect, it, vi } from "vitest";
import type { ServiceWorkerMessage, ServiceWorkerReply } from "@/lib/service-worker/protocol";
import { dropBrowserCaches, tellServiceWorker } from "./service-worker";

/** A worker that answers on the port it is given, as src/lib/service-worker/worker.ts does. */
function fakeWorker(answer: (message: ServiceWorkerMessage) => ServiceWorkerReply | null) {
  const received: ServiceWorkerMessage[] = [];
  const worker = {
    postMessage(message: ServiceWorkerMessage, [port]: MessagePort[]) {
      received.push(message);
      const reply = answer(message);
      if (reply) port.postMessage(reply);
    },
  };
  return { worker, received };
}

function fakeCaches(names: string[]) {
  const left = new Set(names);
  return { left, caches: { keys: async () => [...left], delete: async (name: string) => left.delete(name) } };
}

afterEach(() => vi.unstubAllGlobals());

describe("tellServiceWorker", () => {
  it("is false where there is no worker, without throwing", async () => {
    expect(await tellServiceWorker({ type: "PURGE_ALL" })).toBe(false);
    vi.stubGlobal("navigator", { serviceWorker: { controller: null, getRegistration: async () => undefined } });
    expect(await tellServiceWorker({ type: "PURGE_ALL" })).toBe(false);
    vi.stubGlobal("navigator", { serviceWorker: { controller: null, getRegistration: async () => Promise.reject(new Error("insecure")) } });
    expect(await tellServiceWorker({ type: "PURGE_ALL" })).toBe(false);
  });

  it("is true when the worker replies that it did it, false when it could not", async () => {
    const { worker, received } = fakeWorker((message) => ({ type: message.type, ok: message.type !== "INVALIDATE_CACHE" || Boolean(message.pattern), done: "" }));
    vi.stubGlobal("navigator", { serviceWorker: { controller: worker } });
    expect(await tellServiceWorker({ type: "INVALIDATE_CACHE", pattern: "/api/media/" })).toBe(true);
    expect(await tellServiceWorker({ type: "INVALIDATE_CACHE" })).toBe(false);
    expect(received).toEqual([{ type: "INVALIDATE_CACHE", pattern: "/api/media/" }, { type: "INVALIDATE_CACHE" }]);
  });

  it("asks the registration's active worker when the page has no controller yet", async () => {
    const { worker } = fakeWorker((message) => ({ type: message.type, ok: true, done: "" }));
    vi.stubGlobal("navigator", { serviceWorker: { controller: null, getRegistration: async () => ({ active: worker }) } });
    expect(await tellServiceWorker({ type: "CLAIM_CLIENTS" })).toBe(true);
  });
});

describe("dropBrowserCaches", () => {
  it("tells the worker CLEAR_ALL_CACHES and deletes every cache of the origin itself", async () => {
    const { worker, received } = fakeWorker((message) => ({ type: message.type, ok: true, done: "" }));
    const { left, caches } = fakeCaches(["velvet-sw-b1-static", "someone-else"]);
    vi.stubGlobal("navigator", { serviceWorker: { controller: worker } });
    vi.stubGlobal("caches", caches);
    await dropBrowserCaches();
    expect(received).toEqual([{ type: "CLEAR_ALL_CACHES" }]);
    expect([...left]).toEqual([]);
  });

  it("still deletes the caches with no worker, and never throws", async () => {
    const { left, caches } = fakeCaches(["velvet-sw-b1-images"]);
    vi.stubGlobal("caches", caches);
    await dropBrowserCaches();
    expect([...left]).toEqual([]);
    vi.stubGlobal("caches", { keys: async () => Promise.reject(new Error("SecurityError")) });
    await expect(dropBrowserCaches()).resolves.toBeUndefined();
  });
});
