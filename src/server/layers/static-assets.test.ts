/**
 * Pre-compressed static files (src/server/precompress.ts) served by sirv in
 * front of the app (src/server/layers/static-assets.ts), through a real http server.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPrecompressed, precompressStatic } from "../precompress";
import { withStaticAssets } from "./static-assets";

const SCRIPT = `/* a chunk */\n${"console.log('velvet');\n".repeat(400)}`;
let dir = "";
let server: http.Server;
let base = "";
const passedOn: string[] = [];

beforeAll(async () => {
  // Laid out like a build: <build>/BUILD_ID beside <build>/static.
  const build = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-static-"));
  fs.writeFileSync(path.join(build, "BUILD_ID"), "build-one");
  dir = path.join(build, "static");
  fs.mkdirSync(dir);
  fs.mkdirSync(path.join(dir, "chunks"));
  fs.mkdirSync(path.join(dir, "media"));
  fs.writeFileSync(path.join(dir, "chunks", "app.js"), SCRIPT);
  fs.writeFileSync(path.join(dir, "chunks", "tiny.js"), "1");
  fs.writeFileSync(path.join(dir, "media", "font.woff2"), Buffer.alloc(2048, 7));
  const written = await precompressStatic(dir);
  expect(written).toBe(1);
  const app = (req: http.IncomingMessage, res: http.ServerResponse) => {
    passedOn.push(req.url ?? "");
    res.statusCode = 404;
    res.end("not found by the app");
  };
  server = http.createServer(withStaticAssets(dir, app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

/** Raw bytes and headers, without fetch's transparent decompression. */
function rawGet(urlPath: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(base + urlPath, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("pre-compressed static files", () => {
  it("writes .gz and .br copies only for compressible files large enough to gain, and marks the folder", () => {
    expect(fs.existsSync(path.join(dir, "chunks", "app.js.gz"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "chunks", "app.js.br"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "chunks", "tiny.js.gz"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "media", "font.woff2.br"))).toBe(false);
    expect(isPrecompressed(dir)).toBe(true);
  });

  it("counts a new build (another BUILD_ID) as not yet pre-compressed", () => {
    const buildId = path.join(path.dirname(dir), "BUILD_ID");
    fs.writeFileSync(buildId, "build-two");
    try {
      expect(isPrecompressed(dir)).toBe(false);
    } finally {
      fs.writeFileSync(buildId, "build-one");
    }
  });

  it("sends brotli to browsers that accept it, gzip to the others, the file itself otherwise", async () => {
    const br = await rawGet("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await rawGet("/_next/static/chunks/app.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await rawGet("/_next/static/chunks/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers["content-type"]).toMatch(/javascript/);
  });

  it("marks them immutable for a year and adds the site's security headers", async () => {
    const response = await rawGet("/_next/static/chunks/app.js", { "accept-encoding": "br" });
    expect(response.headers["cache-control"]).toContain("max-age=31536000");
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  it("hands unknown files, other paths, other methods and escapes from the folder to the app", async () => {
    passedOn.length = 0;
    expect((await rawGet("/_next/static/chunks/missing.js")).body.toString()).toBe("not found by the app");
    expect((await rawGet("/models")).status).toBe(404);
    expect((await rawGet("/_next/static/chunks/app.js", {}, "POST")).body.toString()).toBe("not found by the app");
    const escape = await rawGet("/_next/static/..%2f..%2fetc%2fpasswd");
    expect(escape.status).toBe(404);
    expect(escape.body.toString()).not.toContain("root:");
    // The app sees the URL as the browser sent it, not the folder-relative one.
    expect(passedOn).toContain("/_next/static/chunks/missing.js");
    expect(passedOn).toContain("/models");
  });
});
