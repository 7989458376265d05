/**
 * src/server/layers/client-address.ts through a real HTTP server: the address the
 * sign-in rate limit sees cannot be chosen by the client unless a proxy in
 * front is trusted to set it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withClientAddress } from "./client-address";
import { getClientIp } from "@/features/auth/rate-limit";

type Seen = { forwardedFor: string | null; realIp: string | null; rateLimitKey: string };

/** A server for the describe block it is called in, started before its tests and closed after. */
function serveDuringBlock(trustProxy: boolean) {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    const app = (req: http.IncomingMessage, res: http.ServerResponse) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const seen: Seen = { forwardedFor: headers.get("x-forwarded-for"), realIp: headers.get("x-real-ip"), rateLimitKey: getClientIp(headers) };
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(seen));
    };
    server = http.createServer(withClientAddress(app, { trustProxy }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return async (headers: Record<string, string> = {}) => (await (await fetch(base, { headers })).json()) as Seen;
}

describe("facing the internet (default)", () => {
  const get = serveDuringBlock(false);

  it("replaces a client's own X-Forwarded-For and X-Real-IP with the connection's address", async () => {
    for (const spoofed of ["203.0.113.9", "198.51.100.1, 10.0.0.1"]) {
      const seen = await get({ "x-forwarded-for": spoofed, "x-real-ip": "192.0.2.55" });
      expect(seen).toEqual({ forwardedFor: "127.0.0.1", realIp: null, rateLimitKey: "127.0.0.1" });
    }
  });

  it("gives a request without the headers the same address", async () => {
    expect((await get()).rateLimitKey).toBe("127.0.0.1");
  });
});

describe("behind a trusted proxy (TRUST_PROXY=1)", () => {
  const get = serveDuringBlock(true);

  it("takes the address the nearest proxy added, not one the client put first", async () => {
    const seen = await get({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" });
    expect(seen).toEqual({ forwardedFor: "203.0.113.7", realIp: null, rateLimitKey: "203.0.113.7" });
  });

  it("falls back to X-Real-IP, then to the connection", async () => {
    expect((await get({ "x-real-ip": "198.51.100.4" })).rateLimitKey).toBe("198.51.100.4");
    expect((await get()).rateLimitKey).toBe("127.0.0.1");
  });
});
