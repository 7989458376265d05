/**
 * `npm run bench -- --scale`: the directory at 1x and at factor× its size in
 * one run, side by side (decision 040). On the seeded bench database, a
 * server measures each public page kind and each router request kind with
 * the page cache on (as served) and off (the renderer alone, where scale
 * shows); then, with the server stopped, `seed:scale` grows the same
 * database (PGlite allows one process per folder) and the same requests are
 * measured again. The profile and the router requests are the same at both
 * sizes: the same demo profile, replayed with the headers a browser sent.
 *
 *   npm run bench -- --scale                     # factor 100, embedded database
 *   npm run bench -- --scale --factor 10 --duration 5
 *   BENCH_DATABASE_URL=postgres://… npm run bench -- --scale
 *   npm run bench -- --scale --classes visitor,member   # signed-in classes too (default: all but staff)
 *
 * Every page kind is measured for a visitor; the pages and router requests a
 * member's access class changes (home, /models, a category, a profile, the
 * click and the prefetch) are measured for each signed-in class as well,
 * with the class's own session (the demo accounts and the bench's exclusive
 * member, signed in once: sessions outlast the restarts) and its own
 * recorded router requests (the router sends a different state tree when
 * signed in).
 *
 * Latency: autocannon reports p90, p97.5 and p99, not p95; the tables show
 * p97.5 (an upper bound of p95) and p99, and the target (p95 at factor× at
 * most 1.5 × the 1x figure) is checked on p97.5, which is the stricter reading.
 */
import autocannon from "autocannon";
import { findPublicProfile, startAppServer } from "./lib/app-server.mjs";
import { BENCH_CLASSES } from "./lib/bench-table.mjs";
import { signIn, verifyViewerClass } from "./lib/bench-viewers.mjs";
import { bin, run, stop } from "./lib/proc.mjs";
import { captureRouterRequests } from "./lib/router-requests.mjs";

// A desktop browser's User-Agent, as scripts/bench.mjs sends: the page-view counter counts each request like a visit.
const USER_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const TARGET_RATIO = 1.5;

/** The classes the scale run measures by default: staff are never served a shared copy. */
export const SCALE_CLASSES = ["visitor", "member", "subscriber", "exclusive"];
/** The request kinds a signed-in class is measured on: the pages and requests its class changes. */
const CLASS_KINDS = new Set(["home", "models", "category", "profile", "navigation (RSC, click on Models)", "prefetch (profile link)"]);

/** The public page kinds, and the router's two request kinds (captured at 1x, replayed at both sizes). */
function requestKinds(profile, router) {
  return [
    { label: "home", path: "/" },
    { label: "models", path: "/models" },
    { label: "category", path: "/blonde-escorts" },
    { label: "district", path: "/escorts-in-mayfair" },
    { label: "profile", path: profile },
    { label: "blog", path: "/blog" },
    { label: "faq", path: "/faq" },
    { label: "sitemap", path: "/sitemap.xml" },
    { label: "navigation (RSC, click on Models)", path: router.navigation.path, headers: router.navigation.headers },
    { label: "prefetch (profile link)", path: router.prefetch.path, headers: router.prefetch.headers },
  ];
}

