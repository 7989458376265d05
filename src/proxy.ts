import { NextResponse, type NextRequest } from "next/server";
import { PATHNAME_HEADER } from "@/i18n/config";

/**
 * Tells server components which path is being rendered (the root layout needs
 * it for `<html lang>`: en-GB on the public site, the admin's language under
 * /admin). The header is always overwritten, so a client cannot send its own
 * and switch the public site's language (or poison the page cache with it).
 *
 * The proxy never decides access (decisions.md): every page, action and route
 * checks it itself.
 */
export function proxy(request: NextRequest) {
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(PATHNAME_HEADER, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

export const config = {
  // Pages only: not static files, the image optimiser, media or other API routes.
  matcher: ["/((?!_next/static|_next/image|api/|favicon.ico|icon.svg|brand/|robots.txt|sitemap.xml).*)"],
};
