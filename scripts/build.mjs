#!/usr/bin/env node
/**
 * `npm run build`: the Next.js production build, then the server compiled
 * from TypeScript (src/server/main.ts → .next/velvet-server/main.mjs; Node 20
 * cannot run .ts), then the service worker (src/lib/service-worker/worker.ts
 * → .next/velvet-sw/sw.js, with the build's id and file names), then
 * pre-compressed copies of the static files.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { chooseDeploymentId, recordDeploymentId } from "../src/lib/deployment-id.mjs";
import { COMPILED_SERVER } from "./build-state.mjs";
import { bin, root, run } from "./lib/proc.mjs";

// Chosen once here, so `next build` and its workers agree, and recorded with
// the build for the servers started from it (src/lib/deployment-id.mjs).
const deploymentId = chooseDeploymentId(process.env.VELVET_DEPLOYMENT_ID, { root });
const code = await run(bin("next").concat("build"), {
  env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", VELVET_DEPLOYMENT_ID: deploymentId },
});
if (code !== 0) process.exit(code);
recordDeploymentId(path.join(root, ".next"), deploymentId);
console.log(`[build] deployment id ${deploymentId}`);

// After `next build`, which empties .next. npm packages stay imports (next,
// sirv, zod… resolve from node_modules at run time); our own modules, the
// app's engine and helpers the layers use included, are bundled in. The
// `@/` paths come from tsconfig.json.
const serverDir = path.dirname(path.join(root, COMPILED_SERVER));
await build({
  entryPoints: {
    main: path.join(root, "src/server/main.ts"),
    precompress: path.join(root, "src/server/precompress.ts"),
    "service-worker-build": path.join(root, "src/server/service-worker-build.ts"),
  },
  outdir: serverDir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  tsconfig: path.join(root, "tsconfig.json"),
  sourcemap: true,
  logLevel: "warning",
});
console.log(`[build] compiled the server to ${COMPILED_SERVER}`);

// The service worker needs the client build's file names and id (decision 053).
const { buildServiceWorker } = await import(pathToFileURL(path.join(serverDir, "service-worker-build.mjs")).href);
const worker = await buildServiceWorker(root);
console.log(`[build] built the service worker for build ${worker.buildId} (${worker.precache.length} files to precache)`);

const { precompressStatic } = await import(pathToFileURL(path.join(serverDir, "precompress.mjs")).href);
const started = Date.now();
const count = await precompressStatic(path.join(root, ".next", "static"));
console.log(`[build] pre-compressed ${count} static files (gzip + brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
