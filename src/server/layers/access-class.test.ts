/**
 * The access-class layer (src/server/layers/access-class.ts) in front of the page
 * cache, driven through a real http server: the session is checked on every
 * request (remembered until an account table changes or a boundary passes),
 * the page is rendered for the class and never sees the cookie, one copy is
 * kept per class, and staff pass through as themselves, uncached.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accessClassFromHeaders, classHeaderSecret } from "@/features/access/access-class-store";
import { accountEpoch, cacheEpoch, handleChangeNotification } from "@/lib/cache";
import { sessionCookie, withoutSessionCookies } from "../session-cookie";
import { ACCESS_CLASS_HEADER, AccessClassMemory, withAccessClass } from "./access-class";
import { PageCache, withPageCache } from "./page-cache";

type Resolved = { accessClass: string; validUntil: number };

/** Sessions the fake store knows: cookie value → class. */
const sessions = new Map<string, Resolved>();
let asked = 0;
const store = {
  async resolveAccessClass(cookieHeader: string): Promise<Resolved> {
    asked++;
    const value = cookieHeader.split("=").slice(1).join("=");
    return sessions.get(value) ?? { accessClass: "visitor", validUntil: Date.now() + 60_000 };
  },
};

/** The layer's clock, moved by hand: a boundary passes when a test says so, not when a busy machine is slow. */
let clock = Date.now();

let renders = 0;
/** What the app saw of each request, by render number. */
const seen: Array<{ cookie: string | undefined; accessClass: string | null }> = [];
let server: http.Server;
let base = "";

