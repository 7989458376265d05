#!/usr/bin/env node
/**
 * What one render of each public page costs, with the page cache off
 * (docs/decisions/041-renderer-cost.md): the HTML's size and the part of it
 * that is the inline router payload (`self.__next_f.push` scripts), the
 * median and 90th percentile of N sequential requests (one at a time, so
 * less noisy than a load test on a shared machine), and the database
 * statements one render runs once the data cache is warm, for a visitor and
 * for a signed-in member.
 *
 *   node scripts/render-cost.mjs              # 50 requests a page
 *   node scripts/render-cost.mjs --requests 20
 *
 * Embedded database only: statements are counted by patching PGlite in the
 * server process (scripts/render-cost-queries.mjs).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIfStale, findPublicProfile, prepareSeededDatabase, startAppServer } from "./lib/app-server.mjs";
import { root, stop } from "./lib/proc.mjs";

const args = process.argv.slice(2);
const requestsIndex = args.indexOf("--requests");
const REQUESTS = requestsIndex === -1 ? 50 : Number(args[requestsIndex + 1]);
const log = (line) => console.log(`[render-cost] ${line}`);
const cleanups = [];
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

function routerPayloadBytes(html) {
  let bytes = 0;
  for (const match of html.matchAll(/<script[^>]*>(self\.__next_f\.push[\s\S]*?)<\/script>/g)) bytes += Buffer.byteLength(match[1]);
  return bytes;
}

async function get(base, urlPath, cookie) {
  const response = await fetch(base + urlPath, { headers: { "user-agent": BROWSER, ...(cookie ? { cookie } : {}) } });
  if (!response.ok) throw new Error(`${urlPath} answered ${response.status}`);
  return response.text();
}

/** The server process's user + system CPU time so far, in ms (Linux: /proc, in 1/100 s ticks). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function measurePage(base, urlPath, cookie, queryLog, serverPid) {
  // Two renders warm the data cache and the code; the third is the one counted.
  for (let i = 0; i < 2; i++) await get(base, urlPath, cookie);
  await settle();
  const before = fs.readFileSync(queryLog, "utf8").split("\n").length;
  const html = await get(base, urlPath, cookie);
  await settle();
  const queries = fs.readFileSync(queryLog, "utf8").split("\n").length - before;
  const times = [];
  const cpuBefore = cpuMs(serverPid);
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await get(base, urlPath, cookie);
    times.push(performance.now() - started);
  }
  const cpuPerRequest = (cpuMs(serverPid) - cpuBefore) / REQUESTS;
  times.sort((a, b) => a - b);
  return { cpuPerRequest, urlPath, htmlBytes: Buffer.byteLength(html), payloadBytes: routerPayloadBytes(html), queries, median: percentile(times, 0.5), p90: percentile(times, 0.9) };
}

/** A demo member's session cookie, signed in as a browser would (same origin). */
async function signIn(base, email, password) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "user-agent": BROWSER },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("velvet.session_token="));
  if (!response.ok || !cookie) throw new Error(`signing in as ${email} failed (${response.status})`);
  return cookie.split(";")[0];
}

async function main() {
  await buildIfStale(log);
  const env = await prepareSeededDatabase({ name: "render-cost", cleanups });
  const queryLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "velvet-render-cost-")), "queries.log");
  fs.writeFileSync(queryLog, "");
  cleanups.push(() => fs.rmSync(path.dirname(queryLog), { recursive: true, force: true }));
  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  const { server, base } = await startAppServer(env, {
    logName: "server-render-cost",
    extraEnv: {
      VELVET_PAGE_CACHE: "off",
      // Page views are written in the background: keep them out of the counts.
      VELVET_PAGE_VIEWS_FLUSH_MS: "3600000",
      RENDER_COST_QUERY_LOG: queryLog,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${path.join(root, "scripts", "render-cost-queries.mjs")}`.trim(),
    },
  });
  cleanups.push(() => stop(server));
  const pages = ["/", "/models", "/blonde-escorts", "/escorts-in-mayfair", await findPublicProfile(base)];
  const member = await signIn(base, "member@velvet.london", env.DEMO_PASSWORD);
  for (const [label, cookie] of [["visitor", null], ["member", member]]) {
    console.log(`\nOne render as a ${label} (page cache off; ${REQUESTS} sequential requests; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`);
    console.log("| page | HTML bytes | router payload bytes | queries | server CPU ms per request | median ms | p90 ms |");
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    for (const urlPath of pages) {
      const row = await measurePage(base, urlPath, cookie, queryLog, server.pid);
      console.log(`| ${row.urlPath} | ${row.htmlBytes} | ${row.payloadBytes} | ${row.queries} | ${row.cpuPerRequest.toFixed(1)} | ${row.median.toFixed(1)} | ${row.p90.toFixed(1)} |`);
    }
  }
}

main()
  .catch((error) => {
    console.error(`[render-cost] ${error.message}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
