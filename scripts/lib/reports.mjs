/**
 * Pass/fail counts from the JSON reports of vitest and Playwright. A run that
 * failed without a failing test (a file that did not load, a crash, no report)
 * counts as one failure, so it can never be summed up as green.
 */
import fs from "node:fs";

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

export function vitestCounts(file, exitCode) {
  const report = readJson(file);
  const counts = report
    ? {
        passed: report.numPassedTests ?? 0,
        // A test file that failed to load (import error, top-level throw) has no
        // test results of its own: count it as one failure.
        failed: (report.numFailedTests ?? 0) + filesFailedWithoutTests(report),
        skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      }
    : { passed: 0, failed: 0, skipped: 0 };
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

function filesFailedWithoutTests(report) {
  return (report.testResults ?? []).filter(
    (file) => file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed"),
  ).length;
}

export function playwrightCounts(file, exitCode) {
  const stats = readJson(file)?.stats;
  const counts = stats
    ? { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, flaky: stats.flaky }
    : { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

export function removeIfPresent(file) {
  fs.rmSync(file, { force: true });
}
