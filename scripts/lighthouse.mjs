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
const log = (line) => console.log(`[lighthouse] ${line}`);
const cleanups = [];

async function audit(base, urlPath, chromiumPath, outDir) {
  const out = path.join(outDir, `${urlPath.replace(/[^a-z0-9]+/gi, "_") || "home"}.json`);
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
  return { path: urlPath, performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo"), failing };
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
  for (const page of pages) results.push(await audit(base, page, chromiumPath, outDir));
  console.log("\nLighthouse 12, mobile (scores out of 100)");
  console.log("| page | performance | accessibility | best practices | SEO | failing binary audits |");
  console.log("|---|---:|---:|---:|---:|---|");
  for (const r of results) console.log(`| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.failing.join(", ") || "–"} |`);
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
