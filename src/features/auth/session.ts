import "server-only";
import { headers } from "next/headers";
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
  return readSessionUser(await headers());
}

/** The same, for route handlers that have the request's headers. */
export async function getSessionUserFromHeaders(requestHeaders: Headers): Promise<SessionUser | null> {
  return readSessionUser(requestHeaders);
}
