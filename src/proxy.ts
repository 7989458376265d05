import { NextResponse, type NextRequest } from "next/server";
import { PATHNAME_HEADER } from "@/i18n/config";
import { createNonce, noncePolicy } from "@/lib/content-security-policy.mjs";

const CSP_HEADER = "Content-Security-Policy";
const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Whether a state-changing request comes from a page of this site: its Origin
 * names the host it was sent to (or the configured SITE_URL). Browsers send
 * Origin with every such request; a missing or "null" Origin is refused too
 * (security.md). Next.js's own check of server actions lets a request without
 * Origin through, and better-auth checks only its own routes under /api/auth.
 */
export function isSameOriginRequest(headers: Headers, siteUrl = process.env.SITE_URL): boolean {
  const origin = headers.get("origin");
  if (!origin || origin === "null") return false;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  const hosts = [headers.get("host"), headers.get("x-forwarded-host")].filter(Boolean);
  if (hosts.includes(originUrl.host)) return true;
  try {
    return Boolean(siteUrl) && new URL(siteUrl!).origin === originUrl.origin;
  } catch {
    return false;
  }
}

/**
 * Runs before every page:
 * - tells server components which path is being rendered (the root layout
 *   needs it for `<html lang>`: en-GB on the public site, the admin's language
 *   under /admin). The header is always overwritten, so a client cannot send
 *   its own and switch the public site's language (or poison the page cache);
 * - gives the page a fresh script nonce (src/lib/content-security-policy.mjs):
 *   Next.js reads it from the request's policy and marks its scripts with it,
 *   and the browser gets the same policy;
 * - refuses a state-changing request (a server action, a form post) sent from
 *   another site, or without an Origin, with 403 before it reaches the page.
 *
 * The proxy never decides access (decisions.md): every page, action and route
 * checks it itself.
 */
export function proxy(request: NextRequest) {
  if (STATE_CHANGING_METHODS.has(request.method) && !isSameOriginRequest(request.headers)) {
    return new NextResponse("Cross-site request refused.", { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const policy = noncePolicy(createNonce(), { development: process.env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(PATHNAME_HEADER, request.nextUrl.pathname);
  requestHeaders.set(CSP_HEADER, policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set(CSP_HEADER, policy);
  return response;
}

export const config = {
  // Pages only: not static files, the image optimiser, media or other API routes.
  matcher: ["/((?!_next/static|_next/image|api/|favicon.ico|icon.svg|brand/|robots.txt|sitemap.xml).*)"],
};
