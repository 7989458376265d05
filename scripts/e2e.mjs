#!/usr/bin/env node
/**
 * End-to-end tests against a production build, once per database target:
 * "embedded" (PGlite in a fresh temp DATA_DIR) and, when TEST_DATABASE_URL is
 * set, "postgres" (a fresh database on that server, dropped afterwards).
 *
 * For each target: scripts/setup.ts (migrate, seed, accounts) → server on a
 * free port → wait for /api/health → `playwright test` → stop server → clean up.
 *
 *   node scripts/e2e.mjs                    # embedded (+ postgres if TEST_DATABASE_URL)
 *   node scripts/e2e.mjs --postgres-only    # postgres only (CI's second run)
 *   node scripts/e2e.mjs -- tests/e2e/smoke.spec.ts   # arguments after -- go to playwright
 *   node scripts/e2e.mjs --every-test-on-postgres     # not only the @postgres ones there
 *   node scripts/e2e.mjs --shards 2         # the embedded pass as two runs side by side
 *
 * With --shards N the embedded pass runs as N shards side by side, each with
 * its own copy of the prepared database, its own server and browser, so no
 * test shares rows with a test of another shard; the spec files are split by
 * how long each took (scripts/lib/e2e-shards.mjs). One run is the default: on
 * a 2-core machine the suite is bound by the processor, and two shards took
 * as long as one (decision 044). A machine with more cores may gain.
 *
 * PostgreSQL runs the tests tagged @postgres: every write through the app,
 * sessions, live change notifications, conflicts (docs/testing.md says which
 * test gets the tag). What only reads runs once, on the embedded database:
 * its answers do not depend on which database holds the rows.
 *
 * Each pass also has its own media store, so both stores are covered without
 * a third pass (decision 045): embedded keeps images on local disk,
 * PostgreSQL in an S3-compatible bucket (s3rver, started here for the pass
 * and stopped after it). Seeding writes the demo images through that store.
 *
 * Writes test-results/e2e-summary.json (counts per target) for scripts/test.mjs.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIsStale } from "./build-state.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { createScratchDatabase } from "./lib/pg.mjs";
import { startS3rver } from "./lib/s3rver.mjs";
import { bin, freePort, root, run, seconds, start, stop, tail } from "./lib/proc.mjs";
import { playwrightCounts, removeIfPresent } from "./lib/reports.mjs";
import { checkCrashDurability } from "./lib/crash-check.mjs";
import { checkGracefulShutdown } from "./lib/shutdown-check.mjs";
import { planShards, readWeights, specFiles } from "./lib/e2e-shards.mjs";

const RESULTS_DIR = path.join(root, "test-results");
const SUMMARY_FILE = path.join(RESULTS_DIR, "e2e-summary.json");
const SERVER_READY_TIMEOUT_MS = 120_000;

// Fixed credentials of the seeded accounts. Most tests sign in as fresh accounts of
// their own (tests/e2e/support/test.ts); the sign-in form's own tests use these.
const ACCOUNTS_ENV = {
  ADMIN_EMAIL: "admin@e2e.test",
  ADMIN_PASSWORD: "e2e-admin-password-1",
  DEMO_PASSWORD: "e2e-demo-password-1",
};

const log = (message) => console.log(`[e2e] ${message}`);

/** Cleanups of each run in progress (a shard has its own), run on normal exit and on Ctrl-C alike. */
const runsInProgress = new Set();
async function runCleanups(cleanups) {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`[e2e] cleanup failed: ${error.message}`);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    log(`${signal}: stopping the servers and cleaning up`);
    await Promise.all([...runsInProgress].map(runCleanups));
    process.exit(130);
  });
}

function parseArgs(argv) {
  const separator = argv.indexOf("--");
  const own = separator === -1 ? argv : argv.slice(0, separator);
  const playwrightArgs = separator === -1 ? [] : argv.slice(separator + 1);
  const shardsAt = own.indexOf("--shards");
  const shards = shardsAt === -1 ? 1 : Number(own[shardsAt + 1]);
  if (!Number.isInteger(shards) || shards < 1) throw new Error("--shards takes a whole number, 1 or more");
  return {
    // The embedded crash-safety check runs with the whole suite, or when asked for.
    crashSafety: own.includes("--crash-safety") || !playwrightArgs.some((arg) => arg.endsWith(".spec.ts")),
    postgresOnly: own.includes("--postgres-only"),
    everyTestOnPostgres: own.includes("--every-test-on-postgres"),
    shards,
    playwrightArgs,
  };
}

