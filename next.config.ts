import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

/** Sent on every response. Script/style CSP is left to the proxy (nonce-based). */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  {
    key: "Content-Security-Policy",
    value: "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  },
];

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  typedRoutes: false,
  // forbidden() renders the 403 "Access Denied" page for admin routes.
  experimental: {
    authInterrupts: true,
    // Image uploads go through server actions: allow the spec's 10 MB limit
    // (plus form overhead); the upload code itself refuses anything larger.
    serverActions: { bodySizeLimit: "11mb" },
    // Requests to pages pass through src/proxy.ts, which buffers bodies: same limit.
    proxyClientMaxBodySize: "11mb",
  },
  images: {
    // Only our own brand assets may go through the image optimiser: restricted
    // photos under /api/media/** must never be fetched and cached by it.
    localPatterns: [{ pathname: "/brand/**" }],
    remotePatterns: [],
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