async function measure(base, kind, { duration, connections }) {
  const headers = { "user-agent": USER_AGENT, ...kind.headers };
  // Warm up (first renders, caches, JIT), then measure.
  await autocannon({ url: base + kind.path, connections: 4, duration: 2, headers });
  const result = await autocannon({ url: base + kind.path, connections, duration, headers });
  return {
    label: kind.label,
    path: kind.path,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The sitemap as a crawler meets it on a cold server: time to the first
 * byte and to the end, size, how many URLs, and whether it is an index of
 * parts (past 50,000 URLs) or one document.
 */
async function probeSitemap(base) {
  const started = performance.now();
  const response = await fetch(`${base}/sitemap.xml`, { headers: { "user-agent": USER_AGENT } });
  const reader = response.body.getReader();
  let firstByte = null;
  let bytes = 0;
  const chunks = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByte ??= performance.now() - started;
    bytes += value.length;
    chunks.push(Buffer.from(value));
  }
  const xml = Buffer.concat(chunks).toString("utf8");
  const parts = (xml.match(/<sitemap>/g) ?? []).length;
  return {
    status: response.status,
    firstByteMs: Math.round(firstByte ?? 0),
    totalMs: Math.round(performance.now() - started),
    bytes,
    urls: (xml.match(/<url>/g) ?? []).length,
    parts: parts > 0 ? parts : 1,
    index: parts > 0,
  };
}

/**
 * Every request to measure, for each class: signed in once (sessions live in
 * the database), checked to be that class, with its own router requests.
 */
async function classKinds(base, env, classIds) {
  const profile = await findPublicProfile(base);
  const list = [];
  for (const id of classIds) {
    const viewer = BENCH_CLASSES.find((candidate) => candidate.id === id);
    const cookie = viewer.account ? await signIn(base, { email: viewer.account, password: env.DEMO_PASSWORD, headers: { "user-agent": USER_AGENT } }) : null;
    await verifyViewerClass(base, { label: viewer.label, tier: viewer.tier, cookie, headers: { "user-agent": USER_AGENT } });
    const router = await captureRouterRequests(base, cookie ? { cookie } : {});
    for (const kind of requestKinds(profile, router)) {
      if (cookie && !CLASS_KINDS.has(kind.label)) continue;
      list.push({ ...kind, label: `${viewer.label}: ${kind.label}`, headers: { ...kind.headers, ...(cookie ? { cookie } : {}) } });
    }
  }
  return list;
}

/** Adds the exclusive member the demo seed lacks (scripts/bench-accounts.ts), with the server stopped. */
async function addExclusiveMember(env, classIds) {
  const exclusive = BENCH_CLASSES.find((viewer) => viewer.id === "exclusive");
  if (!classIds.includes("exclusive")) return;
  const command = bin("tsx").concat("scripts/bench-accounts.ts", "--email", exclusive.account, "--password", env.DEMO_PASSWORD);
  if ((await run(command, { env })) !== 0) throw new Error("creating the bench's exclusive member failed");
}

/** One server start: every request kind measured, plus a cold sitemap probe first. */
async function measureServer(env, { pageCache, logName, kinds, options, classIds }) {
  const { server, base } = await startAppServer(env, { logName, extraEnv: { VELVET_PAGE_CACHE: pageCache ? "on" : "off" } });
  try {
    const sitemap = await probeSitemap(base);
    const list = kinds ?? (await classKinds(base, env, classIds));
    const rows = [];
    for (const kind of list) rows.push(await measure(base, kind, options));
    return { rows, sitemap, kinds: list };
  } finally {
    await stop(server);
  }
}

function ratioCell(small, big) {
  if (!small || !big) return "–";
  return `${(big / small).toFixed(2)}×`;
}

function printSideBySide(title, one, scaled, factor, options) {
  console.log(`\n${title} (${options.connections} connections, ${options.duration} s each; latency in ms)`);
  console.log(`| request | req/s 1x | req/s ${factor}x | p97.5 1x | p97.5 ${factor}x | p97.5 ratio | p99 1x | p99 ${factor}x | non-2xx |`);
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  const misses = [];
  one.forEach((row, i) => {
    const other = scaled[i];
    const ratio = other.p97_5 / Math.max(row.p97_5, 1);
    if (ratio > TARGET_RATIO) misses.push(`${row.label} (${row.p97_5} → ${other.p97_5} ms)`);
    console.log(
      `| ${row.label} \`${row.path.replace(/\?_rsc=.*/, "?_rsc=…")}\` | ${row.reqPerSec.toFixed(0)} | ${other.reqPerSec.toFixed(0)} | ${row.p97_5} | ${other.p97_5} | ${ratioCell(Math.max(row.p97_5, 1), other.p97_5)} | ${row.p99} | ${other.p99} | ${row.non2xx + other.non2xx} |`,
    );
  });
  console.log(misses.length === 0 ? `\nTarget met: every p97.5 at ${factor}x is within ${TARGET_RATIO}× of 1x.` : `\nTarget missed (p97.5 over ${TARGET_RATIO}× of 1x): ${misses.join("; ")}`);
}

function printSitemaps(probes, factor) {
  console.log("\nSitemap on a cold server (first request after start)");
  console.log("| size | page cache | status | URLs | parts | bytes | first byte ms | complete ms |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|");
  for (const [size, cache, probe] of probes) {
    console.log(`| ${size === 1 ? "1x" : `${factor}x`} | ${cache} | ${probe.status} | ${probe.urls} | ${probe.parts}${probe.index ? " (index)" : ""} | ${probe.bytes} | ${probe.firstByteMs} | ${probe.totalMs} |`);
  }
}

/** The whole scale run on the seeded bench database `env` (scripts/bench.mjs prepares it). */
export async function benchScale(env, { factor, duration, connections, log, classIds = SCALE_CLASSES }) {
  const options = { duration, connections };
  log(`scale run: 1x, then ${factor}x, ${duration} s per request kind; classes: ${classIds.join(", ")}`);
  await addExclusiveMember(env, classIds);
  const cachedOne = await measureServer(env, { pageCache: true, logName: "server-scale-1x-cache", options, classIds });
  const kinds = cachedOne.kinds;
  const uncachedOne = await measureServer(env, { pageCache: false, logName: "server-scale-1x-nocache", kinds, options });
  log(`seeding ${factor}x (server stopped)…`);
  const seedArgs = bin("tsx").concat("scripts/seed-scale.ts", "--factor", String(factor));
  if ((await run(seedArgs, { env })) !== 0) throw new Error("seed:scale failed");
  const cachedScaled = await measureServer(env, { pageCache: true, logName: `server-scale-${factor}x-cache`, kinds, options });
  const uncachedScaled = await measureServer(env, { pageCache: false, logName: `server-scale-${factor}x-nocache`, kinds, options });

  printSideBySide("As served (page cache on)", cachedOne.rows, cachedScaled.rows, factor, options);
  printSideBySide("Renderer alone (VELVET_PAGE_CACHE=off)", uncachedOne.rows, uncachedScaled.rows, factor, options);
  printSitemaps(
    [
      [1, "on", cachedOne.sitemap],
      [1, "off", uncachedOne.sitemap],
      [factor, "on", cachedScaled.sitemap],
      [factor, "off", uncachedScaled.sitemap],
    ],
    factor,
  );
  return {
    factor,
    duration,
    connections,
    requests: kinds.map(({ label, path }) => ({ label, path })),
    one: { cached: cachedOne, uncached: uncachedOne },
    scaled: { cached: cachedScaled, uncached: uncachedScaled },
  };
}