async function buildIfStale() {
  if (!buildIsStale(root)) {
    log("build is up to date (.next/BUILD_ID newer than the sources)");
    return true;
  }
  log("building (scripts/build.mjs)…");
  const started = Date.now();
  const code = await run([process.execPath, "scripts/build.mjs"], {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  log(`build ${code === 0 ? "finished" : "FAILED"} in ${seconds(Date.now() - started)}`);
  return code === 0;
}

/** Which media store each target's pass uses (decision 045). */
const MEDIA_STORE_OF = { embedded: "local", postgres: "s3" };

/** The variables that choose the target's media store; for S3, a server of the pass's own. */
async function mediaStoreEnv(name, cleanups) {
  if (MEDIA_STORE_OF[name] === "local") return { MEDIA_STORE: "local" };
  const s3 = await startS3rver();
  cleanups.push(() => s3.stop());
  log(`${name}: media store S3 (s3rver at ${s3.endpoint}, bucket ${s3.bucket})`);
  return s3.env;
}

/** Where a target keeps its data, and the env the setup script and server share. */
async function prepareTarget(name, cleanups) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `velvet-e2e-${name}-`));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    ...ACCOUNTS_ENV,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    // Even with PostgreSQL the data folder holds the auth secret and media.
    DATA_DIR: dataDir,
    VELVET_TEST_FIXTURES: "1",
    VELVET_TEST_FIXTURES_TOKEN: randomBytes(24).toString("hex"),
    // Page views written within half a second, for tests/e2e/seo-performance.spec.ts.
    VELVET_PAGE_VIEWS_FLUSH_MS: "500",
    ...(await mediaStoreEnv(name, cleanups)),
  };
  delete env.DATABASE_URL;
  if (name === "postgres") {
    const database = await createScratchDatabase(process.env.TEST_DATABASE_URL, "velvet_e2e_");
    cleanups.push(() => database.drop());
    env.DATABASE_URL = database.url;
    log(`postgres: created database ${database.name}`);
    // Secrets in the environment rather than generated into the data folder,
    // as several instances of one site need them (docs/multiple-instances.md):
    // tests/e2e/instances.spec.ts starts a second server with a folder of its own.
    env.BETTER_AUTH_SECRET = randomBytes(32).toString("hex");
    env.FIELD_ENCRYPTION_KEY = randomBytes(32).toString("base64");
  }
  return env;
}

async function runSetup(env) {
  const started = Date.now();
  const code = await run(bin("tsx").concat("scripts/setup.ts"), { env });
  log(`setup ${code === 0 ? "finished" : "FAILED"} in ${seconds(Date.now() - started)}`);
  return code === 0;
}

const serverLogFile = (name) => path.join(RESULTS_DIR, `e2e-${name}-server.log`);

// Written by src/app/i18n-request.ts when a message is missing or cannot be formatted.
const TRANSLATION_ERROR_PREFIX = "[i18n]";

/**
 * A page that shows a message's name instead of its text still answers 200,
 * so the run also fails when the server logged a translation error.
 */
function withServerLogCheck(name, counts) {
  const lines = fs.existsSync(serverLogFile(name)) ? fs.readFileSync(serverLogFile(name), "utf8").split("\n") : [];
  const translationErrors = [...new Set(lines.filter((line) => line.includes(TRANSLATION_ERROR_PREFIX)))];
  if (translationErrors.length === 0) return counts;
  console.error(`[e2e] ${name}: the server logged translation errors:\n  ${translationErrors.join("\n  ")}`);
  return { ...counts, failed: counts.failed + 1, error: "translation errors in the server log" };
}

