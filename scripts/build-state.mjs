/** Whether `npm run build` must run: no build yet, no compiled server or worker, or a source newer than the build. */
import fs from "node:fs";
import path from "node:path";

/** Where scripts/build.mjs writes the compiled server (src/server/main.ts), relative to the project. */
export const COMPILED_SERVER = path.join(".next", "velvet-server", "main.mjs");
/** Where it writes the service worker (the path src/server/layers/service-worker.ts serves). */
const SERVICE_WORKER_SCRIPT = path.join(".next", "velvet-sw", "sw.js");

// src holds the server (src/server) as well as the app.
const SOURCES = ["src", "messages", "drizzle", "public", "next.config.ts", "package-lock.json", "tsconfig.json", "postcss.config.mjs"];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIsStale(root) {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (![buildId, path.join(root, COMPILED_SERVER), path.join(root, SERVICE_WORKER_SCRIPT)].every((file) => fs.existsSync(file))) return true;
  const builtAt = fs.statSync(buildId).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}
