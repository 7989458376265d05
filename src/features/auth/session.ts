import "server-only";
import { cookies, headers } from "next/headers";
import { readSessionUser, type SessionUser } from "./session-user";

export type { SessionUser } from "./session-user";

/**
 * The signed-in user for this request, read fresh from the users table (not
 * from the session payload), so rejection, demotion and expiry act at once.
 * Null when signed out or the session is unknown or expired.
 *
 * Status and expiry are returned as they are: deciding access is the policy's
 * job (a pending or rejected account is still a distinct viewer).
 */
export async function getSessionUser(): Promise<SessionUser | null> {
  return readSessionUser(await currentRequestHeaders());
}

/**
 * This request's headers, with the cookies as they are now. A server action
 * that replaces the session (turning two-factor on or off, decision 019)
 * sets a new cookie, and Next.js renders the page again in the same
 * request: `headers()` still holds the old cookie, `cookies()` the new one.
 */
export async function currentRequestHeaders(): Promise<Headers> {
  const [incoming, jar] = await Promise.all([headers(), cookies()]);
  const merged = new Headers(incoming);
  const cookieHeader = jar.toString();
  if (cookieHeader) merged.set("cookie", cookieHeader);
  else merged.delete("cookie");
  return merged;
}

/** The same, for route handlers that have the request's headers. */
export async function getSessionUserFromHeaders(requestHeaders: Headers): Promise<SessionUser | null> {
  return readSessionUser(requestHeaders);
}
