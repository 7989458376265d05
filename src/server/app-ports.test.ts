/**
 * The one hand-over between the app and the server (src/server/app-ports.ts):
 * a deferred promise, so whichever side comes first is fine, a clear error
 * when the app never provides, and the server's controls offered back.
 */
import { describe, expect, it } from "vitest";
import { awaitAppPorts, offerServerControls, provideAppPorts, serverControls, type AppPorts } from "./app-ports";

const ports: AppPorts = {
  redirects: { load: async () => [] },
  notFound: { recordNotFound: async () => {} },
  pageViews: { recordViews: async () => {}, isStaffSession: async () => false },
  accessClass: { resolveAccessClass: async () => ({ accessClass: "visitor", validUntil: 0 }), headerSecret: () => "secret" },
  cacheEpoch: () => 0,
  accountEpoch: () => 0,
  settleBackgroundTasks: async () => {},
  closeDatabase: async () => {},
};

describe("the app's ports", () => {
  it("names what is missing when the app does not provide them in time", async () => {
    await expect(awaitAppPorts({ timeoutMs: 20 })).rejects.toThrow(/did not provide its ports within 0.02 s .*src\/instrumentation\.ts/);
  });

  it("reach a server that waits before they are provided, and one that asks after", async () => {
    const waiting = awaitAppPorts({ timeoutMs: 5_000 });
    provideAppPorts(ports);
    expect(await waiting).toBe(ports);
    expect(await awaitAppPorts({ timeoutMs: 5_000 })).toBe(ports);
  });

  it("are provided once: a second call changes nothing", async () => {
    provideAppPorts({ ...ports, cacheEpoch: () => 99 });
    expect((await awaitAppPorts({ timeoutMs: 5_000 })).cacheEpoch()).toBe(0);
  });
});

describe("the server's controls", () => {
  it("are null until a server offers them (next dev), then the app can flush the 404 counts", async () => {
    expect(serverControls()).toBeNull();
    let flushed = 0;
    offerServerControls({
      flushNotFoundCounts: async () => void flushed++,
      serverCacheStats: () => ({ pageCache: null, accessClasses: 0 }),
      clearServerCaches: () => ({ pageCopies: 0, pageBytes: 0, accessClasses: 0 }),
    });
    await serverControls()?.flushNotFoundCounts();
    expect(flushed).toBe(1);
  });
});
