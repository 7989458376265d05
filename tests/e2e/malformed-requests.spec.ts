/**
 * Malformed and unexpected requests against the built site (the server of
 * src/server, with Next.js behind it): always a 4xx, never a 500, and every answer, redirects
 * and errors included, carries the site's security headers. See
 * docs/decisions/014-request-edges.md. Requests only, no browser.
 */
import http from "node:http";
import net from "node:net";
import { expect, test } from "@playwright/test";

const BASE = new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000");

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request with the path exactly as written (URL parsers would re-encode a lone %). */
function send(method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: BASE.hostname, port: BASE.port, method, path, headers: options.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

/** Raw bytes in, raw answer out: for requests Node's parser refuses. */
function sendRaw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(BASE.port), BASE.hostname, () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

function expectSiteHeaders(answer: Answer, label: string) {
  const h = answer.headers;
  expect(h["x-content-type-options"], label).toBe("nosniff");
  expect(h["x-frame-options"], label).toBe("DENY");
  expect(h["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(h["strict-transport-security"], label).toBe("max-age=31536000");
  expect(h["permissions-policy"], label).toBeTruthy();
  expect(h["content-security-policy"], label).toContain("frame-ancestors 'none'");
}

test.describe("malformed percent-encoding in the path", () => {
  for (const path of ["/%", "/%E0%A4%A", "/models/%FF", "/admin/%", "/_next/static/%", "/api/media/%/x", "/api/auth/%"]) {
    test(`${path}: 400 with the security headers`, async () => {
      const answer = await send("GET", path);
      expect(answer.status).toBe(400);
      expectSiteHeaders(answer, path);
    });
  }
});

test.describe("unsupported methods", () => {
  for (const method of ["PUT", "DELETE", "PATCH", "TRACE"]) {
    test(`${method} on pages and route handlers: 405 with the security headers`, async () => {
      for (const path of ["/", "/models", "/admin", "/robots.txt", "/api/health", "/api/faqs", "/api/media/x/thumb"]) {
        const answer = await send(method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expectSiteHeaders(answer, `${method} ${path}`);
      }
    });
  }

  test("a method Node cannot parse (FOO): 400 with the security headers", async () => {
    const answer = await sendRaw(`FOO / HTTP/1.1\r\nHost: ${BASE.host}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/\r\nX-Frame-Options: DENY\r\n/i);
    expect(answer).toMatch(/\r\nContent-Security-Policy: [^\r]*frame-ancestors 'none'/i);
  });
});

test.describe("redirects and errors carry the security headers", () => {
  test("a visitor's /admin and /admin/locations: redirected to sign-in", async () => {
    for (const path of ["/admin", "/admin/locations"]) {
      const answer = await send("GET", path);
      expect(answer.status, path).toBeGreaterThanOrEqual(300);
      expect(answer.status, path).toBeLessThan(400);
      expect(answer.headers.location, path).toMatch(/^\/auth\?next=/);
      expectSiteHeaders(answer, path);
    }
  });

  test("a trailing-slash redirect", async () => {
    const answer = await send("GET", "/models/");
    expect(answer.status).toBe(308);
    expectSiteHeaders(answer, "/models/");
  });

  test("404s: a page, an API route, a static file", async () => {
    for (const path of ["/this-page-does-not-exist-e2e", "/api/nope", "/_next/static/nope.js"]) {
      const answer = await send("GET", path);
      expect(answer.status, path).toBe(404);
      expectSiteHeaders(answer, path);
    }
  });
});

test.describe("the proxy runs on every page, and only skips the files it means", () => {
  for (const path of ["/robotsXtxt", "/sitemapAxml", "/favicon-ico-evil", "/robots.txt.evil"]) {
    test(`${path} is a page: the proxy's script policy with a nonce`, async () => {
      const answer = await send("GET", path);
      expect(answer.status).toBe(404);
      expect(answer.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    });
  }

  test("/robots.txt and /sitemap.xml are files: the plain policy, no nonce", async () => {
    for (const path of ["/robots.txt", "/sitemap.xml"]) {
      const answer = await send("GET", path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers["content-security-policy"], path).not.toMatch(/nonce-/);
      expectSiteHeaders(answer, path);
    }
  });
});

test.describe("better-auth's endpoints", () => {
  const json = (body: unknown) => ({
    headers: { "content-type": "application/json", origin: BASE.origin, "x-forwarded-for": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
    body: JSON.stringify(body),
  });

  test("control characters or NUL in a body or query: 400, never 500", async () => {
    const cases: Array<[string, unknown]> = [
      ["/api/auth/sign-in/email", { email: "admin\u0000@e2e.test", password: "x" }],
      ["/api/auth/sign-up/email", { email: "nul-e2e@e2e.test", name: "Ann\u0000", password: "long enough pw" }],
      ["/api/auth/sign-up/email", { email: "nul-e2e@e2e.test", name: "Ann", password: "long enough pw\u0000" }],
      ["/api/auth/sign-up/email", { email: "nul-e2e@e2e.test", name: "Ann", password: "long enough pw", callbackURL: "/\u0000" }],
    ];
    for (const [path, body] of cases) {
      const answer = await send("POST", path, json(body));
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expectSiteHeaders(answer, path);
    }
    expect((await send("GET", "/api/auth/get-session?callbackURL=%00")).status).toBe(400);
  });

  test("the profile update is closed", async () => {
    const answer = await send("POST", "/api/auth/update-user", json({ name: "Renamed", role: "admin" }));
    expect(answer.status).toBe(404);
  });
});
