/**
 * The layers in their order (src/server/pipeline.ts), built from fake ports
 * around a fake Next.js and driven through a real HTTP server: each layer is
 * tested alone beside it; this checks they are wired, in the right order,
 * with the app's objects passed in.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppPorts, NotFoundCount, PageViewBucket } from "./app-ports";
import { buildPipeline, type Pipeline } from "./pipeline";

let epoch = 0;
const notFound: NotFoundCount[] = [];
const views: PageViewBucket[] = [];
const hits: string[] = [];
const seen: Array<{ url: string; forwardedFor: string | undefined; accessClass: string | undefined }> = [];

const ports: AppPorts = {
  redirects: {
    load: async () => [{ id: "00000000-0000-4000-8000-000000000001", fromPath: "/old", toPath: "/new", statusCode: 301, matchType: "exact", keepQuery: false }],
    recordHits: async (batch) => void hits.push(...batch.map((hit) => hit.id)),
  },
  notFound: { recordNotFound: async (batch) => void notFound.push(...batch) },
  pageViews: { recordViews: async (buckets) => void views.push(...buckets), isStaffSession: async () => false },
  accessClass: { resolveAccessClass: async () => ({ accessClass: "member", validUntil: Number.POSITIVE_INFINITY }), headerSecret: () => "s3cret" },
  cacheEpoch: () => epoch,
  accountEpoch: () => 0,
  settleBackgroundTasks: async () => {},
  closeDatabase: async () => {},
};

/** Next.js, as far as the layers can tell: a page for every path but /missing, with its no-store. */
function fakeNext(req: http.IncomingMessage, res: http.ServerResponse) {
  seen.push({ url: req.url ?? "", forwardedFor: req.headers["x-forwarded-for"] as string | undefined, accessClass: req.headers["x-velvet-access-class"] as string | undefined });
  res.statusCode = req.url === "/missing" ? 404 : 200;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
  res.end(`<p>${req.url}</p>`);
}

let staticDir = "";
let pipeline: Pipeline;
let server: http.Server;
let base = "";

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-pipeline-"));
  fs.mkdirSync(path.join(staticDir, "chunks"));
  fs.writeFileSync(path.join(staticDir, "chunks", "app.js"), "console.log(1);\n");
  pipeline = buildPipeline(fakeNext, ports, { trustProxy: false, pageCache: true, pageViewsFlushMs: 0, staticDir });
  server = http.createServer((req, res) => void pipeline.serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await pipeline.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36" };

describe("the pipeline", () => {
  it("answers a redirect rule before Next.js, with the security headers", async () => {
    const response = await fetch(`${base}/old`, { redirect: "manual", headers: browser });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/new");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(seen.some((request) => request.url === "/old")).toBe(false);
  });

  it("refuses a malformed path at the edge", async () => {
    expect((await fetch(`${base}/%E0%A4%A`, { headers: browser })).status).toBe(400);
  });

  it("serves the build's files itself, immutable", async () => {
    const response = await fetch(`${base}/_next/static/chunks/app.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("passes pages to Next.js with the peer's address, caches them for the cache epoch and relaxes no-store", async () => {
    const first = await fetch(`${base}/models`, { headers: { ...browser, "x-forwarded-for": "203.0.113.9" } });
    expect(first.headers.get("x-velvet-cache")).toBe("miss");
    expect(first.headers.get("cache-control")).toBe("private, no-cache, max-age=0, must-revalidate");
    expect(seen.at(-1)).toEqual({ url: "/models", forwardedFor: "127.0.0.1", accessClass: undefined });
    expect((await fetch(`${base}/models`, { headers: browser })).headers.get("x-velvet-cache")).toBe("hit");
    epoch++;
    expect((await fetch(`${base}/models`, { headers: browser })).headers.get("x-velvet-cache")).toBe("miss");
  });

  it("renders a member's page for the class, with the app's secret", async () => {
    await fetch(`${base}/faq`, { headers: { ...browser, cookie: "velvet.session_token=t.sig" } });
    expect(seen.at(-1)?.accessClass).toBe("member s3cret");
  });

  it("counts 404s and views, and writes them when stopped", async () => {
    await fetch(`${base}/missing`, { headers: browser });
    await fetch(`${base}/old`, { redirect: "manual", headers: browser });
    await pipeline.stop();
    expect(notFound.map((entry) => entry.path)).toEqual(["/missing"]);
    expect(views.map((bucket) => bucket.path)).toContain("/models");
    expect(hits).toContain("00000000-0000-4000-8000-000000000001");
  });
});
