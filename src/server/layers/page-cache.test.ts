/**
 * The anonymous page cache in src/server/layers/page-cache.ts, driven through a
 * real http server so headers, streaming and HEAD behave as in production.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deviceClass, isCacheableRequest, PageCache, withPageCache, type CachedPage } from "./page-cache";
import { cacheEpoch, clearTagsLocally } from "@/lib/cache";

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
  server = http.createServer(withPageCache(new PageCache({ epoch: cacheEpoch }), app));
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

  it("keys by URL and the device class of the user agent", async () => {
    const a = await get("/k?page=1");
    const b = await get("/k?page=2");
    const c = await get("/k?page=1", { "user-agent": "iPhone Mobile" });
    expect(new Set([a.body, b.body, c.body]).size).toBe(3);
  });

  it("lets every version of a browser share the copy rendered for its class, but not phones, crawlers or Next.js's bots", async () => {
    const chrome = (version: number, platform = "X11; Linux x86_64") =>
      `Mozilla/5.0 (${platform}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;
    const first = await get("/shared", { "user-agent": chrome(141) });
    const sameClass = await get("/shared", { "user-agent": chrome(142, "Windows NT 10.0; Win64; x64") });
    expect(first.cache).toBe("miss");
    expect(sameClass).toMatchObject({ cache: "hit", body: first.body });

    const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    const bingbot = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
    for (const userAgent of [phone, googlebot, bingbot]) {
      expect((await get("/shared", { "user-agent": userAgent })).cache, userAgent).toBe("miss");
    }
  });

  it("names the device classes a page can be rendered for", () => {
    expect(deviceClass("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36")).toBe("desktop/browser");
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36")).toBe("mobile/browser");
    // Crawlers get the desktop page (crawlers count as desktop); Next.js renders for bots differently again.
    expect(deviceClass("Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe("desktop/dom");
    expect(deviceClass("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)")).toBe("desktop/html");
    expect(deviceClass("")).toBe("desktop/browser");
  });

  it("never caches a request that still carries a session (staff: the access-class layer removes members'), the API, auth, account or admin", async () => {
    await get("/members");
    expect((await get("/members", { cookie: "velvet.session_token=abc" })).cache).toBeNull();
    for (const path of ["/api/health", "/auth", "/admin", "/admin/users", "/account", "/account/favourites"]) {
      await get(path);
      expect((await get(path)).cache, path).toBeNull();
    }
  });

  it("keeps the router's answers apart from the document and from other router states", async () => {
    const document = await get("/router-kinds");
    const navigation = await get("/router-kinds?_rsc=1", { rsc: "1", "next-router-state-tree": "a" });
    const prefetch = await get("/router-kinds?_rsc=1", { rsc: "1", "next-router-prefetch": "1", "next-router-state-tree": "a" });
    const otherTree = await get("/router-kinds?_rsc=1", { rsc: "1", "next-router-state-tree": "b" });
    expect(new Set([document.body, navigation.body, prefetch.body, otherTree.body]).size).toBe(4);
    expect((await get("/router-kinds?_rsc=1", { rsc: "1", "next-router-state-tree": "a" })).body).toBe(navigation.body);
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
    // The router's navigation and prefetch requests are cached too (decision 039), keyed by their headers.
    expect(isCacheableRequest(req("/?_rsc=1", { rsc: "1" }))).toBe(true);
    expect(isCacheableRequest(req("/", { "next-action": "abc" }))).toBe(false);
    expect(isCacheableRequest(req("/", { cookie: "other=1; __Secure-velvet.session_token=x" }))).toBe(false);
    expect(isCacheableRequest(req("/", { cookie: "theme=dark" }))).toBe(true);
  });
});

describe("brotli for cached pages", () => {
  it("re-compresses a gzip page as brotli for browsers that accept it, once, when storing it", async () => {
    const { gzipSync, brotliDecompressSync } = await import("node:zlib");
    const { storedCopy } = await import("./page-cache");
    const html = `<!doctype html><p>${"Velvet London ".repeat(500)}</p>`;
    const gzipHeaders = { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" };
    const gz = gzipSync(html);

    const forChrome = storedCopy("gzip, deflate, br, zstd", gzipHeaders, gz)!;
    expect(forChrome.headers["content-encoding"]).toBe("br");
    expect(Number(forChrome.headers["content-length"])).toBe(forChrome.body.length);
    expect(forChrome.body.length).toBeLessThan(gz.length);
    expect(brotliDecompressSync(forChrome.body).toString()).toBe(html);

    // No brotli in Accept-Encoding: kept as Next.js sent it.
    expect(storedCopy("gzip, deflate", gzipHeaders, gz)!.body).toBe(gz);
    const plain = Buffer.from(html);
    expect(storedCopy("identity", { "content-type": "text/html" }, plain)!.body).toBe(plain);
    // A browser offering brotli alone gets an uncompressed page from Next.js; the copy
    // kept for every later brotli browser is compressed all the same.
    const brotliOnly = storedCopy("br", { "content-type": "text/html" }, plain)!;
    expect(brotliOnly.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotliOnly.body).toString()).toBe(html);
    // A body that claims gzip but is not, or an encoding we cannot read: not kept.
    expect(storedCopy("br", gzipHeaders, Buffer.from("not gzip"))).toBeNull();
    expect(storedCopy("br", { "content-encoding": "zstd" }, plain)).toBeNull();
  });

  it("keeps a page's policy with its scripts' hashes in place of the first visitor's nonce", async () => {
    const { createHash } = await import("node:crypto");
    const { storedCopy } = await import("./page-cache");
    const script = "self.__next_f.push([1])";
    const html = `<script nonce="abc123">${script}</script><p>page</p>`;
    const policy = "default-src 'self'; script-src 'self' 'nonce-abc123'; object-src 'none'";
    const stored = storedCopy("gzip", { "content-type": "text/html", "content-security-policy": policy }, Buffer.from(html))!;
    const hash = createHash("sha256").update(script).digest("base64");
    expect(stored.headers["content-security-policy"]).toBe(`default-src 'self'; script-src 'self' 'sha256-${hash}'; object-src 'none'`);
    // Two policies at once cannot be translated safely: not kept.
    expect(storedCopy("gzip", { "content-security-policy": [policy, policy] }, Buffer.from(html))).toBeNull();
  });

  it("serves the stored brotli copy on the next request through the server", async () => {
    const { gzipSync, brotliDecompressSync } = await import("node:zlib");
    const html = `<p>${"cached ".repeat(300)}</p>`;
    const app = (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-encoding", "gzip");
      res.end(gzipSync(html));
    };
    const gzServer = http.createServer(withPageCache(new PageCache({ epoch: cacheEpoch }), app));
    await new Promise<void>((resolve) => gzServer.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(gzServer.address() as AddressInfo).port}/brotli-page`;
    const rawGet = () =>
      new Promise<{ encoding?: string; cache?: string; body: Buffer }>((resolve, reject) => {
        http
          .get(url, { headers: { "accept-encoding": "gzip, deflate, br", "user-agent": "test-agent" } }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({
                encoding: response.headers["content-encoding"],
                cache: response.headers["x-velvet-cache"] as string | undefined,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on("error", reject);
      });
    try {
      const first = await rawGet();
      expect(first).toMatchObject({ encoding: "gzip", cache: "miss" });
      const second = await rawGet();
      expect(second).toMatchObject({ encoding: "br", cache: "hit" });
      expect(brotliDecompressSync(second.body).toString()).toBe(html);
    } finally {
      await new Promise<void>((resolve) => gzServer.close(() => resolve()));
    }
  });
});

describe("the page cache's figures (the dashboard's cache card)", () => {
  const copy = (type: string, bytes: number, epoch: number, storedAt = Date.now()): CachedPage => ({
    status: 200,
    headers: { "content-type": type },
    body: Buffer.alloc(bytes),
    epoch,
    storedAt,
  });

  it("count live copies by kind with their bytes, leave out dead ones, and count hits and misses", () => {
    let epoch = 1;
    const cache = new PageCache({ epoch: () => epoch });
    cache.set("a", copy("text/html; charset=utf-8", 100, 1));
    cache.set("b", copy("text/x-component", 30, 1));
    cache.set("c", copy("text/x-component", 20, 1));
    cache.set("old", copy("text/html", 500, 0));
    cache.set("expired", copy("text/html", 700, 1, Date.now() - 61_000));
    cache.countLookup(true);
    cache.countLookup(true);
    cache.countLookup(false);
    expect(cache.stats()).toEqual({
      entries: 3,
      bytes: 150,
      byKind: { page: { entries: 1, bytes: 100 }, routerData: { entries: 2, bytes: 50 } },
      hits: 2,
      misses: 1,
    });
    epoch = 2;
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("clear drops every copy and says how many live ones went", () => {
    const cache = new PageCache({ epoch: () => 1 });
    cache.set("a", copy("text/html", 100, 1));
    cache.set("old", copy("text/html", 500, 0));
    expect(cache.clear()).toEqual({ entries: 1, bytes: 100 });
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.get("a")).toBeNull();
  });

  it("are counted by the layer: a miss, then a hit", async () => {
    const cache = new PageCache({ epoch: cacheEpoch });
    const counted = http.createServer(withPageCache(cache, (_req, res) => {
      res.setHeader("content-type", "text/html");
      res.end("<p>hello</p>");
    }));
    await new Promise<void>((resolve) => counted.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(counted.address() as AddressInfo).port}/counted`;
      await (await fetch(url)).text();
      await (await fetch(url)).text();
      expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1, byKind: { page: { entries: 1 } } });
    } finally {
      await new Promise<void>((resolve) => counted.close(() => resolve()));
    }
  });
});
