/**
 * better-auth's session cookies as the server layers see them in a Cookie
 * header: `velvet.session_token=token.signature`, with the `__Secure-` prefix
 * over HTTPS, and (with two-factor) other `velvet.session…` cookies. The
 * access-class, page-cache and page-view layers all ask the same questions.
 */

// Any of better-auth's cookies, by name.
const SESSION_COOKIE_NAME = /^(?:__Secure-)?velvet[._-]session/i;
// Any of them anywhere in a Cookie header.
const ANY_SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?velvet[._-]session/i;
// The session token itself: the whole pair, and its value.
const SESSION_TOKEN_COOKIE = /(?:^|;\s*)((?:__Secure-)?velvet\.session_token=([^;]+))/i;

/** Whether a Cookie header carries any of better-auth's cookies. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return Boolean(cookieHeader) && ANY_SESSION_COOKIE.test(cookieHeader ?? "");
}

/** The session cookie exactly as sent (`velvet.session_token=token.signature`, with its prefix if any), or null. */
export function sessionCookie(cookieHeader: string | undefined): string | null {
  const match = SESSION_TOKEN_COOKIE.exec(cookieHeader ?? "");
  const pair = match?.[1].trim() ?? "";
  return pair.endsWith("=") || pair === "" ? null : pair;
}

/** The signed session token (the cookie's value) in a Cookie header, or null for a visitor. */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  const match = SESSION_TOKEN_COOKIE.exec(cookieHeader ?? "");
  return match ? match[2].trim() || null : null;
}

/** The Cookie header without better-auth's cookies (null when nothing is left). */
export function withoutSessionCookies(cookieHeader: string | undefined): string | null {
  const kept = String(cookieHeader ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !SESSION_COOKIE_NAME.test(part.split("=", 1)[0].trim()));
  return kept.length > 0 ? kept.join("; ") : null;
}