beforeAll(async () => {
  const app = (req: http.IncomingMessage, res: http.ServerResponse) => {
    renders++;
    const accessClass = accessClassFromHeaders(new Headers(req.headers as Record<string, string>));
    seen.push({ cookie: req.headers.cookie, accessClass });
    const rsc = req.headers.rsc === "1";
    res.setHeader("content-type", rsc ? "text/x-component" : "text/html; charset=utf-8");
    res.end(`${rsc ? "rsc" : "<p>"} render ${renders} of ${req.url} for ${accessClass ?? (req.headers.cookie ? "a person" : "nobody")}`);
  };
  server = http.createServer(withAccessClass(new AccessClassMemory(store, { accountEpoch, now: () => clock }), withPageCache(new PageCache({ epoch: cacheEpoch }), app), { secret: classHeaderSecret() }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  sessions.clear();
  sessions.set("m1.sig", { accessClass: "member", validUntil: Number.POSITIVE_INFINITY });
  sessions.set("m2.sig", { accessClass: "member", validUntil: Number.POSITIVE_INFINITY });
  sessions.set("s1.sig", { accessClass: "subscriber", validUntil: Number.POSITIVE_INFINITY });
  sessions.set("a1.sig", { accessClass: "staff", validUntil: Number.POSITIVE_INFINITY });
  // The sessions were just (re)written: as their notification would.
  handleChangeNotification("sessions");
});

async function get(path: string, session?: string, headers: Record<string, string> = {}) {
  const cookie = session ? `theme=dark; velvet.session_token=${session}` : undefined;
  const response = await fetch(base + path, { headers: { "user-agent": "test-agent", ...(cookie ? { cookie } : {}), ...headers } });
  return { body: await response.text(), cache: response.headers.get("x-velvet-cache") };
}

describe("the access-class layer", () => {
  it("renders a member's page for the class, without the session cookie, and shares it with the class", async () => {
    const first = await get("/shared-by-members", "m1.sig");
    const second = await get("/shared-by-members", "m2.sig");
    expect(first.body).toContain("for member");
    expect(first.cache).toBe("miss");
    expect(second).toEqual({ body: first.body, cache: "hit" });
    const rendered = seen[seen.length - 1];
    expect(rendered.cookie).toBe("theme=dark");
    expect(rendered.accessClass).toBe("member");
  });

  it("keeps one copy per class: a subscriber, a visitor and a member never get each other's", async () => {
    const member = await get("/per-class", "m1.sig");
    const subscriber = await get("/per-class", "s1.sig");
    const visitor = await get("/per-class");
    expect(new Set([member.body, subscriber.body, visitor.body]).size).toBe(3);
    expect(subscriber.body).toContain("for subscriber");
    expect(visitor.body).toContain("for nobody");
    expect((await get("/per-class", "s1.sig")).body).toBe(subscriber.body);
    expect((await get("/per-class")).body).toBe(visitor.body);
  });

  it("caches the router's requests per class and router state, apart from the document", async () => {
    const page = await get("/router", "m1.sig");
    const navigation = await get("/router?_rsc=abc", "m1.sig", { rsc: "1", "next-router-state-tree": "%5B%22%22%5D" });
    const again = await get("/router?_rsc=abc", "m2.sig", { rsc: "1", "next-router-state-tree": "%5B%22%22%5D" });
    const otherState = await get("/router?_rsc=abc", "m1.sig", { rsc: "1", "next-router-state-tree": "%5B%22other%22%5D" });
    const subscriber = await get("/router?_rsc=abc", "s1.sig", { rsc: "1", "next-router-state-tree": "%5B%22%22%5D" });
    expect(navigation.body).toMatch(/^rsc .* for member$/);
    expect(navigation.body).not.toBe(page.body);
    expect(again).toEqual({ body: navigation.body, cache: "hit" });
    expect(otherState.cache).toBe("miss");
    expect(subscriber.body).toContain("for subscriber");
  });

  it("lets staff through as themselves, cookie and all, never cached", async () => {
    const first = await get("/staff-page", "a1.sig");
    const second = await get("/staff-page", "a1.sig");
    expect(first.cache).toBeNull();
    expect(second.body).not.toBe(first.body);
    expect(seen[seen.length - 1]).toEqual({ cookie: "theme=dark; velvet.session_token=a1.sig", accessClass: null });
  });

  it("asks the app once per session while nothing changes, and again after any account change", async () => {
    await get("/asked", "m1.sig");
    const before = asked;
    await get("/asked-2", "m1.sig");
    await get("/asked-3", "m1.sig");
    expect(asked).toBe(before);
    // The account is rejected: the account tables' notification arrives.
    sessions.set("m1.sig", { accessClass: "rejected", validUntil: Number.POSITIVE_INFINITY });
    handleChangeNotification("users");
    const after = await get("/asked", "m1.sig");
    expect(asked).toBe(before + 1);
    expect(after.body).toContain("for rejected");
  });

  it("asks again once the session's (or membership's, or subscription's) end has passed", async () => {
    sessions.set("short.sig", { accessClass: "subscriber", validUntil: clock + 150 });
    expect((await get("/ends", "short.sig")).body).toContain("for subscriber");
    sessions.set("short.sig", { accessClass: "visitor", validUntil: Number.POSITIVE_INFINITY });
    clock += 149;
    expect((await get("/ends", "short.sig")).body).toContain("for subscriber");
    clock += 1;
    expect((await get("/ends", "short.sig")).body).toContain("for visitor");
  });

  it("never trusts a class header sent from outside", async () => {
    const forged = await get("/forged", undefined, { [ACCESS_CLASS_HEADER]: "subscriber guessed-secret" });
    expect(forged.body).toContain("for nobody");
    const withRealName = await get("/forged-2", undefined, { [ACCESS_CLASS_HEADER]: "subscriber" });
    expect(withRealName.body).toContain("for nobody");
  });

  it("leaves the API, auth, account and admin to see the person", async () => {
    for (const path of ["/api/favourites", "/account", "/account/favourites", "/account?tab=security", "/auth", "/auth?next=%2F", "/admin", "/admin/users"]) {
      await get(path, "m1.sig");
      expect(seen[seen.length - 1], path).toEqual({ cookie: "theme=dark; velvet.session_token=m1.sig", accessClass: null });
    }
    // A public page whose address merely starts like one of them is classified.
    await get("/accountants-escorts", "m1.sig");
    expect(seen[seen.length - 1].accessClass).toBe("member");
  });
});

describe("the class header", () => {
  it("is believed only with this process's secret", () => {
    const secret = classHeaderSecret();
    expect(accessClassFromHeaders(new Headers({ [ACCESS_CLASS_HEADER]: `member ${secret}` }))).toBe("member");
    expect(accessClassFromHeaders(new Headers({ [ACCESS_CLASS_HEADER]: `member ${secret}x` }))).toBeNull();
    expect(accessClassFromHeaders(new Headers({ [ACCESS_CLASS_HEADER]: `staff ${secret}` }))).toBeNull();
    expect(accessClassFromHeaders(new Headers({ [ACCESS_CLASS_HEADER]: `member` }))).toBeNull();
  });

  it("reads and removes better-auth's cookies only", () => {
    expect(sessionCookie("a=1; __Secure-velvet.session_token=t.s; b=2")).toBe("__Secure-velvet.session_token=t.s");
    expect(sessionCookie("velvet.session_token=")).toBeNull();
    expect(withoutSessionCookies("a=1; velvet.session_token=t.s; velvet.session_data=x; b=2")).toBe("a=1; b=2");
    expect(withoutSessionCookies("velvet.session_token=t.s")).toBeNull();
  });
});
