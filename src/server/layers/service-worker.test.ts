/** src/server/layers/service-worker.ts: /sw.js from the built file, never cached without asking, 304 when unchanged. */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServiceWorkerScript, withServiceWorkerScript } from "./service-worker";

const SCRIPT = `"use strict";self.addEventListener("fetch",()=>{});\n`;
let dir = "";
let server: http.Server;
let base = "";

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-sw-"));
  fs.writeFileSync(path.join(dir, "sw.js"), SCRIPT);
  const script = readServiceWorkerScript(path.join(dir, "sw.js"));
  const next = (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.statusCode = 404;
    res.end("next");
  };
  server = http.createServer(withServiceWorkerScript(script, next));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the service worker's script", () => {
  it("is served as JavaScript, no-cache, with a policy of its own", async () => {
    const response = await fetch(`${base}/sw.js`, { headers: { "accept-encoding": "identity" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe(SCRIPT);
  });

  it("is sent with brotli when the browser takes it, and answered 304 when unchanged", async () => {
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http.get(`${base}/sw.js`, { headers: { "accept-encoding": "gzip, br" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
    expect(raw.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(raw.body).toString()).toBe(SCRIPT);
    const again = await fetch(`${base}/sw.js`, { headers: { "if-none-match": String(raw.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it("leaves every other path, and writes, to the next handler", async () => {
    expect(await (await fetch(`${base}/sw.js.map`)).text()).toBe("next");
    expect(await (await fetch(`${base}/other/sw.js`)).text()).toBe("next");
    expect(await (await fetch(`${base}/sw.js`, { method: "POST" })).text()).toBe("next");
  });

  it("is not served when the build made none", async () => {
    expect(readServiceWorkerScript(path.join(dir, "missing.js"))).toBeNull();
    const bare = http.createServer(withServiceWorkerScript(null, (_req, res) => res.end("next")));
    await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
    try {
      expect(await (await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/sw.js`)).text()).toBe("next");
    } finally {
      await new Promise<void>((resolve) => bare.close(() => resolve()));
    }
  });
});
