/**
 * The import corpus (issue 23): every address that must not be reached is
 * aimed at a local "trap" listener that counts connections, and the trap
 * must see none. A second listener on 127.0.0.2 stands for an outside
 * server: only the tests that say so allow it, through an injected policy.
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isPublicUnicast } from "./address-policy";
import type { Resolver } from "./checked-lookup";
import { fetchPublicImage, IMPORT_USER_AGENT, type ImportDependencies } from "./fetch-public-image";

const MB = 1024 * 1024;
const OUTSIDE_HOST = "127.0.0.2";
/** The production rule, plus the one test listener that plays an outside server. */
const allowOutside = (address: string) => address === OUTSIDE_HOST || isPublicUnicast(address);

let trapConnections = 0;
let trapPort = 0;
const traps: http.Server[] = [];

const outsideHits: Record<string, number> = {};
const outsideHeaders: http.IncomingHttpHeaders[] = [];
const hugeBody = { written: 0, finished: false };
let outsidePort = 0;
let outside: http.Server;
let png: Buffer;

function listen(server: http.Server, host: string, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

function trapServer(): http.Server {
  const server = http.createServer((_request, response) => response.end("reached"));
  server.on("connection", () => trapConnections++);
  return server;
}

async function writeHugeBody(response: ServerResponse) {
  response.writeHead(200, { "content-type": "image/png" });
  const chunk = Buffer.alloc(MB, 0x89);
  response.on("close", () => {
    hugeBody.finished = response.writableFinished;
  });
  const drained = () => new Promise((resolve) => response.once("drain", resolve));
  response.once("close", () => response.emit("drain"));
  for (let i = 0; i < 64 && !response.destroyed; i++) {
    hugeBody.written += chunk.length;
    if (!response.write(chunk)) await drained();
  }
  response.end();
}

/** The outside server's pages. */
const ROUTES: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
  "/image.png": (_request, response) => response.writeHead(200, { "content-type": "text/plain" }).end(png),
  "/photo.jpg": (_request, response) => response.writeHead(200, { "content-type": "image/jpeg" }).end("<!doctype html><html><body>not an image</body></html>"),
  "/missing.png": (_request, response) => response.writeHead(404).end("not found"),
  "/huge.png": (_request, response) => void writeHugeBody(response),
  "/declared-huge.png": (_request, response) => response.writeHead(200, { "content-length": String(20 * MB) }).write(png),
  "/silent.png": () => undefined,
  "/drip.png": (_request, response) => {
    response.writeHead(200, { "content-type": "image/png" });
    const timer = setInterval(() => response.write(Buffer.from([0])), 50);
    response.on("close", () => clearInterval(timer));
  },
  "/loop": (_request, response) => response.writeHead(302, { location: "/loop" }).end(),
  "/to-image": (_request, response) => response.writeHead(301, { location: "/image.png" }).end(),
  "/to-trap": (_request, response) => response.writeHead(302, { location: `http://127.0.0.1:${trapPort}/image.png` }).end(),
  "/to-private-name": (_request, response) => response.writeHead(307, { location: `http://intranet.example.test:${trapPort}/image.png` }).end(),
  "/to-file": (_request, response) => response.writeHead(302, { location: "file:///etc/passwd" }).end(),
};

beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c03" } }).png().toBuffer();
  const trap = trapServer();
  traps.push(trap);
  trapPort = await listen(trap, "127.0.0.1");
  // The same port on ::1, where the machine has IPv6 loopback.
  const trap6 = trapServer();
  await listen(trap6, "::1", trapPort).then(
    () => traps.push(trap6),
    () => undefined,
  );
  outside = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://outside").pathname;
    outsideHits[path] = (outsideHits[path] ?? 0) + 1;
    outsideHeaders.push(request.headers);
    (ROUTES[path] ?? ((_q, r) => r.writeHead(404).end()))(request, response);
  });
  outsidePort = await listen(outside, OUTSIDE_HOST);
});

