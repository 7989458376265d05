#!/usr/bin/env node
/**
 * `npm test`: everything CI checks, in order, always to the end:
 *   typecheck (tsc) and lint (eslint), side by side → vitest on PGlite (every test) → vitest on
 *   PostgreSQL (the "database" project only, when TEST_DATABASE_URL is set) →
 *   end-to-end (scripts/e2e.mjs: the whole suite on PGlite, the tests tagged
 *   @postgres on PostgreSQL).
 * The PGlite runs keep images on local disk, the PostgreSQL runs in an
 * S3-compatible bucket (s3rver, started for the run): each store is covered
 * by one pass, not two (decision 045). The summary names each run's store.
 * Prints a summary table and, as the very last line, `N passed, N failed`
 * (.ci/run adds those up). tsc and eslint count as one check each.
 *
 *   npm test                          # all of it (PostgreSQL parts only with TEST_DATABASE_URL)
 *   npm test -- --postgres-only       # only the PostgreSQL runs (CI's second pass)
 */
import fs from "node:fs";
import path from "node:path";
import { bin, root, run, seconds } from "./lib/proc.mjs";
import { removeIfPresent, vitestCounts } from "./lib/reports.mjs";
import { startS3rver } from "./lib/s3rver.mjs";

const RESULTS_DIR = path.join(root, "test-results");
const E2E_SUMMARY = path.join(RESULTS_DIR, "e2e-summary.json");

const postgresOnly = process.argv.includes("--postgres-only");
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/** A step that passes or fails as a whole (tsc, eslint): one check. */
async function singleCheck(command) {
  const code = await run(command, { env: baseEnv });
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
}

/**
 * The media store (MEDIA_STORE) each vitest run's tests get from
 * getMediaStore(); the store's own tests (src/lib/media) cover both in the
 * PGlite run, with an s3rver of their own.
 */
const VITEST_MEDIA_STORE = { pglite: "local", postgres: "s3" };

async function vitest(target) {
  const report = path.join(RESULTS_DIR, `vitest-${target}.json`);
  removeIfPresent(report);
  const env = { ...baseEnv, MEDIA_STORE: VITEST_MEDIA_STORE[target] };
  // The PGlite run must not pick up a TEST_DATABASE_URL from the environment.
  if (target === "pglite") delete env.TEST_DATABASE_URL;
  // On PostgreSQL only the "database" project: unit tests open no database, so a second run would repeat them.
  const projects = target === "postgres" ? ["--project", "database"] : [];
  const s3 = env.MEDIA_STORE === "s3" ? await startS3rver() : null;
  try {
    const code = await run(bin("vitest").concat("run", ...projects, "--reporter=default", "--reporter=json", `--outputFile=${report}`), {
      env: { ...env, ...s3?.env },
    });
    return vitestCounts(report, code);
  } finally {
    await s3?.stop();
  }
}

/** Set once tsc has passed in this run: the end-to-end build need not type-check again (next.config.ts). */
let typechecked = false;

/** e2e.mjs runs one pass per database target; each becomes its own row. */
async function e2e() {
  removeIfPresent(E2E_SUMMARY);
  const code = await run([process.execPath, "scripts/e2e.mjs", ...(postgresOnly ? ["--postgres-only"] : [])], {
    env: typechecked ? { ...baseEnv, VELVET_TYPECHECKED: "1" } : baseEnv,
  });
  let targets;
  try {
    targets = JSON.parse(fs.readFileSync(E2E_SUMMARY, "utf8")).targets;
  } catch {
    targets = [{ name: "all", passed: 0, failed: 1, skipped: 0, error: `no summary (exit ${code})` }];
  }
  return targets.map((t) => ({
    label: `e2e (${t.name}${t.mediaStore ? `, media store ${t.mediaStore}` : ""})`,
    passed: t.passed,
    failed: t.failed,
    skipped: t.skipped,
    note: t.error,
    // A single run's error (a failed shutdown check) is not among its failed tests.
    failures: [...(t.failures ?? []), ...(t.error && !(t.failures ?? []).includes(t.error) ? [t.error] : [])],
    flakyTests: t.flakyTests ?? [],
    time: t.durationMs === undefined ? undefined : seconds(t.durationMs),
  }));
}

function plannedSteps() {
  const steps = [];
  if (!postgresOnly) {
    // tsc and eslint each keep one core busy: side by side they take the time of the slower.
    steps.push({
      label: "typecheck and lint",
      expands: true,
      run: async () => {
        const timed = async (label, command) => {
          const started = Date.now();
          return { label, ...(await singleCheck(command)), time: seconds(Date.now() - started) };
        };
        const rows = await Promise.all([timed("typecheck (tsc --noEmit)", bin("tsc").concat("--noEmit")), timed("lint (eslint .)", bin("eslint").concat("."))]);
        typechecked = rows[0].failed === 0;
        return rows;
      },
    });
    steps.push({ label: `vitest (PGlite, media store ${VITEST_MEDIA_STORE.pglite})`, run: () => vitest("pglite") });
  }
  if (testDatabaseUrl) steps.push({ label: `vitest database tests (PostgreSQL, media store ${VITEST_MEDIA_STORE.postgres})`, run: () => vitest("postgres") });
  else if (postgresOnly) steps.push({ label: "vitest database tests (PostgreSQL)", run: async () => missingDatabaseUrl() });
  steps.push({ label: "e2e", run: e2e, expands: true });
  return steps;
}

function missingDatabaseUrl() {
  console.error("[test] --postgres-only needs TEST_DATABASE_URL");
  return { passed: 0, failed: 1, skipped: 0, note: "TEST_DATABASE_URL not set" };
}

function printSummary(rows) {
  const header = ["step", "result", "passed", "failed", "skipped", "time"];
  const lines = rows.map((r) => [
    r.label + (r.note ? ` (${r.note})` : ""),
    r.failed > 0 ? "FAIL" : "ok",
    String(r.passed),
    String(r.failed),
    String(r.skipped),
    r.time ?? "",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
  printNames(rows, "failures", "failed");
  printNames(rows, "flakyTests", "flaky (failed, then passed on its retry)");
}

/**
 * What failed, by name, right under the table: CI shows a run's last lines,
 * and a count alone does not say which test to look at. Marked `[test]` so
 * .ci/run can repeat them at its end.
 */
function printNames(rows, key, heading) {
  const names = rows.flatMap((r) => (r[key] ?? []).map((name) => `${r.label}: ${name}`));
  if (names.length === 0) return;
  console.log(`\n[test] ${heading}:`);
  for (const name of [...new Set(names)].slice(0, 40)) console.log(`[test]   ${name}`);
}

async function main() {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const rows = [];
  for (const step of plannedSteps()) {
    console.log(`\n[test] ── ${step.label} ──`);
    const started = Date.now();
    const result = await step.run();
    const time = seconds(Date.now() - started);
    // e2e rows carry their own per-target times (the build is not in them).
    if (step.expands) rows.push(...result.map((r) => ({ ...r, time: r.time ?? time })));
    else rows.push({ label: step.label, ...result, time });
  }
  printSummary(rows);
  const passed = rows.reduce((sum, r) => sum + r.passed, 0);
  const failed = rows.reduce((sum, r) => sum + r.failed, 0);
  console.log(`\n${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
