import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "@/lib/same-origin";
import { proxy } from "./proxy";

const SITE = "http://127.0.0.1:3000";

function request(method: string, headers: Record<string, string>) {
  return new NextRequest(`${SITE}/admin/content/faq`, { method, headers: { host: "127.0.0.1:3000", ...headers } });
}

describe("proxy: cross-site requests", () => {
  it("refuses a state-changing request from another site, with a null Origin or with none", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const origin of ["https://evil.example", "null", "http://127.0.0.1:3000.evil.example", "not a url", undefined]) {
        const headers: Record<string, string> = { cookie: "velvet.session_token=abc", "next-action": "0123" };
        if (origin !== undefined) headers.origin = origin;
        const response = proxy(request(method, headers));
        expect(response.status, `${method} from ${origin}`).toBe(403);
        expect(await response.text()).toBe("Cross-site request refused.");
      }
    }
  });

  it("lets the site's own requests and every GET through, with a fresh script nonce", () => {
    const own = proxy(request("POST", { origin: SITE, "next-action": "0123" }));
    expect(own.status).toBe(200);
    expect(own.headers.get("x-middleware-next")).toBe("1");
    expect(proxy(request("GET", { origin: "https://evil.example" })).status).toBe(200);
    const policies = [proxy(request("GET", {})), proxy(request("GET", {}))].map((r) => r.headers.get("content-security-policy"));
    expect(policies[0]).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(policies[0]).not.toBe(policies[1]);
  });

  it("accepts the Origin of the forwarded host or of SITE_URL behind a reverse proxy", () => {
    const behindProxy = new Headers({ host: "10.0.0.5:3000", "x-forwarded-host": "velvet.london", origin: "https://velvet.london" });
    expect(isSameOriginRequest(behindProxy, undefined)).toBe(true);
    const rewritten = new Headers({ host: "10.0.0.5:3000", origin: "https://velvet.london" });
    expect(isSameOriginRequest(rewritten, "https://velvet.london")).toBe(true);
    expect(isSameOriginRequest(rewritten, "https://other.example")).toBe(false);
    expect(isSameOriginRequest(rewritten, undefined)).toBe(false);
  });
});
