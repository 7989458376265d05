import { isSameOriginRequest } from "@/lib/same-origin";
import { authBaseUrl, getAuth } from "./auth";

const COOKIE_PREFIXES = ["velvet.", "__Secure-velvet.", "__Host-velvet."];

/** Names of our auth cookies present on the request. */
function authCookieNames(request: Request): string[] {
  const header = request.headers.get("cookie") ?? "";
  return header
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix)));
}

/** Every auth cookie to clear: those the browser sent plus the ones better-auth may have set. */
function cookiesToExpire(request: Request): Array<{ name: string; secure: boolean }> {
  const securePrefix = authBaseUrl().startsWith("https://") ? "__Secure-" : "";
  const names = new Set(authCookieNames(request));
  for (const cookie of ["session_token", "session_data", "dont_remember"]) names.add(`${securePrefix}velvet.${cookie}`);
  return [...names].map((name) => ({
    name,
    secure: name.startsWith("__Secure-") || name.startsWith("__Host-") || securePrefix !== "",
  }));
}

/**
 * Expires is what clears the cookie: Next re-parses a route's Set-Cookie headers
 * (to merge them with what better-auth's nextCookies plugin put in its cookie
 * store, the response's own winning) and drops `Max-Age=0` on the way.
 */
function expiredCookieHeader(name: string, secure: boolean): string {
  return `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * POST /auth/sign-out: ends the session in the database, clears the cookies and
 * sends the browser to / (or to /auth when the admin panel's form says from=admin).
 */
export async function handleSignOut(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request.headers, authBaseUrl())) {
    return Response.json(
      { code: "CROSS_SITE_REQUEST", message: "This request did not come from this site." },
      { status: 403, headers: { "Cache-Control": "no-store" } },
    );
  }

  let from = "";
  try {
    const form = await request.clone().formData();
    const value = form.get("from");
    from = typeof value === "string" ? value : "";
  } catch {
    // No form body: sign out all the same.
  }

  const responseHeaders = new Headers({ "Cache-Control": "no-store" });
  const expire = cookiesToExpire(request);
  const expiredNames = new Set(expire.map((c) => c.name));
  try {
    const auth = await getAuth();
    const result = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    // Keep anything else better-auth sets; our own headers below replace its deletions.
    for (const cookie of result.headers.getSetCookie()) {
      if (!expiredNames.has(cookie.split("=")[0]?.trim() ?? "")) responseHeaders.append("Set-Cookie", cookie);
    }
  } catch (error) {
    // The cookies still go, so the browser is signed out either way.
    console.error("[auth] sign-out failed:", (error as Error)?.message);
  }
  for (const { name, secure } of expire) responseHeaders.append("Set-Cookie", expiredCookieHeader(name, secure));

  responseHeaders.set("Location", from === "admin" ? "/auth?reason=signed-out" : "/");
  return new Response(null, { status: 303, headers: responseHeaders });
}
