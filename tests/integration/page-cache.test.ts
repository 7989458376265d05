/**
 * The anonymous page cache in scripts/lib/page-cache.mjs, driven through a
 * real http server so headers, streaming and HEAD behave as in production.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM module without type declarations
import { isCacheableRequest, PageCache, withPageCache } from "../../scripts/lib/page-cache.mjs";
import { clearTagsLocally } from "../../src/lib/cache";

let renders = 0;
let server: http.Server;
let base = "";

beforeAll(async () => {
  const app = (req: http.IncomingMessage, res: http.ServerResponse) => {
    renders++;
    if (req.url === "/with-cookie") res.setHeader("set-cookie", "a=b");
    res.statusCode = req.url === "/missing" ? 404 : 200;
    res.setHeader("content-type", req.url === "/data.json" ? "application/json" : "text/html; charset=utf-8");
    res.setHeader("cache-control", "private, no-store");
    res.write(`<p>render ${renders} of ${req.url}`);
    res.end("</p>");
  };
  server = http.createServer(withPageCache(new PageCache(), app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers: { "user-agent": "test-agent", ...headers } });
  return { status: response.status, body: await response.text(), cache: response.headers.get("x-velvet-cache"), cacheControl: response.headers.get("cache-control") };
}

describe("anonymous page cache", () => {
  it("serves a repeat anonymous request from the cache, still private to browsers", async () => {
    const first = await get("/blonde-escorts");
    const second = await get("/blonde-escorts");
    expect(first.cache).toBe("miss");
    expect(second.cache).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.cacheControl).toBe("private, no-store");
  });

  it("keys by URL and user agent", async () => {
    const a = await get("/k?page=1");
    const b = await get("/k?page=2");
    const c = await get("/k?page=1", { "user-agent": "iPhone Mobile" });
    expect(new Set([a.body, b.body, c.body]).size).toBe(3);
  });

  it("never caches signed-in, RSC, API, auth or admin requests", async () => {
    await get("/members");
    expect((await get("/members", { cookie: "velvet.session_token=abc" })).cache).toBeNull();
    expect((await get("/members", { rsc: "1" })).cache).toBeNull();
    for (const path of ["/api/health", "/auth", "/admin", "/admin/users"]) {
      await get(path);
      expect((await get(path)).cache, path).toBeNull();
    }
  });

  it("does not keep errors, non-HTML or responses that set cookies", async () => {
    for (const path of ["/missing", "/data.json", "/with-cookie"]) {
      await get(path);
      expect((await get(path)).cache, path).toBe("miss");
    }
  });

  it("drops everything when content changes (cache epoch moves)", async () => {
    await get("/faq");
    expect((await get("/faq")).cache).toBe("hit");
    clearTagsLocally(["faqs"]);
    expect((await get("/faq")).cache).toBe("miss");
  });

  it("recognises cacheable requests", () => {
    const req = (url: string, headers: Record<string, string> = {}, method = "GET") => ({ url, method, headers });
    expect(isCacheableRequest(req("/"))).toBe(true);
    expect(isCacheableRequest(req("/", {}, "POST"))).toBe(false);
    expect(isCacheableRequest(req("/?_rsc=1"))).toBe(false);
    expect(isCacheableRequest(req("/", { cookie: "other=1; __Secure-velvet.session_token=x" }))).toBe(false);
    expect(isCacheableRequest(req("/", { cookie: "theme=dark" }))).toBe(true);
  });
});
