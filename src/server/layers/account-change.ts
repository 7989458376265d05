/**
 * Empties the browser's caches whenever the person signed in changes
 * (decision 053). An answer that gives the browser a different session token
 * than the one it sent (signing in, signing out, a session ended by the
 * server) carries `Clear-Site-Data: "cache", "storage"`:
 *
 * - "cache": the HTTP cache, which holds the restricted photos a member saw
 *   (served `private, max-age=3600`) and must not show them to the next
 *   person at the same browser;
 * - "storage": every CacheStorage cache and the service worker's
 *   registration (the next page registers it afresh), and local storage,
 *   which the site keeps nothing in that must survive.
 *
 * The browser clears before it acts on the answer (a redirect included), and
 * without any script of ours: the sign-out form works without JavaScript.
 * Cookies are not named, so the session cookie set by the same answer stays.
 * A session merely refreshed (the same token set again) clears nothing.
 *
 * It sits outside the access-class layer, which removes the session cookie
 * from the requests it classifies.
 */
import type { OutgoingHttpHeader, ServerResponse } from "node:http";
import { beforeWriteHead, explicitHeader, type ExplicitHeaders, type Handler } from "../http";
import { sessionTokenOf } from "../session-cookie";

export const CLEAR_SITE_DATA = '"cache", "storage"';

const SESSION_TOKEN_NAME = /^(?:__Secure-)?velvet\.session_token$/i;

/** The Set-Cookie lines of a response, set on it or passed to writeHead. */
function setCookieLines(res: ServerResponse, explicit: ExplicitHeaders): string[] {
  const lines = (value: OutgoingHttpHeader | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)]);
  return [...lines(res.getHeader("set-cookie")), ...lines(explicit ? explicitHeader(explicit, "set-cookie") : undefined)];
}

/** The session token a Set-Cookie line leaves in the browser: "" when it removes it, null when the line is another cookie. */
export function sessionTokenSetBy(line: string): string | null {
  const [pair, ...attributes] = line.split(";");
  const equals = pair.indexOf("=");
  if (equals < 0 || !SESSION_TOKEN_NAME.test(pair.slice(0, equals).trim())) return null;
  const value = pair.slice(equals + 1).trim();
  const removes = attributes.some((attribute) => {
    const [name, setting = ""] = attribute.split("=").map((part) => part.trim().toLowerCase());
    if (name === "max-age") return Number(setting) <= 0;
    if (name === "expires") return Date.parse(setting) <= Date.now();
    return false;
  });
  return removes ? "" : value;
}

/** Whether the answer's cookies change the browser's session from the token it sent (`null`: none). */
export function changesSession(sentToken: string | null, setCookies: readonly string[]): boolean {
  const set = setCookies.map(sessionTokenSetBy).filter((token): token is string => token !== null);
  if (set.length === 0) return false;
  return set[set.length - 1] !== (sentToken ?? "");
}

export function withSiteDataClearedOnAccountChange(handle: Handler): Handler {
  return (req, res) => {
    const sentToken = sessionTokenOf(req.headers.cookie);
    beforeWriteHead(res, (explicit) => {
      if (changesSession(sentToken, setCookieLines(res, explicit))) res.setHeader("clear-site-data", CLEAR_SITE_DATA);
    });
    return handle(req, res);
  };
}