async function startServer(name, env, cleanups, logName = name) {
  const logFile = serverLogFile(logName);
  // scripts/server.mjs starts the compiled production server (src/server/main.ts), which closes the database cleanly on SIGTERM.
  const server = start([process.execPath, "scripts/server.mjs"], { env, logFile });
  cleanups.push(() => stop(server, 15_000));
  const started = Date.now();
  const ready = await waitUntilReady(env.SITE_URL, server);
  if (!ready.ok) {
    console.error(`[e2e] ${name}: server not ready: ${ready.reason}\n--- last lines of ${logFile} ---\n${tail(logFile)}`);
    return null;
  }
  log(`${name}: server ready at ${env.SITE_URL} (pid ${server.pid}) in ${seconds(Date.now() - started)}; ${ready.via}`);
  return server;
}

/** SIGTERM with requests in flight (scripts/lib/shutdown-check.mjs); one more test in the target's counts. */
async function withShutdownCheck(name, env, server, counts) {
  const problems = await checkGracefulShutdown({
    server,
    baseUrl: env.SITE_URL,
    readLog: () => (fs.existsSync(serverLogFile(name)) ? fs.readFileSync(serverLogFile(name), "utf8") : ""),
    reopenDatabase: async () => (await run(bin("tsx").concat("scripts/db-migrate.ts"), { env })) === 0,
  });
  if (problems.length === 0) {
    log(`${name}: SIGTERM with requests in flight: answered in full, database closed, exit 0, database opens again`);
    return { ...counts, passed: counts.passed + 1 };
  }
  console.error(`[e2e] ${name}: graceful shutdown failed:\n  ${problems.join("\n  ")}\n--- last lines of the server log ---\n${tail(serverLogFile(name))}`);
  return { ...counts, failed: counts.failed + 1, error: "graceful shutdown failed" };
}

/** PostgreSQL only: SIGKILL during sign-ups loses no acknowledged write (scripts/lib/crash-check.mjs); one more test. */
async function withCrashCheck(name, env, cleanups, counts) {
  const { problems, acknowledged } = await checkCrashDurability({
    startServer: () => startServer(name, env, cleanups, `${name}-crash`),
    baseUrl: env.SITE_URL,
    databaseUrl: env.DATABASE_URL,
  });
  if (problems.length === 0) {
    log(`${name}: SIGKILL during sign-ups: all ${acknowledged} acknowledged sign-ups kept whole, server starts again`);
    return { ...counts, passed: counts.passed + 1 };
  }
  console.error(`[e2e] ${name}: crash check failed:\n  ${problems.join("\n  ")}\n--- last lines of the server log ---\n${tail(serverLogFile(`${name}-crash`))}`);
  return { ...counts, failed: counts.failed + 1, error: "crash check failed" };
}

/**
 * Embedded only: SIGKILL in the middle of a gallery batch, application
 * uploads, a bulk action and a backup leaves nothing half-written
 * (scripts/crash-safety.ts); one more test.
 */
let runCrashSafety = false;
async function withCrashSafety(name, env, chromiumPath, counts) {
  const started = Date.now();
  const code = await run(bin("tsx").concat("scripts/crash-safety.ts"), { env: { ...env, CHROMIUM_PATH: chromiumPath } });
  if (code === 0) {
    log(`${name}: SIGKILL during a gallery batch, application uploads, a bulk action and a backup: nothing half-written, in ${seconds(Date.now() - started)}`);
    return { ...counts, passed: counts.passed + 1 };
  }
  console.error(`[e2e] ${name}: crash-safety check failed (its lines above say what; server logs in test-results/e2e-embedded-crash-safety-*.log)`);
  return { ...counts, failed: counts.failed + 1, error: "crash-safety check failed" };
}

/** Ready when /api/health answers 200 (database reachable, migrations applied). */
async function waitUntilReady(baseUrl, server) {
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      return { ok: false, reason: `server exited (${server.exitCode ?? server.signalCode})` };
    }
    try {
      const health = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) });
      if (health.ok) return { ok: true, via: "/api/health answered 200" };
      last = `/api/health answered ${health.status}: ${(await health.text()).slice(0, 200)}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { ok: false, reason: `timed out after ${seconds(SERVER_READY_TIMEOUT_MS)}; last: ${last}` };
}

async function runPlaywright(pass, env, chromiumPath, extraArgs) {
  const report = path.join(RESULTS_DIR, `e2e-${pass.label}.json`);
  removeIfPresent(report);
  const code = await run(bin("playwright").concat("test", ...(pass.files ?? []), ...extraArgs), {
    env: { ...env, E2E_BASE_URL: env.SITE_URL, E2E_TARGET: pass.target, E2E_RUN: pass.label, E2E_JSON_REPORT: report, CHROMIUM_PATH: chromiumPath },
  });
  return playwrightCounts(report, code);
}

/** A free port, and the address the server answers at. */
async function withAddress(env) {
  const port = await freePort();
  return { ...env, PORT: String(port), HOST: "127.0.0.1", SITE_URL: `http://127.0.0.1:${port}` };
}

