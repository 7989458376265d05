/**
 * `npm start` on a fresh clone: install what is missing, build when the build
 * is missing or stale, migrate and seed (scripts/setup.ts), then serve.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildIsStale } from "./build-state.mjs";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`[start] ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function dependenciesMissing() {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  if (!fs.existsSync(marker)) return true;
  return fs.statSync(path.join(root, "package-lock.json")).mtimeMs > fs.statSync(marker).mtimeMs;
}

if (dependenciesMissing()) {
  console.log("[start] installing dependencies (npm ci)…");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}
// Checked before a build that takes minutes; zod is there only after the install.
const { parseEnvOrExit } = await import("../src/lib/env-schema.mjs");
parseEnvOrExit("[start]", { ...env, NODE_ENV: "production" });
if (buildIsStale(root)) {
  console.log("[start] building…");
  run(process.execPath, ["scripts/build.mjs"], { NODE_ENV: "production" });
}
run("npx", ["tsx", "scripts/setup.ts"], { NODE_ENV: "production" });

const server = spawn(process.execPath, ["scripts/server.mjs"], { cwd: root, stdio: "inherit", env: { ...env, NODE_ENV: "production" } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
