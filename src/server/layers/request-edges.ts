/**
 * The outermost layer of the production server (src/server/pipeline.ts): what
 * every answer must have however a request went wrong, so that nothing
 * further in (sirv, the page cache, Next.js) has to get it right on every path.
 *
 * - Every answer carries the site's security headers (src/lib/security-headers.mjs):
 *   any of them a handler did not set itself is added as the head is written,
 *   so redirects, 404s, 405s, 413s and error pages have them too. A page's
 *   own Content-Security-Policy (the proxy's, with its nonce) is never replaced.
 * - A path whose percent-escapes do not decode (`/%`, `/%E0%A4%A`, `/%FF`)
 *   is answered 400 here: Next.js and sirv would each fail on it their own way.
 * - Outside /api/, pages and their server actions take GET, HEAD, POST and
 *   OPTIONS; anything else (PUT, PATCH, DELETE, TRACE, …) is 405 here, where
 *   Next.js would render the page as if it were a GET. TRACE is 405 under
 *   /api/ too (Next.js answers it 500); other methods there are the route
 *   handlers' to refuse, which Next.js does with 405.
 * - A router request whose state header (`next-router-state-tree`) Next.js
 *   cannot parse is answered 400 here: Next.js would fail the render with a
 *   500, and such a request is never the router's own.
 * - A handler that throws or rejects gets a plain 500 instead of an unhandled
 *   rejection (which would end the process).
 * - A request Node cannot parse at all (an unknown method such as FOO, a broken
 *   request line, headers too large) never reaches a handler: Node's default
 *   answer is a bare status line, so `answerClientError` gives it the headers.
 * See docs/decisions/014-request-edges.md.
 */
import { STATUS_CODES, type IncomingHttpHeaders, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
// Next.js's own check of the router's state header, the one it applies while rendering.
import flightRouterState from "next/dist/server/app-render/parse-and-validate-flight-router-state.js";
import { SECURITY_HEADERS } from "@/lib/security-headers.mjs";
import { errorMessage, beforeWriteHead, explicitHeaderNames, pathPart, type Handler } from "../http";

/** True when the path (not the query) has percent-escapes that are not UTF-8 text. */
export function hasMalformedPath(url: string): boolean {
  try {
    decodeURIComponent(pathPart(url));
    return false;
  } catch {
    return true;
  }
}

const PAGE_METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);
const PAGE_ALLOW = "GET, HEAD, POST";

/** True when the method has no meaning for the path (see above). */
export function isRefusedMethod(method: string | undefined, url: string): boolean {
  if (method === "TRACE") return true;
  return !url.startsWith("/api/") && !PAGE_METHODS.has(method ?? "");
}

/** True when the request carries a router state header Next.js would refuse (too large, repeated, not its shape). */
export function hasMalformedRouterState(headers: IncomingHttpHeaders): boolean {
  const state = headers["next-router-state-tree"];
  if (state === undefined) return false;
  try {
    flightRouterState.parseAndValidateFlightRouterState(state);
    return false;
  } catch {
    return true;
  }
}

/** Adds, as the head is written, each security header the response does not already have. */
function withSecurityHeadersOnWrite(res: ServerResponse): void {
  beforeWriteHead(res, (explicit) => {
    const given = explicitHeaderNames(explicit);
    for (const { key, value } of SECURITY_HEADERS) {
      if (!given.has(key.toLowerCase()) && !res.hasHeader(key)) res.setHeader(key, value);
    }
  });
}

function plainAnswer(res: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders = {}): void {
  const body = `${text}\n`;
  res.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    ...headers,
  });
  res.end(body);
}

function answerFailure(res: ServerResponse, error: unknown): void {
  console.error("[server] request failed:", errorMessage(error));
  if (res.headersSent) res.destroy();
  else plainAnswer(res, 500, "Internal server error.");
}

const isPromiseLike = (value: unknown): value is Promise<unknown> => Boolean(value) && typeof (value as Promise<unknown>).catch === "function";

export function withRequestEdges(handle: Handler): Handler {
  return (req, res) => {
    withSecurityHeadersOnWrite(res);
    const url = req.url ?? "/";
    if (hasMalformedPath(url)) return plainAnswer(res, 400, "Bad request: the address has a malformed percent-encoding.");
    if (isRefusedMethod(req.method, url)) return plainAnswer(res, 405, "Method not allowed.", { allow: PAGE_ALLOW });
    if (hasMalformedRouterState(req.headers)) return plainAnswer(res, 400, "Bad request: the router state header is malformed.");
    try {
      const result = handle(req, res);
      if (isPromiseLike(result)) result.catch((error) => answerFailure(res, error));
    } catch (error) {
      answerFailure(res, error);
    }
  };
}

/** For `server.on("clientError", …)`: Node's parser refused the request before any handler saw it. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // Nothing to answer on a connection that is gone (Node's documented pattern).
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const body = `${STATUS_CODES[status]}.\n`;
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...SECURITY_HEADERS.map(({ key, value }) => `${key}: ${value}`),
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "Connection: close",
  ];
  socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
}
