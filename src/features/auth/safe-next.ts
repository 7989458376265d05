export const DEFAULT_AFTER_SIGN_IN = "/models";

const ORIGIN = "http://velvet.invalid";

/**
 * A same-origin path to go to after signing in, or null (never `javascript:`,
 * `//host`, `/\host` or CR/LF).
 *
 * Accepted: "/path?query#hash" that starts with one "/" (not "//" or "/\"),
 * holds no control characters or backslashes, and still resolves to this
 * origin. Refused: absolute URLs, `javascript:` and other schemes,
 * protocol-relative "//host" or "/\host", CR/LF, and the auth pages themselves
 * (a redirect back to /auth or /api/auth would loop).
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // Control characters (CR, LF, TAB, NUL...) and backslashes: browsers strip or
  // reinterpret them, which is how "/\tevil.com" style bypasses work.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith("//")) return null;
  const lower = url.pathname.toLowerCase();
  if (lower === "/auth" || lower.startsWith("/auth/") || lower === "/api/auth" || lower.startsWith("/api/auth/")) {
    return null;
  }
  return path;
}

/** safeNextPath, or the default destination after signing in. */
export function nextPathOrDefault(value: unknown): string {
  return safeNextPath(value) ?? DEFAULT_AFTER_SIGN_IN;
}
