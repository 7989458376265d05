/**
 * Which address a request comes from, decided once at the edge of the server.
 *
 * The sign-in rate limits count failures per client address
 * (src/features/auth/rate-limit.ts reads `X-Forwarded-For`). Next.js keeps an
 * `X-Forwarded-For` the client sent itself, so without this anyone could
 * present a new address on every attempt. Here the header is replaced by one
 * trustworthy address before anything else sees the request:
 *
 * - by default (the server faces the internet): the socket's peer address;
 * - with TRUST_PROXY=1 (a reverse proxy in front): the last address in
 *   `X-Forwarded-For`, the one the nearest proxy added or set; then
 *   `X-Real-IP`; then the socket's peer.
 *
 * `X-Real-IP` is removed either way so no one reads a client-supplied value.
 */
import type { IncomingMessage } from "node:http";
import type { Handler } from "../http";

export interface ClientAddressOptions {
  /** TRUST_PROXY=1: a reverse proxy in front sets X-Forwarded-For. */
  trustProxy: boolean;
}

export function clientAddress(req: IncomingMessage, { trustProxy }: ClientAddressOptions): string {
  const peer = req.socket?.remoteAddress ?? "";
  if (!trustProxy) return peer;
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const realIp = String(req.headers["x-real-ip"] ?? "").trim();
  return forwarded.at(-1) || realIp || peer;
}

/** Wraps a request handler so it sees one `X-Forwarded-For` address it can trust. */
export function withClientAddress(handle: Handler, { trustProxy = false }: Partial<ClientAddressOptions> = {}): Handler {
  return (req, res) => {
    const address = clientAddress(req, { trustProxy });
    if (address) req.headers["x-forwarded-for"] = address;
    else delete req.headers["x-forwarded-for"];
    delete req.headers["x-real-ip"];
    return handle(req, res);
  };
}
