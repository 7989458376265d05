import { NextResponse, type NextRequest } from "next/server";
import { PATHNAME_HEADER } from "@/i18n/config";
import { createNonce, noncePolicy } from "@/lib/content-security-policy.mjs";
import { getEnv } from "@/lib/env";
import { isSameOriginRequest } from "@/lib/same-origin";

const CSP_HEADER = "Content-Security-Policy";
const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Runs before every page:
 * - tells server components which path is being rendered (the root layout
 *   needs it for `<html lang>`: en-GB on the public site, the admin's language
 *   under /admin). The header is always overwritten, so a client cannot send
 *   its own and switch the public site's language (or poison the page cache);
 * - gives the page a fresh script nonce (src/lib/content-security-policy.mjs):
 *   Next.js reads it from the request's policy and marks its scripts with it,
 *   and the browser gets the same policy;
 * - answers 403 at once to a state-changing request (a server action, a form
 *   post) from another site, or with cookies and no origin at all. This is an
 *   early answer, not the guard: the same rule is applied where the session
 *   is read (src/features/auth/session-user.ts), so a server action reached
 *   some other way still gets no signed-in viewer.
 *
 * The proxy never decides access (decision 003): every page, action and route
 * checks it itself.
 */
export function proxy(request: NextRequest) {
  const env = getEnv();
  if (STATE_CHANGING_METHODS.has(request.method) && !isSameOriginRequest(request.headers, env.SITE_URL)) {
    return new NextResponse("Cross-site request refused.", { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const policy = noncePolicy(createNonce(), { development: env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(PATHNAME_HEADER, request.nextUrl.pathname);
  requestHeaders.set(CSP_HEADER, policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set(CSP_HEADER, policy);
  return response;
}

export const config = {
  // Pages only: not static files, the image optimiser, media or other API routes.
  // Dots are escaped and single files end with `$`: otherwise a page path that
  // merely starts like one of them (/robotsXtxt, /favicon.ico-evil) would skip
  // the proxy, and with it the page's script policy and the cross-site check.
  // Must stay a literal: Next.js reads it from the source at build time.
  matcher: ["/((?!_next/static/|_next/image$|api/|favicon\\.ico$|icon\\.svg$|brand/|robots\\.txt$|sitemap\\.xml$).*)"],
};
