/**
 * The image proxy route against a real database (the flags) and real
 * sockets. Two listeners count their connections: one on 127.0.0.2 plays an
 * outside web server (the import's address rule is widened for it alone,
 * tests/setup/outside-image-host.ts), one on 127.0.0.1 stands for the
 * server's own network, which the rule refuses. An address the server did not
 * sign, or a private one, must reach neither.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { siteSettings } from "@/db/schema";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { clearTagsLocally } from "@/lib/cache";
import { startOutsideHost } from "../../../../tests/setup/outside-image-host";
import { useTestDatabase } from "../../../../tests/setup/test-db";

const { GET } = await import("@/app/api/images/external/route");
const { proxyAddressFor, IMAGE_PROXY_PATH } = await import("./signature");

const { db } = await useTestDatabase();
await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS }).onConflictDoNothing();

let photo: Buffer;
let outside: Awaited<ReturnType<typeof startOutsideHost>>;
let outsideRequests = 0;
let privateServer: http.Server;
let privatePort = 0;
let privateConnections = 0;

beforeAll(async () => {
  photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#3a6ea5" } }).jpeg().toBuffer();
  outside = await startOutsideHost((request, response) => {
    outsideRequests++;
    if (request.url?.startsWith("/sea.jpg")) response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    else if (request.url === "/down.jpg") response.writeHead(500).end();
    else response.writeHead(404).end();
  });
  privateServer = http.createServer((_request, response) => response.writeHead(200, { "content-type": "image/jpeg" }).end(photo));
  privateServer.on("connection", () => privateConnections++);
  await new Promise<void>((resolve) => privateServer.listen(0, "127.0.0.1", resolve));
  privatePort = (privateServer.address() as AddressInfo).port;
});

afterAll(async () => {
  await outside.close();
  await new Promise((resolve) => privateServer.close(resolve));
});

async function setProxy(enableImageProxy: boolean) {
  await db.update(siteSettings).set({ featureFlags: { enableImageProxy } });
  clearTagsLocally(["site_settings"]); // what the change notification does in a running server
}

beforeEach(async () => {
  outsideRequests = 0;
  privateConnections = 0;
  await setProxy(true);
});

const get = (pathAndQuery: string) => GET(new Request(`http://site.test${pathAndQuery}`));

describe("GET /api/images/external", () => {
  it("sends a signed outside image from our origin, with cache headers, and fetches it once", async () => {
    const address = outside.address("/sea.jpg?v=1");
    const first = await get(proxyAddressFor(address));
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
    expect(first.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await first.arrayBuffer()).equals(photo)).toBe(true);

    const second = await get(proxyAddressFor(address));
    expect(second.status).toBe(200);
    expect(outsideRequests).toBe(1); // the second answer came from the memory cache
  });

  it("refuses an address the server did not sign, and connects to nothing", async () => {
    const address = outside.address("/sea.jpg?v=unsigned");
    const signed = new URL(proxyAddressFor(outside.address("/sea.jpg?v=other")), "http://site.test");
    for (const query of [`?u=${encodeURIComponent(address)}`, `?u=${encodeURIComponent(address)}&s=${signed.searchParams.get("s")}`, "", "?s=abc"]) {
      const response = await get(`${IMAGE_PROXY_PATH}${query}`);
      expect(response.status).toBe(404);
    }
    expect(outsideRequests).toBe(0);
  });

  it("refuses a private address even when signed (the import's rule), with 0 connections to it", async () => {
    for (const address of [`http://127.0.0.1:${privatePort}/a.jpg`, `http://localhost:${privatePort}/a.jpg`, `http://[::ffff:127.0.0.1]:${privatePort}/a.jpg`]) {
      const response = await get(proxyAddressFor(address));
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("image/svg+xml"); // the placeholder, so the page shows it
    }
    expect(privateConnections).toBe(0);
  });

  it("answers 502 with the placeholder when the outside host fails", async () => {
    const response = await get(proxyAddressFor(outside.address("/down.jpg")));
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect((await response.text()).startsWith("<svg")).toBe(true);
  });

  it("fetches nothing while System Settings has the proxy off", async () => {
    await setProxy(false);
    const response = await get(proxyAddressFor(outside.address("/sea.jpg?v=off")));
    expect(response.status).toBe(404);
    expect(outsideRequests).toBe(0);
  });
});
