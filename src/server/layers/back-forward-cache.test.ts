/**
 * src/server/layers/back-forward-cache.ts through a real HTTP server: anonymous
 * public pages and their router data lose Next.js's `no-store`; signed-in
 * answers, the API and anything that sets a cookie keep it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMOUS_CACHE_CONTROL, withBackForwardCache } from "./back-forward-cache";
import { PageCache, withPageCache } from "./page-cache";
import { cacheEpoch } from "@/lib/cache";

const NEXT_DYNAMIC = "private, no-cache, no-store, max-age=0, must-revalidate";
let server: http.Server;
let base = "";

beforeAll(async () => {
  // Stands in for Next.js: every dynamic answer is no-store, set in the ways Next.js and Node allow.
  const app = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = req.url ?? "/";
    if (url.startsWith("/explicit")) {
      res.writeHead(200, { "content-type": "text/html", "cache-control": NEXT_DYNAMIC });
      res.end("<p>explicit</p>");
      return;
    }
    if (url.startsWith("/raw")) {
      res.writeHead(200, ["content-type", "text/html", "Cache-Control", NEXT_DYNAMIC]);
      res.end("<p>raw</p>");
      return;
    }
    res.setHeader("content-type", url.startsWith("/api/") ? "application/json" : "text/html");
    res.setHeader("cache-control", NEXT_DYNAMIC);
    if (url.startsWith("/with-cookie")) res.setHeader("set-cookie", "theme=dark");
    res.write("<p>");
    res.end("page</p>");
  };
  server = http.createServer(withBackForwardCache(withPageCache(new PageCache({ epoch: cacheEpoch }), app)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const cacheControlOf = async (path: string, headers: Record<string, string> = {}) =>
  (await fetch(base + path, { headers: { "user-agent": "test-agent", ...headers } })).headers.get("cache-control");

describe("back/forward cache headers", () => {
  it("lets a browser keep an anonymous page, its router data and the cached copy, revalidating before reuse", async () => {
    expect(await cacheControlOf("/blonde-escorts")).toBe(ANONYMOUS_CACHE_CONTROL);
    // The second answer comes from the page cache, with the headers it stored.
    expect(await cacheControlOf("/blonde-escorts")).toBe(ANONYMOUS_CACHE_CONTROL);
    expect(await cacheControlOf("/models?_rsc=abc", { rsc: "1" })).toBe(ANONYMOUS_CACHE_CONTROL);
    expect(ANONYMOUS_CACHE_CONTROL).not.toContain("no-store");
    expect(ANONYMOUS_CACHE_CONTROL).toContain("private");
  });

  it("rewrites headers passed straight to writeHead too, as an object or a raw list", async () => {
    expect(await cacheControlOf("/explicit")).toBe(ANONYMOUS_CACHE_CONTROL);
    expect(await cacheControlOf("/raw")).toBe(ANONYMOUS_CACHE_CONTROL);
  });

  it("keeps no-store for signed-in visitors, the API, auth, admin and answers that set a cookie", async () => {
    expect(await cacheControlOf("/blonde-escorts", { cookie: "velvet.session_token=abc" })).toBe(NEXT_DYNAMIC);
    for (const path of ["/api/models", "/auth", "/admin/users", "/with-cookie"]) {
      expect(await cacheControlOf(path), path).toBe(NEXT_DYNAMIC);
    }
  });
});
