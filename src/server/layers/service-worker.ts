/**
 * Serves the service worker's script at /sw.js (decision 053), from the file
 * `npm run build` wrote (src/server/service-worker-build.ts), read once at
 * start. `no-cache`: the browser checks for a new worker on every visit
 * (it ignores its HTTP cache for the script anyway), and an unchanged script
 * is answered 304. The script carries its own policy: a worker may fetch
 * from our origin only. Without the file (a plain `next build`) the path goes
 * on to Next.js, which answers 404, and the site runs without a worker.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { brotliCompressSync } from "node:zlib";
import { SECURITY_HEADERS } from "@/lib/security-headers.mjs";
import { isRead, pathPart, type Handler } from "../http";

/** Where `npm run build` writes the worker, relative to the project (scripts/build-state.mjs checks the same path). */
export const SERVICE_WORKER_SCRIPT = ".next/velvet-sw/sw.js";
export const SERVICE_WORKER_PATH = "/sw.js";

const WORKER_POLICY = "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; object-src 'none'";

export interface ServiceWorkerScript {
  body: Buffer;
  brotli: Buffer;
  etag: string;
}

/** The built script, or null when this build has none. */
export function readServiceWorkerScript(file: string): ServiceWorkerScript | null {
  if (!fs.existsSync(file)) return null;
  const body = fs.readFileSync(file);
  return { body, brotli: brotliCompressSync(body), etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}

export function withServiceWorkerScript(script: ServiceWorkerScript | null, handle: Handler): Handler {
  return (req, res) => {
    if (!script || !isRead(req) || pathPart(req.url ?? "/") !== SERVICE_WORKER_PATH) return handle(req, res);
    for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
    res.setHeader("content-security-policy", WORKER_POLICY);
    res.setHeader("cache-control", "no-cache");
    res.setHeader("etag", script.etag);
    res.setHeader("vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === script.etag) {
      res.writeHead(304);
      res.end();
      return;
    }
    const brotli = /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const body = brotli ? script.brotli : script.body;
    res.writeHead(200, {
      "content-type": "text/javascript; charset=utf-8",
      "content-length": body.length,
      ...(brotli ? { "content-encoding": "br" } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
