import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";
import { recordedDeploymentId } from "./src/lib/deployment-id.mjs";
import { SECURITY_HEADERS } from "./src/lib/security-headers.mjs";
import { REQUEST_BODY_LIMIT } from "./src/lib/upload-limits.mjs";

const withNextIntl = createNextIntlPlugin("./src/app/i18n-request.ts");

const nextConfig: NextConfig = {
  // PGlite and its pg_dump load their WebAssembly from their own folders: bundled, the paths break.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-tools"],
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

/**
 * Which deployment this build is (src/lib/deployment-id.mjs, decision 054):
 * a browser holding a page of another deployment reloads on its next
 * navigation instead of applying data from code it does not run. `npm run
 * build` chooses the id and hands it to `next build` as VELVET_DEPLOYMENT_ID;
 * a server reads back the one its build recorded, since Next.js has already
 * written it into the server bundles. `next dev` has none.
 */
function deploymentIdFor(phase: string): string | undefined {
  const given = process.env.VELVET_DEPLOYMENT_ID || undefined;
  if (phase === PHASE_PRODUCTION_BUILD) return given;
  if (phase === PHASE_PRODUCTION_SERVER) return recordedDeploymentId(path.join(process.cwd(), ".next")) ?? given;
  return undefined;
}

export default function config(phase: string): NextConfig {
  return withNextIntl({ ...nextConfig, deploymentId: deploymentIdFor(phase) });
}
