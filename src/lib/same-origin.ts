/**
 * Whether a state-changing request comes from our own pages (decision 013):
 * its Origin (or, when a browser sent none, Sec-Fetch-Site or Referer) must be
 * this site: `siteUrl` (SITE_URL), or the host the request was sent to
 * (X-Forwarded-Host behind a reverse proxy, else Host). `Origin: null` is
 * refused. A request with no origin information at all is refused when it
 * carries cookies. Dependency-free, so the proxy can use it too.
 */
export function isSameOriginRequest(headers: Headers, siteUrl: string | undefined): boolean {
  const allowedHosts = new Set<string>();
  const configured = hostOf(siteUrl ?? null);
  if (configured) allowedHosts.add(configured);
  const forwardedHost = headers.get("x-forwarded-host")?.split(",")[0]?.trim().toLowerCase();
  const host = forwardedHost || headers.get("host")?.trim().toLowerCase();
  if (host) allowedHosts.add(host);

  const origin = headers.get("origin");
  if (origin !== null) {
    if (origin === "null") return false;
    const originHost = hostOf(origin);
    return originHost !== null && allowedHosts.has(originHost);
  }
  const site = headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const refererHost = hostOf(headers.get("referer"));
  if (refererHost) return allowedHosts.has(refererHost);
  return !headers.get("cookie");
}

function hostOf(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}
