#!/usr/bin/env node
/**
 * `npm run bench`: autocannon against a production build, for each viewer
 * class (visitor, member, subscriber, exclusive member, staff) and each kind
 * of request a page cache must answer: a static file as the ceiling, first
 * loads of `/`, `/models`, a profile and a category, the router's request
 * for a click from `/` to `/models` (RSC) and a link prefetch of a profile
 * (both recorded from Chromium, scripts/lib/router-requests.mjs). Prints one
 * table per page-cache mode, rows × classes: req/s, p99 latency and the share
 * of the static file's req/s (target: ≥ 50 % with p99 < 100 ms), plus the
 * compressed size of the scripts each page loads.
 *
 * Both modes by default: as served (page cache on) and the renderer alone
 * (VELVET_PAGE_CACHE=off). Signed-in classes sign in over HTTP with the seed's
 * demo accounts (and one exclusive member, scripts/bench-accounts.ts); each
 * class is checked to be what the server sees before it is measured.
 *
 *   npm run bench                       # embedded database
 *   BENCH_DATABASE_URL=postgres://… npm run bench
 *   npm run bench -- --duration 10 --connections 20
 *   npm run bench -- --classes visitor,member --rows home,navigation
 *   npm run bench -- --cache off        # the renderer alone (or on; both by default)
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
import { BENCH_CLASSES, BENCH_ROWS, cacheModes, formatTable, optionValue, pickByIds, targetSummary } from "./lib/bench-table.mjs";
import { checkPaidPhotos, findProfileWithPaidPhotos, signIn, verifyViewerClass } from "./lib/bench-viewers.mjs";
import { bin, root, run, stop } from "./lib/proc.mjs";
import { captureRouterRequests } from "./lib/router-requests.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => optionValue(args, name, fallback);
const DURATION = Number(option("duration", 5));
const CONNECTIONS = Number(option("connections", 20));
const REDIRECT_RULES = Number(option("redirect-rules", process.env.BENCH_REDIRECT_RULES ?? 0));
// Read before anything runs, so a mistyped name stops the run at once, not after the build and seed.
const { SELECTION, CACHE_MODES } = (() => {
  try {
    return {
      SELECTION: { rows: pickByIds(BENCH_ROWS, option("rows"), "rows"), classes: pickByIds(BENCH_CLASSES, option("classes"), "classes") },
      CACHE_MODES: cacheModes(option("cache", "both")),
    };
  } catch (error) {
    console.error(`[bench] ${error.message}`);
    process.exit(2);
  }
})();
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

/**
 * Warm-up, then the measured run. `extraHeaders` go with every request;
 * `sequence` (path and headers each), when given, is sent in turn on every
 * connection instead of `urlPath` alone: the requests of one link prefetch.
 */
async function measure(base, urlPath, extraHeaders = {}, sequence = null) {
  const headers = { ...BROWSER_HEADERS, ...extraHeaders };
  const requests = sequence?.map((request) => ({ method: "GET", path: request.path, headers: { ...headers, ...request.headers } }));
  const target = { url: base + urlPath, headers, ...(requests ? { requests } : {}) };
  // Warm up (first renders, caches, JIT), then measure.
  await autocannon({ ...target, connections: 4, duration: 2 });
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration: DURATION });
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

function printScriptSizes(sizes) {
  console.log("\nScripts each page loads in a current browser (no noModule polyfill)");
  console.log("| page | scripts | gzip -9 KB | brotli KB (as sent to browsers that accept it) |");
  console.log("|---|---:|---:|---:|");
  for (const s of sizes) console.log(`| ${s.label} ${s.path} | ${s.count} | ${s.gzipKb.toFixed(1)} | ${s.brotliKb.toFixed(1)} |`);
}

/** The demo accounts' password (prepareSeededDatabase sets it), which the bench's own account shares. */
const passwordOf = (env) => env.DEMO_PASSWORD;

/** Adds the exclusive member the demo seed lacks; the server must be stopped (one process per PGlite folder). */
async function addBenchAccounts(env, classes) {
  const exclusive = classes.find((c) => c.id === "exclusive");
  if (!exclusive) return;
  const command = bin("tsx").concat("scripts/bench-accounts.ts", "--email", exclusive.account, "--password", passwordOf(env));
  if ((await run(command, { env })) !== 0) throw new Error("creating the bench's exclusive member failed");
}

