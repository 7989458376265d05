/**
 * A seeded production server on a throwaway database, for the benchmark and
 * Lighthouse runs: build if stale → setup (migrate, seed demo) → serve.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIsStale } from "../build-state.mjs";
import { createScratchDatabase } from "./pg.mjs";
import { bin, freePort, root, run, start, stop } from "./proc.mjs";

export async function buildIfStale(log) {
  if (!buildIsStale(root)) return;
  log("building…");
  const code = await run([process.execPath, "scripts/build.mjs"], { env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" } });
  if (code !== 0) throw new Error("build failed");
}

/** Fresh data folder (and PostgreSQL database when `databaseUrl` is given), seeded. */
export async function prepareSeededDatabase({ name, databaseUrl, cleanups }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `velvet-${name}-`));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: dataDir, DEMO_PASSWORD: `${name}-demo-password` };
  delete env.DATABASE_URL;
  if (databaseUrl) {
    const database = await createScratchDatabase(databaseUrl, `velvet_${name}_`);
    cleanups.push(() => database.drop());
    env.DATABASE_URL = database.url;
  }
  if ((await run(bin("tsx").concat("scripts/setup.ts"), { env })) !== 0) throw new Error("setup failed");
  return env;
}

/**
 * Starts the production server (scripts/server.mjs, src/server/main.ts) on a
 * free port and waits for /api/health. Its output goes to
 * `bench-results/<logName>.log`, or to `logFile` when given.
 */
export async function startAppServer(env, { logName, logFile = path.join(root, "bench-results", `${logName}.log`), extraEnv = {} }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = { ...env, ...extraEnv, PORT: String(port), HOST: "127.0.0.1", SITE_URL: base };
  const server = start([process.execPath, "scripts/server.mjs"], { env: serverEnv, logFile });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { server, base };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop(server);
  throw new Error(`server did not become ready; see ${logFile}`);
}

/** A public, non-members-only profile, found through the sitemap as a crawler would. */
export async function findPublicProfile(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const match = xml.match(/<loc>[^<]*?(\/models\/[0-9a-f-]{36})<\/loc>/);
  if (!match) throw new Error("no public profile in /sitemap.xml");
  return match[1];
}
