/**
 * Lets a browser keep anonymous public pages in its back/forward cache, so
 * Back and Forward show them at once instead of loading them again.
 *
 * Next.js marks every dynamic response `no-store`, and Chrome never restores a
 * page whose document, or any response its scripts fetched (the router's
 * prefetches), was `no-store`. For an anonymous request (no session cookie,
 * outside the API, auth and admin) the answer is the same for every visitor
 * (the page cache already shares it), so `no-store` protects nothing there.
 * It becomes `private, no-cache, max-age=0, must-revalidate`: no shared cache
 * keeps it, and the browser must ask again before reusing it from its HTTP
 * cache. Signed-in responses and any response that sets a cookie keep
 * `no-store`.
 */
import type { OutgoingHttpHeader, ServerResponse } from "node:http";
import { beforeWriteHead, explicitHeaderNames, type ExplicitHeaders, type Handler } from "../http";
import { isAnonymousPageRequest } from "./page-cache";

export const ANONYMOUS_CACHE_CONTROL = "private, no-cache, max-age=0, must-revalidate";

function setsCookie(res: ServerResponse, explicit: ExplicitHeaders): boolean {
  return res.hasHeader("set-cookie") || explicitHeaderNames(explicit).has("set-cookie");
}

const relax = <T extends OutgoingHttpHeader | undefined>(value: T): T | string =>
  String(value ?? "").includes("no-store") ? ANONYMOUS_CACHE_CONTROL : value;

/** Rewrites a `no-store` Cache-Control, set on `res` or passed to writeHead, unless a cookie is being set. */
function relaxCacheControl(res: ServerResponse, explicit: ExplicitHeaders): void {
  if (setsCookie(res, explicit)) return;
  if (res.hasHeader("cache-control")) res.setHeader("cache-control", relax(res.getHeader("cache-control"))!);
  if (Array.isArray(explicit)) {
    for (let i = 0; i + 1 < explicit.length; i += 2) {
      if (String(explicit[i]).toLowerCase() === "cache-control") explicit[i + 1] = relax(explicit[i + 1]);
    }
  } else if (explicit) {
    for (const name of Object.keys(explicit)) if (name.toLowerCase() === "cache-control") explicit[name] = relax(explicit[name]);
  }
}

/**
 * Wraps a request handler. Headers are rewritten in `writeHead`, which Node
 * also calls for headers sent implicitly by the first write.
 */
export function withBackForwardCache(handle: Handler): Handler {
  return (req, res) => {
    if (!isAnonymousPageRequest(req)) return handle(req, res);
    beforeWriteHead(res, (explicit) => relaxCacheControl(res, explicit));
    return handle(req, res);
  };
}