/** Each class's Cookie header (none for the visitor), signed in once: sessions live in the database, so they outlast a server restart. */
async function signInClasses(base, env, classes) {
  const cookies = {};
  for (const viewer of classes) {
    cookies[viewer.id] = viewer.account ? await signIn(base, { email: viewer.account, password: passwordOf(env), headers: BROWSER_HEADERS }) : null;
  }
  return cookies;
}

/** A subscriber's cookie, to find the photos only paying classes see, whether or not subscribers are measured. */
async function subscriberCookie(base, env, cookies) {
  const subscriber = BENCH_CLASSES.find((viewer) => viewer.id === "subscriber");
  return cookies.subscriber ?? signIn(base, { email: subscriber.account, password: passwordOf(env), headers: BROWSER_HEADERS });
}

/**
 * The addresses of the rows that do not depend on the viewer, looked up on
 * the running server; the profile is one with photos only paying classes see.
 */
async function pageTargets(base, env, state) {
  const { profile, paid } = await findProfileWithPaidPhotos(base, { subscriberCookie: await subscriberCookie(base, env, state.cookies), headers: BROWSER_HEADERS });
  return { static: await staticCeiling(base), profile, paid };
}

/**
 * What a row sends: one request, or for a prefetch every request the
 * router sent for that one link (the route tree, then its metadata), each
 * with the headers the row adds to the browser's.
 */
