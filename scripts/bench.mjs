#!/usr/bin/env node
/**
 * `npm run bench`: autocannon against a production build, side by side in one
 * run: home, a category page, a district page, a public profile, and a static
 * file as the ceiling. Prints req/s, p99 latency and each page's ratio to the
 * static file, plus the compressed size of the scripts each page loads.
 *
 * Pages are measured twice: as served (anonymous page cache on) and with the
 * cache off (VELVET_PAGE_CACHE=off), so the renderer's own speed is visible too.
 *
 *   npm run bench                       # embedded database
 *   BENCH_DATABASE_URL=postgres://… npm run bench
 *   npm run bench -- --duration 10 --connections 20
 *   npm run bench -- --redirect-rules 5000   # or BENCH_REDIRECT_RULES=5000
 *   npm run bench -- --scale [--factor 100]  # 1x and 100x side by side (scripts/bench-scale.mjs)
 *
 * With --redirect-rules N the run measures the redirect layer's cost instead
 * (decision 030): the same pages, as served, on a server with no rules, then
 * on one with N active rules of mixed kinds that match none of them
 * (scripts/seed-redirect-rules.ts), and prints req/s side by side with the
 * ratio. The target is under 5 % lost at 5,000 rules.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { benchScale } from "./bench-scale.mjs";
import { buildIfStale, findPublicProfile, prepareSeededDatabase, startAppServer } from "./lib/app-server.mjs";
import { bin, root, run, stop } from "./lib/proc.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const DURATION = option("duration", 10);
const CONNECTIONS = option("connections", 20);
const REDIRECT_RULES = option("redirect-rules", Number(process.env.BENCH_REDIRECT_RULES ?? 0));
const SCALE = args.includes("--scale");
const log = (line) => console.log(`[bench] ${line}`);
const cleanups = [];

async function staticCeiling(base) {
  const html = await (await fetch(`${base}/`)).text();
  const css = html.match(/href="(\/_next\/static\/[^"]+\.css)"/);
  return css ? css[1] : "/icon.svg";
}

// Requests come as a desktop browser's, so the page-view counter counts each
// page like a visitor's (a request without a User-Agent counts nothing,
// decision 032) and its cost is in the figures.
const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
};

async function measure(base, urlPath) {
  // Warm up (first renders, caches, JIT), then measure.
  await autocannon({ url: base + urlPath, connections: 4, duration: 2, headers: BROWSER_HEADERS });
  const result = await autocannon({ url: base + urlPath, connections: CONNECTIONS, duration: DURATION, headers: BROWSER_HEADERS });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return { path: urlPath, reqPerSec: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, non2xx };
}

async function scriptSizes(base, urlPath) {
  const html = await (await fetch(base + urlPath)).text();
  // `noModule` scripts are polyfills only browsers without module support fetch.
  const scripts = [...html.matchAll(/<script([^>]+)>/g)]
    .map((m) => m[1])
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => attributes.match(/\bsrc="([^"]+)"/)?.[1])
    .filter(Boolean);
  let gzip = 0;
  let brotli = 0;
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    gzip += zlib.gzipSync(body, { level: 9 }).length;
    brotli += zlib.brotliCompressSync(body).length;
  }
  return { count: new Set(scripts).size, gzipKb: gzip / 1024, brotliKb: brotli / 1024 };
}

function printTable(title, rows, ceiling) {
  console.log(`\n${title} (${CONNECTIONS} connections, ${DURATION} s each)`);
  console.log("| URL | req/s | p50 ms | p99 ms | vs static | non-2xx |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    const ratio = ceiling ? `${Math.round((row.reqPerSec / ceiling) * 100)} %` : "–";
    console.log(`| ${row.label} ${row.path} | ${row.reqPerSec.toFixed(0)} | ${row.p50} | ${row.p99} | ${ratio} | ${row.non2xx} |`);
  }
}

async function benchServer(env, pageCache) {
  const { server, base } = await startAppServer(env, {
    logName: `server-${pageCache ? "cache" : "nocache"}`,
    extraEnv: { VELVET_PAGE_CACHE: pageCache ? "on" : "off" },
  });
  try {
    const profile = await findPublicProfile(base);
    const staticFile = await staticCeiling(base);
    const pages = [
      ["home", "/"],
      ["category", "/blonde-escorts"],
      ["district", "/escorts-in-mayfair"],
      ["profile", profile],
    ];
    const rows = [];
    const ceiling = { label: "static file", ...(await measure(base, staticFile)) };
    rows.push(ceiling);
    for (const [label, urlPath] of pages) rows.push({ label, ...(await measure(base, urlPath)) });
    const sizes = [];
    for (const [label, urlPath] of pages) sizes.push({ label, path: urlPath, ...(await scriptSizes(base, urlPath)) });
    return { rows, ceiling: ceiling.reqPerSec, sizes };
  } finally {
    await stop(server);
  }
}

/** The measured pages on one server start (page cache on, as served). */
async function measurePages(env, logName) {
  const { server, base } = await startAppServer(env, { logName, extraEnv: { VELVET_PAGE_CACHE: "on" } });
  try {
    const profile = await findPublicProfile(base);
    const pages = [
      ["home", "/"],
      ["category", "/blonde-escorts"],
      ["district", "/escorts-in-mayfair"],
      ["profile", profile],
    ];
    const rows = [];
    for (const [label, urlPath] of pages) rows.push({ label, ...(await measure(base, urlPath)) });
    return { base, server, rows };
  } catch (error) {
    await stop(server);
    throw error;
  }
}

