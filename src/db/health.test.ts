import { afterEach, describe, expect, it, vi } from "vitest";
import { setDatabaseHandle, type DatabaseHandle } from "@/db";
import { allowConsoleError } from "../../tests/setup/console";
import { useTestDatabase } from "../../tests/setup/test-db";

const handle = await useTestDatabase();

/** health.ts reads the environment through getEnv(), which caches: load a fresh copy per case. */
async function loadHealth(env: Record<string, string>) {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  vi.resetModules();
  return import("./health");
}

afterEach(() => {
  vi.unstubAllEnvs();
  setDatabaseHandle(handle);
});

const FIXTURES_ON = { VELVET_TEST_FIXTURES: "1", VELVET_TEST_FIXTURES_TOKEN: "t".repeat(32) };

describe("/api/health", () => {
  it("tells anyone only that it is up", async () => {
    const { healthResponse } = await loadHealth({ VELVET_TEST_FIXTURES: "" });
    const response = await healthResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("and only that it is down, not why (the reason goes to the log)", async () => {
    allowConsoleError(/\[health\] database check failed/);
    const reason = "connect ECONNREFUSED 10.1.2.3:5432 at /srv/velvet/data";
    setDatabaseHandle({ kind: "postgres", db: { execute: () => Promise.reject(new Error(reason)) } } as unknown as DatabaseHandle);
    const { healthResponse } = await loadHealth({ VELVET_TEST_FIXTURES: "" });
    const response = await healthResponse();
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "down" });
  });

  it("says no more on a test server to a caller without the harness's token", async () => {
    const { healthResponse } = await loadHealth(FIXTURES_ON);
    expect(await (await healthResponse()).json()).toEqual({ status: "ok" });
    expect(await (await healthResponse(new Headers({ "x-fixtures-token": "x".repeat(32) }))).json()).toEqual({ status: "ok" });
  });

  it("names the driver and the newest migration to the end-to-end harness (VELVET_TEST_FIXTURES=1 and its token)", async () => {
    const { healthResponse } = await loadHealth(FIXTURES_ON);
    const body = await (await healthResponse(new Headers({ "x-fixtures-token": FIXTURES_ON.VELVET_TEST_FIXTURES_TOKEN }))).json();
    expect(body).toMatchObject({ status: "ok", database: { reachable: true, driver: handle.kind }, migration: { latest: expect.stringMatching(/^\d{4}_/) } });
  });
});