function requestsFor(row, { targets, router }) {
  const html = /^text\/html/;
  if (row.kind === "static") return { requests: [{ path: targets.static, headers: {} }], type: /^text\/css|^image\// };
  if (row.kind === "profile") return { requests: [{ path: targets.profile, headers: {} }], type: html };
  if (row.kind === "page") return { requests: [{ path: row.path, headers: {} }], type: html };
  const recorded = router[row.kind];
  return { requests: recorded.sameLink ?? [recorded], type: /^text\/x-component/ };
}

/**
 * Each request as the bench will send it: it must answer 200 with the
 * expected content type; a page must show the header a signed-in viewer gets
 * (an Account link) exactly when the class is signed in, and the profile its
 * paid photos exactly when the class may see them.
 */
async function checkAnswers(base, row, viewer, { requests, type: expectedType }, { cookie, paid }) {
  for (const request of requests) {
    const response = await fetch(base + request.path, { headers: { ...BROWSER_HEADERS, ...request.headers, ...(cookie ? { cookie } : {}) }, redirect: "manual" });
    const type = response.headers.get("content-type") ?? "";
    const body = await response.text();
    const where = `${viewer.label}, ${row.label} (${request.path})`;
    if (response.status !== 200 || !expectedType.test(type)) throw new Error(`${where}: answered ${response.status} ${type}; expected 200 ${expectedType.source}`);
    if (row.kind === "page" || row.kind === "profile") {
      const signedIn = body.includes('href="/account"');
      if (signedIn !== Boolean(cookie)) throw new Error(`${where}: the page was rendered ${signedIn ? "signed in" : "signed out"}`);
    }
    if (row.kind === "profile") checkPaidPhotos(body, viewer, paid);
  }
}

/** Starts a server with the page cache on or off; checks every class is what its column says. */
async function startForMode(env, mode, classes, state) {
  const { server, base } = await startAppServer(env, { logName: `server-cache-${mode}`, extraEnv: { VELVET_PAGE_CACHE: mode } });
  try {
    state.cookies ??= await signInClasses(base, env, classes);
    for (const viewer of classes) await verifyViewerClass(base, { ...viewer, cookie: state.cookies[viewer.id], headers: BROWSER_HEADERS });
    return { server, base };
  } catch (error) {
    await stop(server);
    throw error;
  }
}

/** The router's navigation and prefetch requests, recorded once per class in Chromium. */
async function recordRouterRequests(base, classes, rows, state) {
  if (!rows.some((row) => row.kind === "navigation" || row.kind === "prefetch")) return;
  state.router ??= {};
  for (const viewer of classes) {
    if (state.router[viewer.id]) continue;
    state.router[viewer.id] = await captureRouterRequests(base, { cookie: state.cookies[viewer.id] ?? undefined });
    log(`${viewer.label}: router requests recorded (${state.router[viewer.id].navigation.path}, ${state.router[viewer.id].prefetch.path})`);
  }
}

/**
 * A freshly started server answered the first cell measured on it (the
 * visitor's static file) at a quarter of the later cells' rate in trial runs,
 * whatever the row: that column's shares came out inflated. Serving the
 * static file at full load for a few seconds first gives every cell the same
 * warmed-up server.
 */
async function settle(base, staticPath) {
  await autocannon({ url: base + staticPath, connections: CONNECTIONS, duration: 5, headers: BROWSER_HEADERS });
}

/** Every row for every class on one server; cells keyed `${row}/${class}`. */
async function benchMode(env, mode, { rows, classes }, state) {
  const { server, base } = await startForMode(env, mode, classes, state);
  try {
    const targets = await pageTargets(base, env, state);
    await recordRouterRequests(base, classes, rows, state);
    await settle(base, targets.static);
    const cells = {};
    for (const viewer of classes) {
      const cookie = state.cookies[viewer.id];
      for (const row of rows) {
        const target = requestsFor(row, { targets, router: state.router?.[viewer.id] });
        await checkAnswers(base, row, viewer, target, { cookie, paid: targets.paid });
        const [first] = target.requests;
        const sequence = target.requests.length > 1 ? target.requests : null;
        const result = await measure(base, first.path, { ...(sequence ? {} : first.headers), ...(cookie ? { cookie } : {}) }, sequence);
        // Again after the run: what a page cache kept must still be this class's copy.
        await checkAnswers(base, row, viewer, target, { cookie, paid: targets.paid });
        cells[`${row.id}/${viewer.id}`] = { paths: target.requests.map((r) => r.path), reqPerSec: result.reqPerSec, p50: result.p50, p99: result.p99, failed: result.non2xx };
        log(`cache ${mode}, ${viewer.label}, ${row.label}: ${Math.round(result.reqPerSec)} req/s, p99 ${result.p99} ms`);
      }
    }
    state.sizes ??= await pageScriptSizes(base, targets);
    return cells;
  } finally {
    await stop(server);
  }
}

async function pageScriptSizes(base, targets) {
  const pages = [
    ["home", "/"],
    ["models", "/models"],
    ["profile", targets.profile],
    ["category", "/blonde-escorts"],
  ];
  const sizes = [];
  for (const [label, urlPath] of pages) sizes.push({ label, path: urlPath, ...(await scriptSizes(base, urlPath)) });
  return sizes;
}

const MODE_TITLES = { on: "As served (page cache on)", off: "Renderer alone (VELVET_PAGE_CACHE=off)" };

/** The default run: every selected row × class, per page-cache mode; tables, then JSON in bench-results/. */
async function benchViewerClasses(env) {
  const selection = SELECTION;
  const modes = CACHE_MODES;
  await addBenchAccounts(env, selection.classes);
  const state = {};
  const results = {};
  // Other work on the machine moves every figure: the load before and after says how much there was.
  const loadBefore = os.loadavg();
  for (const mode of modes) results[mode] = await benchMode(env, mode, selection, state);
  const loadAfter = os.loadavg();
  log(`load average (1, 5, 15 min): ${loadBefore.map((n) => n.toFixed(1)).join(", ")} before, ${loadAfter.map((n) => n.toFixed(1)).join(", ")} after, on ${os.cpus().length} cores`);
  for (const mode of modes) {
    const table = { ...selection, cells: results[mode] };
    const { met, measured } = targetSummary(table);
    console.log(`\n${MODE_TITLES[mode]}: req/s · p99 · share of the static file's req/s (${CONNECTIONS} connections, ${DURATION} s each; ✗ misses ≥ 50 % with p99 < 100 ms)`);
    for (const line of formatTable(table)) console.log(line);
    console.log(`${met} of ${measured} cells meet the target.`);
  }
  if (state.sizes) printScriptSizes(state.sizes);
  const file = path.join(root, "bench-results", `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  const report = {
    duration: DURATION,
    connections: CONNECTIONS,
    database: env.DATABASE_URL ? "postgresql" : "pglite",
    rows: selection.rows.map((row) => row.id),
    classes: selection.classes.map((viewer) => viewer.id),
    loadAverage: { before: loadBefore, after: loadAfter },
    router: state.router ?? null,
    results,
    sizes: state.sizes ?? [],
  };
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  log(`results saved to ${path.relative(root, file)}`);
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
    // --classes narrows the scale run's classes too; by default every class but staff (never cached).
    const classIds = option("classes") ? SELECTION.classes.map((viewer) => viewer.id) : undefined;
    const scale = await benchScale(env, { factor: Number(option("factor", 100)), duration: DURATION, connections: CONNECTIONS, log, classIds });
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
  await benchViewerClasses(env);
}

main()
  .catch((error) => {
    console.error(`[bench] ${error.message}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