/** Same pages with 0 and with N redirect rules: the layer's cost per request. */
async function benchRedirectRules(env, count) {
  const without = await measurePages(env, "server-redirects-0");
  await stop(without.server);
  // The server is stopped: the seed may open its database (PGlite allows one process per folder).
  if ((await run(bin("tsx").concat("scripts/seed-redirect-rules.ts", "--count", String(count)), { env })) !== 0) throw new Error("seeding redirect rules failed");
  const withRules = await measurePages(env, `server-redirects-${count}`);
  try {
    // The rules are really loaded: a seeded exact rule answers (not followed).
    const probe = await fetch(`${withRules.base}/bench-old-page-${count - 1}`, { redirect: "manual" });
    if (![301, 302, 307].includes(probe.status)) throw new Error(`a seeded rule was not answered (status ${probe.status}): the measurement would mean nothing`);
  } finally {
    await stop(withRules.server);
  }
  console.log(`\nRedirect layer: the same pages with 0 and ${count} active rules (page cache on, ${CONNECTIONS} connections, ${DURATION} s each)`);
  console.log(`| page | req/s, 0 rules | req/s, ${count} rules | ratio | p99 ms, 0 → ${count} | non-2xx |`);
  console.log("|---|---:|---:|---:|---:|---:|");
  let sumWithout = 0;
  let sumWith = 0;
  without.rows.forEach((row, i) => {
    const other = withRules.rows[i];
    sumWithout += row.reqPerSec;
    sumWith += other.reqPerSec;
    console.log(`| ${row.label} ${row.path} | ${row.reqPerSec.toFixed(0)} | ${other.reqPerSec.toFixed(0)} | ${((other.reqPerSec / row.reqPerSec) * 100).toFixed(1)} % | ${row.p99} → ${other.p99} | ${row.non2xx + other.non2xx} |`);
  });
  const ratio = sumWith / sumWithout;
  console.log(`\nOverall: ${(ratio * 100).toFixed(1)} % of the throughput without rules (${((1 - ratio) * 100).toFixed(1)} % lost; the target is under 5 %).`);
  return { count, without: without.rows, with: withRules.rows, ratio };
}

async function main() {
  await buildIfStale(log);
  const env = await prepareSeededDatabase({ name: "bench", databaseUrl: process.env.BENCH_DATABASE_URL, cleanups });
  log(`database: ${env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite"}; machine: ${os.cpus().length} cores`);
  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  if (SCALE) {
    const scale = await benchScale(env, { factor: option("factor", 100), duration: DURATION, connections: CONNECTIONS, log });
    const file = path.join(root, "bench-results", `bench-scale-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    fs.writeFileSync(file, JSON.stringify(scale, null, 2));
    log(`results saved to ${path.relative(root, file)}`);
    return;
  }
  if (REDIRECT_RULES > 0) {
    const redirects = await benchRedirectRules(env, REDIRECT_RULES);
    const file = path.join(root, "bench-results", `bench-redirects-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    fs.writeFileSync(file, JSON.stringify({ duration: DURATION, connections: CONNECTIONS, redirects }, null, 2));
    log(`results saved to ${path.relative(root, file)}`);
    return;
  }
  const cached = await benchServer(env, true);
  const uncached = await benchServer(env, false);
  printTable("As served (anonymous page cache on)", cached.rows, cached.ceiling);
  printTable("Renderer alone (VELVET_PAGE_CACHE=off)", uncached.rows, uncached.ceiling);
  console.log("\nScripts each page loads in a current browser (no noModule polyfill)");
  console.log("| page | scripts | gzip -9 KB | brotli KB (as sent to browsers that accept it) |");
  console.log("|---|---:|---:|---:|");
  for (const s of cached.sizes) console.log(`| ${s.label} ${s.path} | ${s.count} | ${s.gzipKb.toFixed(1)} | ${s.brotliKb.toFixed(1)} |`);
  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  const file = path.join(root, "bench-results", `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, JSON.stringify({ duration: DURATION, connections: CONNECTIONS, cached, uncached }, null, 2));
  log(`results saved to ${path.relative(root, file)}`);
}

main()
  .catch((error) => {
    console.error(`[bench] ${error.message}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
