/**
 * Headers sent on every response: by Next.js (next.config.ts) and by the
 * static file handler in front of it (scripts/lib/static-assets.mjs).
 * Script/style CSP is left to the proxy (nonce-based). Plain JavaScript so
 * that the Node server scripts can import it without a TypeScript step.
 */
export const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  {
    key: "Content-Security-Policy",
    value: "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  },
];