/**
 * A prepared database for one target: migrated, seeded, with its accounts.
 * The port comes first: setup stores SITE_URL in site_settings, which
 * canonical URLs, robots.txt and the sitemap are built from.
 */
async function prepareDatabase(target, cleanups) {
  const env = await withAddress(await prepareTarget(target, cleanups));
  // The crash check's burst of sign-ups presents distinct addresses in
  // X-Forwarded-For, as a proxy would report distinct visitors, so the
  // sign-up rate limit stays out of it. The Playwright tests send none.
  env.TRUST_PROXY = "1";
  return (await runSetup(env)) ? env : null;
}

/**
 * Another shard's database: a copy of the prepared embedded one (setup is
 * the slow part: password hashes, demo photos), with its own folder, port,
 * fixtures token and site address.
 */
async function copyEmbeddedDatabase(prepared, cleanups) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-e2e-embedded-"));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  fs.cpSync(prepared.DATA_DIR, dataDir, { recursive: true });
  const env = await withAddress({ ...prepared, DATA_DIR: dataDir, VELVET_TEST_FIXTURES_TOKEN: randomBytes(24).toString("hex") });
  const { PGlite } = await import("@electric-sql/pglite");
  const database = new PGlite(path.join(dataDir, "pglite"));
  await database.query("UPDATE site_settings SET site_url = $1 WHERE id = 1", [env.SITE_URL]);
  await database.close();
  return env;
}

/**
 * One run end to end (a target, or one shard of it) on a prepared database;
 * any step that fails before the tests counts as one failure. The shutdown
 * check runs once per target (in its first shard), the crash check on
 * PostgreSQL only.
 */
async function runTarget(target, chromiumPath, playwrightArgs, { shard = 1, shards = 1, files, prepare = prepareDatabase } = {}) {
  const name = shards > 1 ? `${target}-${shard}of${shards}` : target;
  const started = Date.now();
  const cleanups = [];
  runsInProgress.add(cleanups);
  const failedBeforeTests = (step) => ({ name, passed: 0, failed: 1, skipped: 0, error: `${step} failed` });
  try {
    const env = await prepare(target, cleanups);
    if (!env) return failedBeforeTests("setup");
    const server = await startServer(name, env, cleanups);
    if (!server) return failedBeforeTests("server start");
    const counts = withServerLogCheck(name, await runPlaywright({ target, label: name, files }, env, chromiumPath, playwrightArgs));
    const afterShutdown = shard === 1 ? await withShutdownCheck(name, env, server, counts) : counts;
    if (target === "postgres") return { name, ...(await withCrashCheck(name, env, cleanups, afterShutdown)) };
    return { name, ...(shard === 1 && runCrashSafety ? await withCrashSafety(name, env, chromiumPath, afterShutdown) : afterShutdown) };
  } catch (error) {
    console.error(`[e2e] ${name}: ${error.stack ?? error.message}`);
    return failedBeforeTests(error.message);
  } finally {
    await runCleanups(cleanups);
    runsInProgress.delete(cleanups);
    log(`${name}: done in ${seconds(Date.now() - started)}`);
  }
}

/**
 * The shards of the embedded target side by side, summed into one row (the
 * slowest shard's time is the target's). The first shard's database is set
 * up once and copied for the others before any server starts.
 */
