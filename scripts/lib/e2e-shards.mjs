/**
 * How the end-to-end spec files are split between shards that run side by
 * side (scripts/e2e.mjs): by how long each file took, so the shards end at
 * about the same time. Playwright's own --shard splits by test count in file
 * order, which put the long journeys together.
 *
 * The times come from tests/e2e/shard-weights.json (seconds per file, from a
 * whole run: `node scripts/e2e-weights.mjs` rewrites it from the last run's
 * reports); a file not in it counts as the median.
 */
import fs from "node:fs";
import path from "node:path";

export const WEIGHTS_FILE = path.join("tests", "e2e", "shard-weights.json");

/** The spec files under a folder, as paths relative to the root ("tests/e2e/x.spec.ts"), sorted. */
export function specFiles(root, dir = path.join("tests", "e2e")) {
  return fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith(".spec.ts"))
    .sort()
    .map((name) => path.join(dir, name).split(path.sep).join("/"));
}

export function readWeights(root) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, WEIGHTS_FILE), "utf8"));
  } catch {
    return {};
  }
}

function median(values) {
  if (values.length === 0) return 1;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The files in `shards` groups of about equal total weight: heaviest first,
 * each to the lightest group so far (ties to the lower group, so the plan is
 * the same on every machine). Each group keeps file order.
 */
export function planShards(files, shards, weights = {}) {
  const fallback = median(files.map((file) => weights[file]).filter((value) => typeof value === "number"));
  const weightOf = (file) => (typeof weights[file] === "number" ? weights[file] : fallback);
  const groups = Array.from({ length: shards }, () => ({ files: [], weight: 0 }));
  const heaviestFirst = [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b));
  for (const file of heaviestFirst) {
    const lightest = groups.reduce((best, group) => (group.weight < best.weight ? group : best), groups[0]);
    lightest.files.push(file);
    lightest.weight += weightOf(file);
  }
  return groups.map((group) => ({ files: [...group.files].sort(), weight: group.weight }));
}

/** Seconds per spec file from Playwright JSON reports (the sum of its tests' attempts). */
export function weightsFromReports(reports) {
  const weights = {};
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = `tests/e2e/${spec.file}`;
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) weights[file] = (weights[file] ?? 0) + (result.duration ?? 0) / 1000;
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const report of reports) for (const suite of report.suites ?? []) visit(suite);
  return Object.fromEntries(Object.entries(weights).map(([file, seconds]) => [file, Math.round(seconds)]).sort(([a], [b]) => a.localeCompare(b)));
}
