/**
 * The pure part of scripts/lib/router-requests.mjs: a bench's Cookie header
 * handed to the browser, and a recorded router request reduced to what a
 * replay sends. Recording itself needs Chromium and a server: `npm run bench`.
 */
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM module without type declarations
import { cookiesFor, routerRequestOf } from "../../scripts/lib/router-requests.mjs";

describe("cookiesFor", () => {
  it("turns a Cookie header into cookies for the bench's server, values kept whole", () => {
    expect(cookiesFor("http://127.0.0.1:4000", "velvet.session_token=a.b=c; other=1")).toEqual([
      { name: "velvet.session_token", value: "a.b=c", url: "http://127.0.0.1:4000" },
      { name: "other", value: "1", url: "http://127.0.0.1:4000" },
    ]);
  });

  it("is empty for a visitor", () => {
    expect(cookiesFor("http://127.0.0.1:4000", undefined)).toEqual([]);
  });
});

describe("routerRequestOf", () => {
  it("keeps the path with its _rsc parameter and only the router's headers", () => {
    const request = {
      url: () => "http://127.0.0.1:4000/models?_rsc=abc",
      headers: () => ({
        rsc: "1",
        "next-router-prefetch": "1",
        "next-router-segment-prefetch": "/_tree",
        "next-url": "/",
        "user-agent": "Chromium",
        cookie: "velvet.session_token=x",
      }),
    };
    expect(routerRequestOf(request)).toEqual({
      path: "/models?_rsc=abc",
      headers: { rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "/_tree", "next-url": "/" },
    });
  });
});
