/**
 * src/server/layers/request-edges.ts through a real HTTP server (the layer
 * src/server/pipeline.ts puts in front of everything): malformed paths and
 * meaningless methods get a 4xx before any handler runs, and every answer,
 * a handler's own 404, redirect or failure included, carries the site's
 * security headers. tests/e2e/malformed-requests.spec.ts checks the same
 * against the built site.
 */
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientError, withRequestEdges } from "./request-edges";
import { SECURITY_HEADERS } from "@/lib/security-headers.mjs";
import { allowConsoleError } from "../../../tests/setup/console";

type Downstream = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

/** What the handler behind the layer does, per path. */
const downstream: Record<string, Downstream> = {
  "/redirect": (_req, res) => {
    res.writeHead(308, { location: "/models" });
    res.end();
  },
  "/missing": (_req, res) => {
    res.statusCode = 404;
    res.end("not here");
  },
  "/own-policy": (_req, res) => {
    res.setHeader("content-security-policy", "default-src 'self'; script-src 'nonce-abc'");
    res.end("page");
  },
  "/policy-in-writehead": (_req, res) => {
    res.writeHead(200, ["Content-Security-Policy", "default-src 'none'"]);
    res.end("page");
  },
  "/throws": () => {
    throw new Error("boom");
  },
  "/rejects": async () => {
    throw new Error("boom later");
  },
};

let server: http.Server;
let base = "";
const reached: string[] = [];

beforeAll(async () => {
  const handle = withRequestEdges((req: http.IncomingMessage, res: http.ServerResponse) => {
    reached.push(`${req.method} ${req.url}`);
    const own = downstream[(req.url ?? "/").split("?")[0]];
    if (own) return own(req, res);
    res.end("ok");
  });
  server = http.createServer(handle);
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request with the path exactly as given (fetch would re-encode it). */
function send(method: string, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/`, { method, path }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The raw bytes of a request Node's parser may refuse, and the raw answer. */
function sendRaw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect((server.address() as AddressInfo).port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

function expectSecurityHeaders(headers: http.IncomingHttpHeaders, label: string) {
  for (const { key, value } of SECURITY_HEADERS) {
    if (key === "Content-Security-Policy") expect(headers["content-security-policy"], `${label}: ${key}`).toBeTruthy();
    else expect(headers[key.toLowerCase()], `${label}: ${key}`).toBe(value);
  }
}

describe("malformed percent-encoding in the path", () => {
  it.each(["/%", "/%E0%A4%A", "/models/%FF", "/admin/%", "/_next/static/%", "/api/media/%/x", "/api/auth/%", "/a%2"])(
    "%s: 400 with the security headers, and no handler runs",
    async (path) => {
      reached.length = 0;
      const response = await send("GET", path);
      expect(response.status).toBe(400);
      expect(response.body).toMatch(/malformed percent-encoding/);
      expectSecurityHeaders(response.headers, path);
      expect(reached).toEqual([]);
    },
  );

  it("well-formed escapes and a malformed query go on to the handler", async () => {
    for (const path of ["/models/caf%C3%A9", "/a%2Fb", "/search?q=%"]) {
      expect((await send("GET", path)).status, path).toBe(200);
    }
  });
});

describe("the router's state header", () => {
  const withState = async (state: string) => {
    reached.length = 0;
    const response = await fetch(`${base}/models?_rsc=x`, { headers: { rsc: "1", "next-router-state-tree": state } });
    return { status: response.status, body: await response.text(), reached: [...reached] };
  };

  it("one Next.js cannot parse is 400, and no handler runs (Next.js would answer 500)", async () => {
    for (const state of ["not-json", encodeURIComponent(JSON.stringify({ children: 1 })), encodeURIComponent("[1,2")]) {
      const answer = await withState(state);
      expect(answer.status, state).toBe(400);
      expect(answer.body).toMatch(/router state header is malformed/);
      expect(answer.reached).toEqual([]);
    }
  });

  it("the router's own goes on to the handler", async () => {
    const state = encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }, null, null, 0]));
    const answer = await withState(state);
    expect(answer.body).toBe("ok");
    expect(answer.status).toBe(200);
    expect(answer.reached).toEqual(["GET /models?_rsc=x"]);
  });
});

describe("methods", () => {
  it.each(["PUT", "DELETE", "PATCH", "TRACE", "PROPFIND"])("%s on a page: 405 with Allow and the security headers", async (method) => {
    for (const path of ["/", "/models", "/admin"]) {
      const response = await send(method, path);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
      expectSecurityHeaders(response.headers, `${method} ${path}`);
    }
  });

  it("TRACE under /api/ too; other methods there are the route's to answer", async () => {
    expect((await send("TRACE", "/api/health")).status).toBe(405);
    expect((await send("DELETE", "/api/health")).status).toBe(200);
  });

  it("GET, HEAD, POST and OPTIONS on a page go on to the handler", async () => {
    for (const method of ["GET", "HEAD", "POST", "OPTIONS"]) expect((await send(method, "/models")).status, method).toBe(200);
  });

  it("a method Node cannot parse (FOO) gets 400 with the security headers, not a bare status line", async () => {
    const answer = await sendRaw("FOO / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    for (const { key, value } of SECURITY_HEADERS) expect(answer).toContain(`${key}: ${value}\r\n`);
  });

  it("headers too large: 431 with the security headers", async () => {
    const answer = await sendRaw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain("X-Frame-Options: DENY\r\n");
  });
});

describe("every answer carries the security headers", () => {
  it("a handler's redirect and 404", async () => {
    const redirect = await send("GET", "/redirect");
    expect(redirect.status).toBe(308);
    expectSecurityHeaders(redirect.headers, "redirect");
    const missing = await send("GET", "/missing");
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers, "404");
  });

  it("a page's own Content-Security-Policy is kept, however it was set", async () => {
    expect((await send("GET", "/own-policy")).headers["content-security-policy"]).toBe("default-src 'self'; script-src 'nonce-abc'");
    expect((await send("GET", "/policy-in-writehead")).headers["content-security-policy"]).toBe("default-src 'none'");
  });

  it("a handler that throws or rejects: 500 with the headers, and the server stays up", async () => {
    allowConsoleError(/\[server\] request failed/);
    for (const path of ["/throws", "/rejects"]) {
      const response = await send("GET", path);
      expect(response.status, path).toBe(500);
      expectSecurityHeaders(response.headers, path);
    }
    expect((await send("GET", "/")).status).toBe(200);
  });
});
