/**
 * src/server/layers/account-change.ts: an answer that changes the browser's
 * session token (sign-in, sign-out) carries Clear-Site-Data; one that leaves
 * it as it was (a visit, a refreshed session) does not. Through a real HTTP
 * server, with the cookies set the ways Next.js and Node allow.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changesSession, CLEAR_SITE_DATA, sessionTokenSetBy, withSiteDataClearedOnAccountChange } from "./account-change";

const SIGNED_IN = "velvet.session_token=tok1.sig1; Path=/; HttpOnly; SameSite=Lax";
const SIGNED_OUT = "velvet.session_token=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax";

describe("sessionTokenSetBy", () => {
  it("reads the token a line leaves: the value, empty when it expires the cookie, null for another cookie", () => {
    expect(sessionTokenSetBy(SIGNED_IN)).toBe("tok1.sig1");
    expect(sessionTokenSetBy(`__Secure-${SIGNED_IN}; Secure`)).toBe("tok1.sig1");
    expect(sessionTokenSetBy(SIGNED_OUT)).toBe("");
    expect(sessionTokenSetBy("velvet.session_token=tok1.sig1; Max-Age=0")).toBe("");
    expect(sessionTokenSetBy("velvet.session_token=tok1.sig1; Expires=Thu, 01 Jan 1970 00:00:00 GMT")).toBe("");
    expect(sessionTokenSetBy("velvet.session_data=abc; Path=/")).toBeNull();
    expect(sessionTokenSetBy("theme=dark")).toBeNull();
  });
});

describe("changesSession", () => {
  it("is true for a sign-in, a sign-out and a new session in place of another", () => {
    expect(changesSession(null, [SIGNED_IN])).toBe(true);
    expect(changesSession("tok1.sig1", [SIGNED_OUT])).toBe(true);
    expect(changesSession("tok0.sig0", [SIGNED_IN])).toBe(true);
  });

  it("is false when the token stays: no session cookie set, the same one set again, a visitor told to forget none", () => {
    expect(changesSession("tok1.sig1", [])).toBe(false);
    expect(changesSession("tok1.sig1", ["velvet.session_data=abc; Path=/"])).toBe(false);
    expect(changesSession("tok1.sig1", [SIGNED_IN])).toBe(false);
    expect(changesSession(null, [SIGNED_OUT])).toBe(false);
  });
});

describe("withSiteDataClearedOnAccountChange", () => {
  let server: http.Server;
  let base = "";

  beforeAll(async () => {
    const app = (req: http.IncomingMessage, res: http.ServerResponse) => {
      const url = req.url ?? "/";
      if (url === "/sign-in") res.setHeader("set-cookie", [SIGNED_IN, "velvet.session_data=x; Path=/"]);
      if (url === "/sign-out") {
        // As the sign-out route answers: a 303 with the cookies expired, given to writeHead.
        res.writeHead(303, { location: "/", "set-cookie": [SIGNED_OUT] });
        res.end();
        return;
      }
      res.end("ok");
    };
    server = http.createServer(withSiteDataClearedOnAccountChange(app));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const clearSiteData = async (path: string, cookie?: string) =>
    (await fetch(base + path, { redirect: "manual", headers: cookie ? { cookie } : {} })).headers.get("clear-site-data");

  it("clears the cache and storage when signing in and when signing out (a redirect)", async () => {
    expect(await clearSiteData("/sign-in")).toBe(CLEAR_SITE_DATA);
    expect(await clearSiteData("/sign-out", "velvet.session_token=tok1.sig1")).toBe(CLEAR_SITE_DATA);
    expect(CLEAR_SITE_DATA).not.toContain("cookies");
  });

  it("clears nothing on an ordinary answer, nor when the same session is set again", async () => {
    expect(await clearSiteData("/models", "velvet.session_token=tok1.sig1")).toBeNull();
    expect(await clearSiteData("/sign-in", "velvet.session_token=tok1.sig1")).toBeNull();
    expect(await clearSiteData("/sign-out")).toBeNull();
  });
});
