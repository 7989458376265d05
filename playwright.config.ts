import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against a production build. scripts/e2e.mjs builds, prepares
 * a fresh database, starts the server and sets E2E_BASE_URL / CHROMIUM_PATH;
 * by hand: `E2E_BASE_URL=http://127.0.0.1:3000 npx playwright test`.
 */
const ci = Boolean(process.env.CI);
// scripts/e2e.mjs runs one pass per database target, the embedded one in
// shards; each run keeps its own report and artifacts.
const run = process.env.E2E_RUN ?? process.env.E2E_TARGET ?? "local";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/e2e-${run}`,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // One server with one database behind it on a 2-core machine: two browsers
  // at most, or the server's response times become the thing under test. In
  // CI, scripts/e2e.mjs runs two shards, each with its own server and one browser.
  workers: ci ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT ?? "test-results/e2e.json" }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000",
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          // Set by scripts/e2e.mjs to a system Chromium where Playwright's own
          // build cannot be downloaded; unset, Playwright uses its own.
          executablePath: process.env.CHROMIUM_PATH || undefined,
          // No sandbox: CI runs as root in a container. The rest stop Chromium
          // from phoning home (updates, sync, QUIC probes), which fails offline.
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
});
