import "server-only";
import { makeSignature } from "better-auth/crypto";
import { getAuth } from "./auth";

/** A session cookie as a browser stores it (Playwright's cookie fields). */
export interface SessionCookie {
  name: string;
  /** The signed token, URL-encoded as it appears in Set-Cookie. */
  value: string;
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: "Lax" | "Strict" | "None";
  /** Unix time in seconds. */
  expires: number;
}

/**
 * `token.signature`, HMAC-SHA256 with the auth secret, URL-encoded: what
 * better-auth's sign-in puts in its Set-Cookie (better-call's signCookieValue,
 * with better-auth's own exported makeSignature). session-cookie.test.ts holds
 * it to a real sign-in's cookie.
 */
export async function signSessionToken(token: string, secret: string): Promise<string> {
  return encodeURIComponent(`${token}.${await makeSignature(token, secret)}`);
}

function sameSite(value: unknown): SessionCookie["sameSite"] {
  const lower = String(value ?? "lax").toLowerCase();
  return lower === "strict" ? "Strict" : lower === "none" ? "None" : "Lax";
}

/**
 * Opens a session for an existing user the way a sign-in does after the
 * password check (better-auth's createSession, so the approval gate and the
 * sign-in hooks run: last sign-in time, the admin's audit row) and returns
 * the cookie a browser would hold for it. For the end-to-end fixtures route
 * only (docs/decisions/006-test-fixtures-route.md).
 */
export async function openSessionCookie(userId: string): Promise<SessionCookie> {
  const ctx = await (await getAuth()).$context;
  const session = await ctx.internalAdapter.createSession(userId);
  const { name, attributes } = ctx.authCookies.sessionToken;
  return {
    name,
    value: await signSessionToken(session.token, ctx.secret),
    path: attributes.path ?? "/",
    httpOnly: attributes.httpOnly ?? true,
    secure: attributes.secure ?? false,
    sameSite: sameSite(attributes.sameSite),
    expires: Math.floor(new Date(session.expiresAt).getTime() / 1000),
  };
}
