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
  counts.failures = report ? vitestFailures(report) : ["vitest wrote no report"];
  if (exitCode !== 0 && counts.failed === 0) {
    counts.failed = 1;
    // Every test passed, yet vitest failed: an unhandled error or rejection it printed as "Unhandled Errors".
    counts.failures.push(`vitest exited with code ${exitCode} though no test failed (an unhandled error; see "Unhandled Errors" above)`);
  }
  return counts;
}

/** Each failed test as "file > title", and each file that failed without a test of its own. */
function vitestFailures(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = relative(file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const test of failedTests) failures.push(`${name} > ${test.fullName ?? test.title}`);
    if (file.status === "failed" && failedTests.length === 0) failures.push(`${name} (the file failed to load: ${firstLine(file.message)})`);
  }
  return failures;
}

function relative(file = "") {
  return file.startsWith(process.cwd()) ? file.slice(process.cwd().length + 1) : file;
}

function firstLine(text = "") {
  return text.split("\n")[0].slice(0, 200);
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
  const report = readJson(file);
  counts.failures = report ? playwrightTitles(report, "unexpected") : ["Playwright wrote no report"];
  counts.flakyTests = report ? playwrightTitles(report, "flaky") : [];
  if (exitCode !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.failures.push(`Playwright exited with code ${exitCode} though no test failed`);
  }
  return counts;
}

/** "file:line › title" of every test whose outcome is `outcome` (unexpected, flaky). */
function playwrightTitles(report, outcome) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === outcome) titles.push(`${spec.file}:${spec.line} › ${[...path, spec.title].join(" › ")}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith(".ts") ? [...path, child.title] : path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return titles;
}

export function removeIfPresent(file) {
  fs.rmSync(file, { force: true });
}
