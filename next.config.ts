import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { SECURITY_HEADERS } from "./src/lib/security-headers.mjs";
import { REQUEST_BODY_LIMIT } from "./src/lib/upload-limits.mjs";

const withNextIntl = createNextIntlPlugin("./src/app/i18n-request.ts");

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  typedRoutes: false,
  // `npm test` type-checks the whole tree with tsc before the end-to-end build
  // and says so with VELVET_TYPECHECKED=1: the build's own check would repeat
  // it (about half a minute). Every other build, `npm start`'s included, checks.
  typescript: { ignoreBuildErrors: process.env.VELVET_TYPECHECKED === "1" },
  // forbidden() renders the 403 "Access Denied" page for admin routes.
  experimental: {
    authInterrupts: true,
    // Image uploads go through server actions: allow the spec's 10 MB limit
    // (plus form overhead); the upload code itself refuses anything larger.
    serverActions: { bodySizeLimit: REQUEST_BODY_LIMIT },
    // Requests to pages pass through src/proxy.ts, which buffers bodies: same limit.
    proxyClientMaxBodySize: REQUEST_BODY_LIMIT,
  },
  images: {
    // Only our own brand assets may go through the image optimiser: restricted
    // photos under /api/media/** must never be fetched and cached by it.
    localPatterns: [{ pathname: "/brand/**" }],
    remotePatterns: [],
  },
  async headers() {
    return [{ source: "/:path*", headers: [...SECURITY_HEADERS] }];
  },
};

export default withNextIntl(nextConfig);
