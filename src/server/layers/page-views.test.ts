/**
 * src/server/layers/page-views.ts through a real HTTP server, with a fake handler
 * standing for the page cache and Next.js behind it and a fake store standing
 * for the app: what counts as a view (a browser's 200 HTML GET or client-side
 * navigation) and what does not (HEAD, prefetches, errors, bots, scripts,
 * staff, private paths), device types, referrer hosts, batching and bounds.
 * The real database side (store.ts) is covered by
 * src/features/seo/performance/store.integration.test.ts.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PageViewCounter, isBotUserAgent, isPublicPagePath, referrerHostOf, withPageViews } from "./page-views";
import { allowConsoleError } from "../../../tests/setup/console";

interface Bucket {
  path: string;
  day: string;
  deviceType: string;
  referrerHost: string;
  views: number;
}

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const STAFF_COOKIE = "velvet.session_token=staff-token.sig";
const MEMBER_COOKIE = "velvet.session_token=member-token.sig";

const written: Bucket[][] = [];
const staffChecks: string[] = [];
let failWrites = false;
const store = {
  async recordViews(buckets: Bucket[]) {
    if (failWrites) throw new Error("database down");
    written.push(buckets.map((bucket) => ({ ...bucket })));
  },
  async isStaffSession(cookie: string) {
    staffChecks.push(cookie);
    return cookie.includes("staff-token");
  },
};

const now = Date.parse("2026-03-04T23:59:00Z");
const counter = new PageViewCounter(store, { flushEveryMs: 0, now: () => now });
let server: http.Server;
let base = "";
let host = "";

/** Stands for Next.js and the page cache: HTML pages, RSC payloads, a 404 and a redirect. */
function fakeApp(req: http.IncomingMessage, res: http.ServerResponse) {
  const path = (req.url ?? "/").split("?")[0];
  if (path === "/missing") {
    res.statusCode = 404;
    res.setHeader("content-type", "text/html; charset=utf-8");
    return res.end("<p>not found</p>");
  }
  if (path === "/moved") {
    res.writeHead(308, { location: "/faq" });
    return res.end();
  }
  if (path === "/data.json" || path.startsWith("/api/")) {
    res.setHeader("content-type", "application/json");
    return res.end("{}");
  }
  if (req.headers.rsc === "1") {
    res.setHeader("content-type", "text/x-component");
    return res.end("0:{}");
  }
  // A page-cache hit answers with writeHead and the stored body, like src/server/layers/page-cache.ts.
  if (path === "/cached") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-velvet-cache": "hit" });
    return res.end(req.method === "HEAD" ? undefined : "<p>cached</p>");
  }
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.end(req.method === "HEAD" ? undefined : "<p>page</p>");
}

async function visit(path: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await fetch(`${base}${path}`, { method, headers: { "user-agent": CHROME, ...headers }, redirect: "manual" });
  await response.arrayBuffer();
  // The view is counted on "finish"; staff checks resolve a tick later.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return response;
}

const viewsOf = () => (counter.pending as Bucket[]).map(({ path, deviceType, referrerHost, views }) => ({ path, deviceType, referrerHost, views }));

beforeAll(async () => {
  const handler = withPageViews(counter, fakeApp);
  server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  host = `127.0.0.1:${port}`;
});

beforeEach(async () => {
  failWrites = false;
  await counter.flush();
  written.length = 0;
  staffChecks.length = 0;
});

afterAll(async () => {
  await counter.stop();
  await new Promise((resolve) => server.close(resolve));
});

