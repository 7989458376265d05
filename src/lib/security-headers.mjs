/**
 * Headers sent on every response: by Next.js (next.config.ts) and by the
 * static file handler in front of it (src/server/layers/static-assets.ts).
 * Plain JavaScript so that the Node server scripts can import it without a
 * TypeScript step.
 *
 * The Content-Security-Policy below is for responses that are not pages (API,
 * media, static files): it forbids framing, <base> and plugins, and restricts
 * form targets. Pages get the full policy with a script nonce from
 * src/proxy.ts, which replaces it (src/lib/content-security-policy.mjs).
 */
export const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  // A year of HTTPS only (HSTS of at least a year over https). Browsers ignore it on plain http, so
  // local and test servers are unaffected; no includeSubDomains, since other
  // hosts under the agency's domain are not ours to decide.
  { key: "Strict-Transport-Security", value: "max-age=31536000" },
  {
    key: "Content-Security-Policy",
    value: "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  },
];
