/**
 * src/server/layers/redirects.ts through a real HTTP server, with a fake handler
 * standing for the page cache and Next.js behind it: a matching rule is
 * answered before the handler runs, 410 and 451 answer with their own page,
 * anything else passes through untouched, the rules reload when the change
 * feed names the table (and only then), and hits are counted in memory and
 * written in batches. The real database side (store.ts) is covered by
 * src/features/seo/redirects/store.integration.test.ts.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RedirectRules, cacheControlFor, withRedirects } from "./redirects";
import type { RedirectRule } from "@/features/seo/redirects/engine";
import { allowConsoleError } from "../../../tests/setup/console";

let rows: RedirectRule[] = [];
let loads = 0;
let failLoad = false;
const listeners = new Set<(table: string) => void>();
const written: { id: string; count: number; lastHitAt: Date }[][] = [];

const source = {
  async load() {
    loads++;
    if (failLoad) throw new Error("database down");
    return rows.map((row) => ({ ...row }));
  },
  onChange(listener: (table: string) => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  async recordHits(hits: { id: string; count: number; lastHitAt: Date }[]) {
    written.push(hits);
  },
};
const announce = (table: string) => listeners.forEach((listener) => listener(table));

const rules = new RedirectRules(source, { flushEveryMs: 0 });
const reached: string[] = [];
let server: http.Server;
let base = "";

function rule(id: string, fromPath: string, toPath: string | null, extra: Partial<RedirectRule> = {}): RedirectRule {
  return { id, fromPath, toPath, statusCode: 301, matchType: "exact", keepQuery: false, ...extra };
}

async function waitFor(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("timed out");
}

beforeAll(async () => {
  rows = [
    rule("11111111-1111-4111-8111-111111111111", "/old", "/new"),
    rule("22222222-2222-4222-8222-222222222222", "/temp", "https://elsewhere.example/x", { statusCode: 302, keepQuery: true }),
    rule("33333333-3333-4333-8333-333333333333", "/section", "/moved", { matchType: "prefix", statusCode: 307 }),
    rule("44444444-4444-4444-8444-444444444444", "^/p/(\\d+)$", "/profiles/$1", { matchType: "regex" }),
    rule("55555555-5555-4555-8555-555555555555", "/gone", null, { statusCode: 410 }),
    rule("66666666-6666-4666-8666-666666666666", "/blocked", null, { statusCode: 451 }),
  ];
  const handler = withRedirects(rules, (req: http.IncomingMessage, res: http.ServerResponse) => {
    reached.push(`${req.method} ${req.url}`);
    res.setHeader("content-type", "text/html");
    res.end("<p>page</p>");
  });
  server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await rules.stop();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  reached.length = 0;
});

const get = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: "manual", ...init });

describe("the redirect layer", () => {
  it("answers a matching rule before the handler, with its status, location and cache policy", async () => {
    const permanent = await get("/old?utm=1");
    expect(permanent.status).toBe(301);
    expect(permanent.headers.get("location")).toBe("/new");
    expect(permanent.headers.get("cache-control")).toBe("public, max-age=3600");

    const temporary = await get("/temp?a=1");
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get("location")).toBe("https://elsewhere.example/x?a=1");
    expect(temporary.headers.get("cache-control")).toBe("no-store");

    const prefix = await get("/section/deep/page/");
    expect(prefix.status).toBe(307);
    expect(prefix.headers.get("location")).toBe("/moved/deep/page");

    const regex = await get("/p/42");
    expect(regex.status).toBe(301);
    expect(regex.headers.get("location")).toBe("/profiles/42");

    const head = await get("/old", { method: "HEAD" });
    expect(head.status).toBe(301);
    expect(reached).toEqual([]);
  });

  it("answers 410 and 451 with a small en-GB page, a link home and no location", async () => {
    const gone = await get("/gone");
    expect(gone.status).toBe(410);
    expect(gone.headers.get("location")).toBeNull();
    expect(gone.headers.get("content-type")).toContain("text/html");
    const html = await gone.text();
    expect(html).toContain('lang="en-GB"');
    expect(html).toContain("This page has gone");
    expect(html).toContain('href="/"');

    const legal = await get("/blocked");
    expect(legal.status).toBe(451);
    expect(await legal.text()).toContain("Unavailable for legal reasons");
    expect(reached).toEqual([]);
  });

  it("passes everything else through untouched: other paths, writes, reserved paths", async () => {
    expect((await get("/models")).status).toBe(200);
    expect((await get("/older")).status).toBe(200);
    expect((await get("/old", { method: "POST" })).status).toBe(200);
    expect(reached).toEqual(["GET /models", "GET /older", "POST /old"]);
    expect(cacheControlFor(307)).toBe("no-store");
  });

  it("counts hits in memory and writes them in one batch", async () => {
    await rules.flush();
    written.length = 0;
    await get("/old");
    await get("/old");
    await get("/gone");
    expect(written).toEqual([]);
    await rules.flush();
    expect(written).toHaveLength(1);
    const byId = Object.fromEntries(written[0].map((hit) => [hit.id, hit.count]));
    expect(byId).toEqual({ "11111111-1111-4111-8111-111111111111": 2, "55555555-5555-4555-8555-555555555555": 1 });
    await rules.flush();
    expect(written).toHaveLength(1);
  });

  it("reloads the rules when the change feed names the table or '*', and not for other tables", async () => {
    const before = loads;
    announce("models");
    expect(loads).toBe(before);

    rows.push(rule("77777777-7777-4777-8777-777777777777", "/models/cached", "/models"));
    announce("redirects");
    await waitFor(async () => (await get("/models/cached")).status === 301);
    expect(loads).toBe(before + 1);

    rows = rows.filter((row) => row.fromPath !== "/old");
    announce("*");
    await waitFor(async () => (await get("/old")).status === 200);
  });

  it("keeps answering with the rules it has while the database cannot be read", async () => {
    allowConsoleError(/could not be read/);
    failLoad = true;
    const before = loads;
    announce("redirects");
    await waitFor(() => loads > before);
    const still = await get("/temp");
    expect(still.status).toBe(302);
    failLoad = false;
  });
});

describe("before the first load", () => {
  it("waits for the rules, and passes requests through while the database is down", async () => {
    allowConsoleError(/could not be read/);
    let down = true;
    let now = 1_000_000;
    const fresh = new RedirectRules(
      { load: async () => (down ? Promise.reject(new Error("down")) : [rule("88888888-8888-4888-8888-888888888888", "/x", "/y")]) },
      { flushEveryMs: 0, now: () => now },
    );
    expect(await fresh.matcher()).toBeNull();
    down = false;
    expect(await fresh.matcher()).toBeNull(); // within the retry pause: no query per request
    now += 5_000;
    expect((await fresh.matcher())?.match("/x")?.location).toBe("/y");
    await fresh.stop();
  });
});