async function runShards(target, chromiumPath, playwrightArgs, shards) {
  if (shards === 1) return runTarget(target, chromiumPath, playwrightArgs);
  const setupCleanups = [];
  runsInProgress.add(setupCleanups);
  try {
    const prepared = await prepareDatabase(target, setupCleanups);
    if (!prepared) return { name: target, passed: 0, failed: 1, skipped: 0, error: "setup failed" };
    // Copied while nothing has the folder open.
    const envs = [prepared];
    while (envs.length < shards) envs.push(await copyEmbeddedDatabase(prepared, setupCleanups));
    // Spec files named on the command line are split among themselves; other arguments go to every shard.
    const named = playwrightArgs.filter((arg) => arg.endsWith(".spec.ts"));
    const others = playwrightArgs.filter((arg) => !arg.endsWith(".spec.ts"));
    const plan = planShards(named.length > 0 ? named : specFiles(root), shards, readWeights(root));
    const timed = Object.keys(readWeights(root)).length > 0;
    plan.forEach((group, i) => log(`${target}-${i + 1}of${shards}: ${group.files.length} spec files${timed ? `, about ${Math.round(group.weight)} s by the recorded times` : " (no recorded times: split by count)"}`));
    const parts = await Promise.all(
      envs.map((env, i) => runTarget(target, chromiumPath, others, { shard: i + 1, shards, files: plan[i].files, prepare: async () => env })),
    );
    return sumShards(target, parts);
  } finally {
    await runCleanups(setupCleanups);
    runsInProgress.delete(setupCleanups);
  }
}

function sumShards(target, parts) {
  for (const part of parts) log(`${part.name}: ${part.passed} passed, ${part.failed} failed, ${part.skipped} skipped${part.error ? ` (${part.error})` : ""}`);
  const sum = (key) => parts.reduce((total, part) => total + (part[key] ?? 0), 0);
  const errors = parts.filter((part) => part.error).map((part) => `${part.name}: ${part.error}`);
  const all = (key) => parts.flatMap((part) => part[key] ?? []);
  return {
    name: target,
    passed: sum("passed"),
    failed: sum("failed"),
    skipped: sum("skipped"),
    flaky: sum("flaky"),
    failures: [...all("failures"), ...errors],
    flakyTests: all("flakyTests"),
    ...(errors.length ? { error: errors.join("; ") } : {}),
  };
}

async function main() {
  const { postgresOnly, everyTestOnPostgres, shards, playwrightArgs, crashSafety } = parseArgs(process.argv.slice(2));
  runCrashSafety = crashSafety;
  const targets = [];
  if (!postgresOnly) targets.push("embedded");
  if (process.env.TEST_DATABASE_URL) targets.push("postgres");
  else if (postgresOnly) {
    console.error("[e2e] --postgres-only needs TEST_DATABASE_URL (a role allowed to CREATE DATABASE)");
    return finish([{ name: "postgres", passed: 0, failed: 1, skipped: 0, error: "TEST_DATABASE_URL not set" }]);
  }

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  let chromiumPath;
  try {
    chromiumPath = await ensureChromium();
    log(`Chromium: ${chromiumPath}`);
  } catch (error) {
    console.error(error.message);
    return finish(targets.map((name) => ({ name, passed: 0, failed: 1, skipped: 0, error: "no Chromium" })));
  }
  if (!(await buildIfStale())) {
    return finish(targets.map((name) => ({ name, passed: 0, failed: 1, skipped: 0, error: "build failed" })));
  }

  const results = [];
  for (const name of targets) {
    const started = Date.now();
    const onlyTagged = name === "postgres" && !everyTestOnPostgres ? ["--grep", "@postgres"] : [];
    // The tagged subset on PostgreSQL is small: one run.
    const result = await runShards(name, chromiumPath, [...onlyTagged, ...playwrightArgs], name === "embedded" ? shards : 1);
    results.push({ ...result, mediaStore: MEDIA_STORE_OF[name], durationMs: Date.now() - started });
  }
  return finish(results);
}

function finish(results) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(SUMMARY_FILE, `${JSON.stringify({ targets: results }, null, 2)}\n`);
  for (const r of results) {
    const store = r.mediaStore ? `, media store ${r.mediaStore}` : "";
    log(`${r.name}${store}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${r.error ? ` (${r.error})` : ""}`);
  }
  return results.some((r) => r.failed > 0) ? 1 : 0;
}

removeIfPresent(SUMMARY_FILE);
process.exitCode = await main();
