/**
 * Serves the client build (`/_next/static/**`) straight from disk with sirv,
 * sending the `.br`/`.gz` copies made at build time (src/server/precompress.ts)
 * instead of compressing the same immutable file again on every request, as
 * Next.js's own handler does. Anything sirv does not find goes on to Next.js
 * (which answers 404). See docs/decisions/011-page-weight.md.
 */
import sirv from "sirv";
import { SECURITY_HEADERS } from "@/lib/security-headers.mjs";
import type { Handler } from "../http";

const PREFIX = "/_next/static/";

export function withStaticAssets(staticDir: string, handle: Handler): Handler {
  const assets = sirv(staticDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    // File names carry a content hash: a changed file is a new URL.
    immutable: true,
    maxAge: 31_536_000,
    setHeaders(res) {
      for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
    },
  });
  return (req, res) => {
    const url = req.url ?? "/";
    if ((req.method !== "GET" && req.method !== "HEAD") || !url.startsWith(PREFIX)) return handle(req, res);
    const original = req.url;
    req.url = url.slice(PREFIX.length - 1);
    assets(req, res, () => {
      req.url = original;
      handle(req, res);
    });
  };
}
