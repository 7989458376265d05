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
import { isAnonymousPageRequest } from "./page-cache.mjs";

export const ANONYMOUS_CACHE_CONTROL = "private, no-cache, max-age=0, must-revalidate";

function setsCookie(res, explicit) {
  if (res.hasHeader("set-cookie")) return true;
  if (Array.isArray(explicit)) return explicit.some((item, i) => i % 2 === 0 && String(item).toLowerCase() === "set-cookie");
  return Boolean(explicit) && Object.keys(explicit).some((name) => name.toLowerCase() === "set-cookie");
}

const relax = (value) => (String(value ?? "").includes("no-store") ? ANONYMOUS_CACHE_CONTROL : value);

/** Rewrites a `no-store` Cache-Control, set on `res` or passed to writeHead, unless a cookie is being set. */
function relaxCacheControl(res, explicit) {
  if (setsCookie(res, explicit)) return;
  if (res.hasHeader("cache-control")) res.setHeader("cache-control", relax(res.getHeader("cache-control")));
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
export function withBackForwardCache(handle) {
  return (req, res) => {
    if (!isAnonymousPageRequest(req)) return handle(req, res);
    const writeHead = res.writeHead;
    res.writeHead = function (statusCode, reasonOrHeaders, maybeHeaders) {
      relaxCacheControl(res, typeof reasonOrHeaders === "string" ? maybeHeaders : reasonOrHeaders);
      return writeHead.apply(this, arguments);
    };
    return handle(req, res);
  };
}
