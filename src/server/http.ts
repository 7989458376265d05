/**
 * The small kit every layer of the server is written with: the handler
 * shape, and reading or changing a response's head as it is written.
 */
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";

/** A request handler: Next.js's, or a layer wrapped around the next one. It may return a promise. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Headers as handed to writeHead: an object, or a flat [name, value, name, value, …] list. */
export type ExplicitHeaders = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

type WriteHead = (this: ServerResponse, ...args: unknown[]) => ServerResponse;

/**
 * Calls `beforeHead` with the headers given to writeHead, just before the
 * head goes out. Node also calls writeHead for a head sent implicitly by the
 * first write, so this sees every answer, however it was written.
 */
export function beforeWriteHead(res: ServerResponse, beforeHead: (explicit: ExplicitHeaders) => void): void {
  const writeHead = res.writeHead as unknown as WriteHead;
  const patched: WriteHead = function (this: ServerResponse, ...args: unknown[]) {
    const [, reasonOrHeaders, maybeHeaders] = args;
    beforeHead((typeof reasonOrHeaders === "string" ? maybeHeaders : reasonOrHeaders) as ExplicitHeaders);
    return writeHead.apply(this, args);
  };
  res.writeHead = patched as unknown as ServerResponse["writeHead"];
}

/** Lower-cased names in the headers given to writeHead. */
export function explicitHeaderNames(headers: ExplicitHeaders): Set<string> {
  if (!headers) return new Set();
  if (Array.isArray(headers)) return new Set(headers.filter((_, i) => i % 2 === 0).map((name) => String(name).toLowerCase()));
  return new Set(Object.keys(headers).map((name) => name.toLowerCase()));
}

/** The value of one header (any case) among those given to writeHead, which getHeader does not see. */
export function explicitHeader(headers: ExplicitHeaders, name: string): OutgoingHttpHeader | undefined {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return headers[i + 1];
    return undefined;
  }
  if (!headers || typeof headers !== "object") return undefined;
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

/** A request header's first value (Node gives a list for some repeated headers). */
export function firstHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A URL's path: what comes before its query string or fragment, as sent (not decoded). */
export function pathPart(url: string): string {
  return url.split(/[?#]/, 1)[0];
}

/** Whether a request only reads: the methods the redirect, 404, cache and class layers look at. */
export function isRead(req: IncomingMessage): boolean {
  return req.method === "GET" || req.method === "HEAD";
}

/** The longest host name DNS allows. */
export const MAX_HOST_LENGTH = 253;

/** The lower-cased host of an http(s) URL such as a Referer, cut to `maxLength`; "" when there is none. */
export function httpHostOf(value: string | undefined, maxLength = MAX_HOST_LENGTH): string {
  if (!value) return "";
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    return url.hostname.toLowerCase().slice(0, maxLength);
  } catch {
    return "";
  }
}

/** What to log of a failure: its message, or the thing thrown when it has none. */
export function errorMessage(error: unknown): unknown {
  return (error as { message?: unknown } | null)?.message ?? error;
}
