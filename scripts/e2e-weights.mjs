#!/usr/bin/env node
/**
 * Rewrites tests/e2e/shard-weights.json (seconds per spec file, which
 * scripts/e2e.mjs splits the shards by) from the Playwright reports of the
 * last embedded run in test-results/. Run it after a whole run when specs
 * were added or grew:
 *
 *   CI=true node scripts/e2e.mjs && node scripts/e2e-weights.mjs
 */
import fs from "node:fs";
import path from "node:path";
import { WEIGHTS_FILE, weightsFromReports } from "./lib/e2e-shards.mjs";
import { root } from "./lib/proc.mjs";

const resultsDir = path.join(root, "test-results");
// The reports of the last run only: those written within ten minutes of the newest.
const candidates = fs
  .readdirSync(resultsDir)
  .filter((name) => /^e2e-embedded(-\d+of\d+)?\.json$/.test(name))
  .map((name) => ({ file: path.join(resultsDir, name), written: fs.statSync(path.join(resultsDir, name)).mtimeMs }));
const newest = Math.max(...candidates.map((candidate) => candidate.written));
const reports = candidates
  .filter((candidate) => newest - candidate.written < 10 * 60_000)
  .map((candidate) => JSON.parse(fs.readFileSync(candidate.file, "utf8")));
if (reports.length === 0) {
  console.error("[e2e-weights] no test-results/e2e-embedded*.json: run the end-to-end suite first");
  process.exit(1);
}
const weights = weightsFromReports(reports);
fs.writeFileSync(path.join(root, WEIGHTS_FILE), `${JSON.stringify(weights, null, 2)}\n`);
console.log(`[e2e-weights] ${Object.keys(weights).length} spec files written to ${WEIGHTS_FILE}`);