afterEach(() => {
  expect(trapConnections).toBe(0);
});

afterAll(async () => {
  outside.closeAllConnections();
  await Promise.all([outside, ...traps].map((server) => new Promise((resolve) => server.close(resolve))));
});

const outsideAddress = (path: string) => `http://${OUTSIDE_HOST}:${outsidePort}${path}`;
const fetchOutside = (path: string, dependencies: Partial<ImportDependencies> = {}) =>
  fetchPublicImage(outsideAddress(path), { isAllowed: allowOutside, ...dependencies });
const resolvingTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("addresses that must never be connected to (production rule)", () => {
  const literal = (host: string) => `http://${host}:${trapPort}/image.png`;
  it.each([
    "127.0.0.1",
    "127.1",
    "2130706433",
    "0x7f000001",
    "0177.0.0.1",
    "localhost",
    "[::1]",
    "[::ffff:127.0.0.1]",
    "[::ffff:7f00:1]",
    "0.0.0.0",
    "[::]",
    "10.0.0.1",
    "10.255.255.254",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.0.1",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.254",
    "198.18.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "[fc00::1]",
    "[fd12:3456:789a::1]",
    "[fe80::1]",
    "[::7f00:1]",
    "[64:ff9b::7f00:1]",
    "[2002:7f00:1::1]",
    "[2001:0:4136:e378:8000:63bf:80ff:fffe]",
  ])("refuses %s", async (host) => {
    expect(await fetchPublicImage(literal(host))).toEqual({ ok: false, code: "private_address" });
  });

  it("has a trap that would count a connection the rule let through", async () => {
    const result = await fetchPublicImage(literal("127.0.0.1"), { isAllowed: () => true });
    expect(result).toEqual({ ok: false, code: "not_image" });
    expect(trapConnections).toBe(1);
    trapConnections = 0;
  });

  it("refuses a public-looking name that resolves to a private address", async () => {
    const result = await fetchPublicImage(`http://images.example.test:${trapPort}/a.png`, { resolve: resolvingTo("127.0.0.1") });
    expect(result).toEqual({ ok: false, code: "private_address" });
  });

  it("refuses a name that resolves to one public and one private address", async () => {
    const result = await fetchPublicImage(`http://cdn.example.test:${trapPort}/a.png`, { resolve: resolvingTo("93.184.216.34", "127.0.0.1") });
    expect(result).toEqual({ ok: false, code: "private_address" });
  });

  it("refuses a name that does not resolve", async () => {
    const failing: Resolver = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    expect(await fetchPublicImage("http://nowhere.example.test/a.png", { resolve: failing })).toEqual({ ok: false, code: "dns_failed" });
    expect(await fetchPublicImage("http://empty.example.test/a.png", { resolve: resolvingTo() })).toEqual({ ok: false, code: "dns_failed" });
  });

  it.each(["ftp://example.com/a.png", "file:///etc/passwd", "data:image/png;base64,iVBORw0KGgo=", "javascript:alert(1)", "not an address", ""])(
    "refuses %s as not http",
    async (address) => {
      expect(await fetchPublicImage(address)).toEqual({ ok: false, code: "not_http" });
    },
  );

  it("refuses credentials in the address before connecting", async () => {
    const before = outsideHits["/image.png"] ?? 0;
    const address = `http://user:secret@${OUTSIDE_HOST}:${outsidePort}/image.png`;
    expect(await fetchPublicImage(address, { isAllowed: allowOutside })).toEqual({ ok: false, code: "credentials" });
    expect(await fetchPublicImage(`http://user@${OUTSIDE_HOST}:${outsidePort}/image.png`, { isAllowed: allowOutside })).toEqual({ ok: false, code: "credentials" });
    expect(outsideHits["/image.png"] ?? 0).toBe(before);
  });
});