describe("what counts as a page view", () => {
  it("counts a browser's 200 HTML GET of a public page, by path without query, on the UTC day", async () => {
    await visit("/models?page=2&utm_source=x");
    await visit("/models");
    expect(counter.pending).toEqual([{ path: "/models", day: "2026-03-04", deviceType: "desktop", referrerHost: "", views: 2 }]);
  });

  it("counts a page answered from the page cache", async () => {
    await visit("/cached");
    expect(viewsOf()).toEqual([{ path: "/cached", deviceType: "desktop", referrerHost: "", views: 1 }]);
  });

  it("counts a client-side navigation, not a prefetch", async () => {
    await visit("/blog", { rsc: "1", "next-router-state-tree": "%5B%5D" });
    await visit("/blog", { rsc: "1", "next-router-prefetch": "1" });
    await visit("/blog", { "sec-purpose": "prefetch" });
    await visit("/blog", { purpose: "prefetch" });
    await visit("/blog", { "sec-purpose": "prefetch;prerender" });
    expect(viewsOf()).toEqual([{ path: "/blog", deviceType: "desktop", referrerHost: "", views: 1 }]);
  });

  it("does not count HEAD, a 404, a redirect or a non-HTML answer", async () => {
    await visit("/faq", {}, "HEAD");
    await visit("/missing");
    await visit("/moved");
    await visit("/data.json");
    expect(counter.pending).toEqual([]);
  });

  it("does not count admin, API, auth, account, Next.js files, robots, sitemaps or files", async () => {
    for (const path of ["/admin", "/admin/seo/performance", "/api/health", "/auth", "/account", "/account/favourites", "/_next/static/x.js", "/robots.txt", "/sitemap.xml", "/sitemap/models", "/icon.svg", "/brand/logo.png"]) {
      await visit(path);
    }
    expect(counter.pending).toEqual([]);
    expect(isPublicPagePath("/")).toBe(true);
    expect(isPublicPagePath("/models/abc")).toBe(true);
    expect(isPublicPagePath("/accounting-tips")).toBe(true);
  });

  it("does not count bots, scripts or a request without a User-Agent", async () => {
    await visit("/faq", { "user-agent": GOOGLEBOT });
    await visit("/faq", { "user-agent": "curl/8.5.0" });
    await visit("/faq", { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36" });
    await visit("/faq", { "user-agent": "" });
    expect(counter.pending).toEqual([]);
    expect(isBotUserAgent(undefined)).toBe(true);
    expect(isBotUserAgent("facebookexternalhit/1.1")).toBe(true);
    expect(isBotUserAgent(CHROME)).toBe(false);
  });
});

describe("staff and members", () => {
  it("does not count a staff session, and asks the app once per token", async () => {
    await visit("/faq", { cookie: `theme=dark; ${STAFF_COOKIE}` });
    await visit("/terms", { cookie: STAFF_COOKIE });
    expect(counter.pending).toEqual([]);
    expect(staffChecks).toHaveLength(1);
  });

  it("counts a signed-in member like any visitor", async () => {
    await visit("/faq", { cookie: MEMBER_COOKIE });
    await visit("/faq", { cookie: MEMBER_COOKIE });
    expect(viewsOf()).toEqual([{ path: "/faq", deviceType: "desktop", referrerHost: "", views: 2 }]);
    expect(staffChecks).toEqual([MEMBER_COOKIE]);
  });

  it("counts nothing when the session cannot be checked", async () => {
    allowConsoleError(/session could not be checked/);
    const failing = new PageViewCounter({ recordViews: async () => {}, isStaffSession: async () => Promise.reject(new Error("down")) }, { flushEveryMs: 0 });
    expect(await failing.isStaff("velvet.session_token=x.y")).toBe(true);
    expect(await failing.isStaff("other=1")).toBe(false);
  });

  it("asks again once the cached answer is a minute old", async () => {
    let clock = 0;
    const checks: string[] = [];
    const timed = new PageViewCounter({ recordViews: async () => {}, isStaffSession: async (cookie: string) => (checks.push(cookie), false) }, { flushEveryMs: 0, now: () => clock });
    await timed.isStaff(MEMBER_COOKIE);
    clock = 59_000;
    await timed.isStaff(MEMBER_COOKIE);
    clock = 61_000;
    await timed.isStaff(MEMBER_COOKIE);
    expect(checks).toHaveLength(2);
  });
});

describe("device and referrer", () => {
  it("tells phones, tablets and desktops apart", async () => {
    await visit("/faq", { "user-agent": IPHONE });
    await visit("/faq", { "user-agent": IPAD });
    await visit("/faq");
    expect(viewsOf().map((view) => view.deviceType).sort()).toEqual(["desktop", "mobile", "tablet"]);
  });

  it("keeps the referring site's host only, and none for the site itself", async () => {
    await visit("/faq", { referer: "https://www.google.com/search?q=velvet+london" });
    await visit("/faq", { referer: `http://${host}/models` });
    await visit("/faq", { referer: "not a url" });
    expect(viewsOf()).toEqual([
      { path: "/faq", deviceType: "desktop", referrerHost: "www.google.com", views: 1 },
      { path: "/faq", deviceType: "desktop", referrerHost: "", views: 2 },
    ]);
    expect(referrerHostOf("https://velvet.london/x", "velvet.london")).toBe("");
    expect(referrerHostOf("android-app://com.google.android.gm/", "velvet.london")).toBe("");
  });

  it("cuts a long path to 512 characters", async () => {
    await visit(`/${"a".repeat(600)}`);
    expect(viewsOf()[0].path).toHaveLength(512);
  });
});

describe("writing the counts", () => {
  it("writes all buckets in one call, and keeps them when the write fails", async () => {
    await visit("/faq");
    await visit("/terms");
    allowConsoleError(/views could not be written/);
    failWrites = true;
    await counter.flush();
    expect(written).toEqual([]);
    expect(counter.pending).toHaveLength(2);
    failWrites = false;
    await visit("/faq");
    await counter.flush();
    expect(written).toHaveLength(1);
    expect(written[0].map(({ path, views }) => ({ path, views })).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: "/faq", views: 2 },
      { path: "/terms", views: 1 },
    ]);
    expect(counter.pending).toEqual([]);
  });

  it("holds at most the bounded number of buckets and counts what it drops", () => {
    const small = new PageViewCounter(store, { flushEveryMs: 0, maxPending: 2 });
    small.record({ path: "/a", deviceType: "desktop" });
    small.record({ path: "/b", deviceType: "desktop" });
    small.record({ path: "/c", deviceType: "desktop" });
    small.record({ path: "/a", deviceType: "desktop" });
    expect(small.pending.map((bucket: Bucket) => [bucket.path, bucket.views])).toEqual([
      ["/a", 2],
      ["/b", 1],
    ]);
    expect(small.dropped).toBe(1);
  });

  it("writes what is left when stopped", async () => {
    const own: Bucket[][] = [];
    const stopping = new PageViewCounter({ recordViews: async (b: Bucket[]) => void own.push(b), isStaffSession: async () => false }, { flushEveryMs: 0 });
    stopping.record({ path: "/faq", deviceType: "mobile" });
    await stopping.stop();
    expect(own).toHaveLength(1);
  });
});
