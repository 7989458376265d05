#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 12 (mobile, the default form factor) with
 * Debian's Chromium against a seeded production build, on the home page, a
 * category page, a district page and a public profile. Prints the four
 * category scores per page. Lighthouse is fetched by npx (not a project
 * dependency: it is large and pulls `third-party-web@latest`, which breaks
 * `npm ci` when a new version is published).
 */
import fs from "node:fs";
import path from "node:path";
import { findChromium } from "./lib/chromium.mjs";
import { buildIfStale, findPublicProfile, prepareSeededDatabase, startAppServer } from "./lib/app-server.mjs";
import { root, run, stop } from "./lib/proc.mjs";

const LIGHTHOUSE = "lighthouse@12.8.2";
const RUNS = Math.max(1, Number.parseInt(process.env.RUNS ?? "3", 10) || 3);
// What Lighthouse 12's emulated phone sends: the page cache keys on these.
const LIGHTHOUSE_HEADERS = {
  "user-agent": "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
  "accept-encoding": "gzip, deflate, br, zstd",
};
const log = (line) => console.log(`[lighthouse] ${line}`);
const cleanups = [];

async function warm(base, urlPath) {
  for (let i = 0; i < 3; i++) await (await fetch(base + urlPath, { headers: LIGHTHOUSE_HEADERS })).arrayBuffer();
}

async function audit(base, urlPath, chromiumPath, outDir, round) {
  const out = path.join(outDir, `${urlPath.replace(/[^a-z0-9]+/gi, "_") || "home"}-${round}.json`);
  const flags = "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";
  const code = await run(
    ["npx", "--yes", LIGHTHOUSE, base + urlPath, "--quiet", "--output=json", `--output-path=${out}`, `--chrome-flags=${flags}`, "--only-categories=performance,accessibility,best-practices,seo"],
    { env: { ...process.env, CHROME_PATH: chromiumPath } },
  );
  if (code !== 0) throw new Error(`lighthouse failed on ${urlPath}`);
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  const metric = (id) => report.audits[id]?.displayValue ?? "–";
  return {
    path: urlPath,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    failing,
  };
}

async function main() {
  const chromiumPath = await findChromium();
  if (!chromiumPath) throw new Error("no Chromium found (run: node scripts/ensure-chromium.mjs)");
  await buildIfStale(log);
  const env = await prepareSeededDatabase({ name: "lighthouse", cleanups });
  const { server, base } = await startAppServer(env, { logName: "server-lighthouse" });
  cleanups.push(() => stop(server));
  const outDir = path.join(root, "bench-results", "lighthouse");
  fs.mkdirSync(outDir, { recursive: true });
  const pages = ["/", "/blonde-escorts", "/escorts-in-mayfair", await findPublicProfile(base)];
  const results = [];
  for (const page of pages) {
    await warm(base, page);
    const runs = [];
    for (let round = 1; round <= RUNS; round++) runs.push(await audit(base, page, chromiumPath, outDir, round));
    runs.sort((a, b) => a.performance - b.performance);
    results.push({ ...runs[Math.floor(runs.length / 2)], all: runs.map((r) => r.performance) });
  }
  console.log(`\nLighthouse 12, mobile (scores out of 100; median of ${RUNS} run${RUNS === 1 ? "" : "s"} per page)`);
  console.log("| page | performance | (all runs) | LCP | TBT | accessibility | best practices | SEO | failing binary audits |");
  console.log("|---|---:|---|---:|---:|---:|---:|---:|---|");
  for (const r of results) {
    console.log(
      `| ${r.path} | ${r.performance} | ${r.all.join(", ")} | ${r.lcp} | ${r.tbt} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.failing.join(", ") || "–"} |`,
    );
  }
  log(`reports in ${path.relative(root, outDir)}`);
}

main()
  .catch((error) => {
    console.error(`[lighthouse] ${error.message}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
