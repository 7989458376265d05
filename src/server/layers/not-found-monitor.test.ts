/**
 * src/server/layers/not-found-monitor.ts through a real HTTP server, with a fake
 * handler standing for Next.js behind it: a public 404 is counted per path
 * (query string dropped, referrer reduced to its host), a 200, a 410 or a
 * redirect is not, reserved paths and files are not watched, the pending
 * paths are capped with the rest counted as dropped, and a failed write
 * keeps the counts. The database side (store.ts) is covered by
 * src/features/seo/not-found/store.integration.test.ts.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  MAX_PATH_LENGTH,
  NotFoundMonitor,
  isMonitoredRequest,
  notFoundPathOf,
  referrerHostOf,
  withNotFoundMonitor,
} from "./not-found-monitor";
import { allowConsoleError } from "../../../tests/setup/console";

interface Count {
  path: string;
  hits: number;
  referrerHost: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

const written: { batch: Count[]; maxRows: number }[] = [];
let failWrite = false;
const store = {
  async recordNotFound(batch: Count[], { maxRows }: { maxRows: number }) {
    if (failWrite) throw new Error("database down");
    written.push({ batch: batch.map((entry) => ({ ...entry })), maxRows });
  },
};

let monitor = new NotFoundMonitor(store, { flushEveryMs: 0 });
let server: http.Server;
let base = "";

/** Stands for Next.js and the redirect layer: the path decides the status. */
function fakeApp(req: http.IncomingMessage, res: http.ServerResponse) {
  const path = (req.url ?? "/").split("?")[0];
  if (path === "/exists") res.statusCode = 200;
  else if (path === "/gone") res.statusCode = 410;
  else if (path === "/moved") {
    res.statusCode = 301;
    res.setHeader("location", "/exists");
  } else res.statusCode = 404;
  res.end("body");
}

beforeAll(async () => {
  const handler = withNotFoundMonitor({ record: (path: string, host: string) => monitor.record(path, host) }, fakeApp);
  server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await monitor.stop();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  monitor = new NotFoundMonitor(store, { flushEveryMs: 0 });
  written.length = 0;
  failWrite = false;
});

const get = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${base}${path}`, { redirect: "manual", ...init });
  await response.arrayBuffer();
  // The count is taken on the response's "finish", which may land a tick after the client has it.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return response;
};

describe("the 404 monitor layer", () => {
  it("counts a public 404 per path, without its query string, with the referrer's host only", async () => {
    await get("/missing-page?utm_source=x&token=secret");
    await get("/missing-page", { headers: { referer: "https://Blog.Example.org/post/42?ref=1" } });
    await get("/missing-page#part", { method: "HEAD" });
    expect(monitor.pending).toEqual([expect.objectContaining({ path: "/missing-page", hits: 3, referrerHost: "blog.example.org" })]);
  });

  it("does not count a 200, a 410 or a redirect", async () => {
    const answers = [await get("/exists"), await get("/gone"), await get("/moved")];
    expect(answers.map((response) => response.status)).toEqual([200, 410, 301]);
    expect(monitor.pending).toEqual([]);
  });

  it("leaves out other methods, reserved paths and static files", async () => {
    await get("/missing-post", { method: "POST" });
    await get("/admin/nothing");
    await get("/api/nothing");
    await get("/_next/static/chunk.js");
    await get("/auth/nothing");
    await get("/images/missing.png");
    expect(monitor.pending).toEqual([]);
    expect(isMonitoredRequest({ method: "GET", url: "/wp-login.php" })).toBe(true);
  });

  it("keeps the path as sent, cut at the limit", () => {
    expect(notFoundPathOf("/caf%C3%A9?x=1")).toBe("/caf%C3%A9");
    expect(notFoundPathOf(`/${"a".repeat(2000)}`)).toHaveLength(MAX_PATH_LENGTH);
    expect(referrerHostOf("not a url")).toBe("");
    expect(referrerHostOf("javascript:alert(1)")).toBe("");
    expect(referrerHostOf(undefined)).toBe("");
  });
});

describe("NotFoundMonitor", () => {
  it("writes the counts in one call, with first and last seen, then starts again", async () => {
    let now = Date.parse("2026-01-01T10:00:00Z");
    const timed = new NotFoundMonitor(store, { flushEveryMs: 0, now: () => now, maxStored: 123 });
    timed.record("/a", "");
    now += 60_000;
    timed.record("/a", "search.example");
    timed.record("/b", "");
    await timed.flush();
    expect(written).toHaveLength(1);
    expect(written[0].maxRows).toBe(123);
    expect(written[0].batch).toEqual([
      { path: "/a", hits: 2, referrerHost: "search.example", firstSeenAt: new Date("2026-01-01T10:00:00Z"), lastSeenAt: new Date("2026-01-01T10:01:00Z") },
      { path: "/b", hits: 1, referrerHost: "", firstSeenAt: new Date("2026-01-01T10:01:00Z"), lastSeenAt: new Date("2026-01-01T10:01:00Z") },
    ]);
    expect(timed.pending).toEqual([]);
    await timed.flush();
    expect(written).toHaveLength(1);
  });

  it("caps the new paths pending between flushes, counts the dropped ones, and keeps counting known paths", async () => {
    const capped = new NotFoundMonitor(store, { flushEveryMs: 0, maxPending: 3 });
    for (let i = 0; i < 10; i++) capped.record(`/random-${i}`, "");
    capped.record("/random-0", "");
    expect(capped.pending.map((entry: Count) => [entry.path, entry.hits])).toEqual([
      ["/random-0", 2],
      ["/random-1", 1],
      ["/random-2", 1],
    ]);
    expect(capped.dropped).toBe(7);
    await capped.flush();
    capped.record("/random-9", "");
    expect(capped.pending.map((entry: Count) => entry.path)).toEqual(["/random-9"]);
  });

  it("keeps the counts after a failed write and adds them to the next one", async () => {
    allowConsoleError(/could not be written/);
    monitor.record("/lost", "");
    failWrite = true;
    await monitor.flush();
    expect(written).toHaveLength(0);
    monitor.record("/lost", "news.example");
    failWrite = false;
    await monitor.stop();
    expect(written).toHaveLength(1);
    expect(written[0].batch).toEqual([expect.objectContaining({ path: "/lost", hits: 2, referrerHost: "news.example" })]);
  });

  it("never lets a failure reach the response", async () => {
    allowConsoleError(/could not be counted/);
    const broken = withNotFoundMonitor(
      {
        record() {
          throw new Error("boom");
        },
      },
      fakeApp,
    );
    const local = http.createServer((req, res) => void broken(req, res));
    await new Promise<void>((resolve) => local.listen(0, "127.0.0.1", resolve));
    const response = await fetch(`http://127.0.0.1:${(local.address() as AddressInfo).port}/missing`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("body");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => local.close(resolve));
  });
});