describe("redirects", () => {
  it("follows a redirect to an image, checking it again", async () => {
    const result = await fetchOutside("/to-image");
    expect(result).toMatchObject({ ok: true, mime: "image/png", fileName: "image.png" });
  });

  it("refuses a redirect to a private address", async () => {
    expect(await fetchOutside("/to-trap")).toEqual({ ok: false, code: "private_address" });
  });

  it("refuses a redirect to a name that resolves to a private address", async () => {
    const resolve: Resolver = async (hostname) => [{ address: hostname === "intranet.example.test" ? "127.0.0.1" : OUTSIDE_HOST, family: 4 }];
    expect(await fetchOutside("/to-private-name", { resolve })).toEqual({ ok: false, code: "private_address" });
  });

  it("refuses a redirect away from http", async () => {
    expect(await fetchOutside("/to-file")).toEqual({ ok: false, code: "not_http" });
  });

  it("stops an endless redirect after three", async () => {
    const before = outsideHits["/loop"] ?? 0;
    expect(await fetchOutside("/loop")).toEqual({ ok: false, code: "too_many_redirects" });
    expect((outsideHits["/loop"] ?? 0) - before).toBe(4);
  });
});

describe("what comes back", () => {
  it("fetches an image, decided by its bytes, with only a fixed user agent", async () => {
    const result = await fetchOutside("/image.png");
    expect(result).toMatchObject({ ok: true, mime: "image/png", fileName: "image.png", address: outsideAddress("/image.png") });
    expect(result.ok && result.data.equals(png)).toBe(true);
    const headers = outsideHeaders.at(-1)!;
    expect(headers["user-agent"]).toBe(IMPORT_USER_AGENT);
    expect(headers).not.toHaveProperty("cookie");
    expect(headers).not.toHaveProperty("authorization");
  });

  it("connects only to the address it checked, resolving once per connection (no DNS rebinding)", async () => {
    let calls = 0;
    const rebinding: Resolver = async () => [{ address: calls++ === 0 ? OUTSIDE_HOST : "127.0.0.1", family: 4 }];
    const result = await fetchPublicImage(`http://rebinding.example.test:${outsidePort}/image.png`, { resolve: rebinding, isAllowed: allowOutside });
    expect(result).toMatchObject({ ok: true, mime: "image/png" });
    expect(calls).toBe(1);
  });

  it("refuses an HTML page named .jpg served as image/jpeg", async () => {
    expect(await fetchOutside("/photo.jpg")).toEqual({ ok: false, code: "not_image" });
  });

  it("refuses a 404 with its status", async () => {
    expect(await fetchOutside("/missing.png")).toEqual({ ok: false, code: "http_error", status: 404 });
  });

  it("stops reading a huge body at 10 MB", async () => {
    expect(await fetchOutside("/huge.png")).toEqual({ ok: false, code: "too_large" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hugeBody.finished).toBe(false);
    expect(hugeBody.written).toBeLessThan(24 * MB);
  });

  it("refuses a declared length over 10 MB before reading", async () => {
    expect(await fetchOutside("/declared-huge.png")).toEqual({ ok: false, code: "too_large" });
  });

  it("gives up on a server that does not answer", async () => {
    expect(await fetchOutside("/silent.png", { limits: { firstByteMs: 150 } })).toEqual({ ok: false, code: "timeout" });
  });

  it("gives up on a body that takes longer than the whole import may", async () => {
    expect(await fetchOutside("/drip.png", { limits: { totalMs: 300 } })).toEqual({ ok: false, code: "timeout" });
  });

  it("says when nothing listens", async () => {
    const closed = http.createServer();
    const port = await listen(closed, OUTSIDE_HOST);
    await new Promise((resolve) => closed.close(resolve));
    const result = await fetchPublicImage(`http://${OUTSIDE_HOST}:${port}/a.png`, { isAllowed: allowOutside });
    expect(result).toEqual({ ok: false, code: "connection_failed" });
  });
});
