/**
 * The requests the Next.js router really sends, captured from a headless
 * Chromium so a bench can replay them (autocannon) with the headers the
 * server sees from a browser: the navigation request of a click on the
 * header's "Models" link (`rsc: 1`, the router state tree, `_rsc`), and the
 * prefetch of a profile link on /models (`next-router-prefetch: 1`).
 *
 *   const { navigation, prefetch } = await captureRouterRequests("http://127.0.0.1:3000");
 *   // { path: "/models?_rsc=…", headers: { rsc: "1", "next-router-state-tree": "…", … } }
 *
 * The headers are the router's only: a replay adds its own User-Agent. The
 * browser presents a desktop Chrome's, so the server renders for a browser
 * (Next.js renders metadata differently for bots, and headless Chromium's
 * own user agent names itself).
 */
import { chromium } from "playwright-core";
import { findChromium } from "./chromium.mjs";

/** The headers that make a request a router request (the rest is the browser's own). */
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url", "next-hmr-refresh"];
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const WAIT_MS = 15_000;
const DESKTOP_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

/** What a replay needs from a captured request: path with its query (`_rsc`) and the router headers. */
function replayable(request) {
  const url = new URL(request.url());
  const all = request.headers();
  const headers = Object.fromEntries(ROUTER_HEADERS.filter((name) => all[name] !== undefined).map((name) => [name, all[name]]));
  return { path: url.pathname + url.search, headers };
}

/** The first request matching `test` from the moment this is called, or an error after WAIT_MS. */
function nextRequest(page, test, what) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off("request", onRequest);
      reject(new Error(`no ${what} request within ${WAIT_MS / 1000} s`));
    }, WAIT_MS);
    function onRequest(request) {
      if (!test(request)) return;
      clearTimeout(timer);
      page.off("request", onRequest);
      resolve(request);
    }
    page.on("request", onRequest);
  });
}

const isRouterRequest = (request) => request.headers().rsc === "1";
const isPrefetch = (request) => request.headers()["next-router-prefetch"] !== undefined;
const pathOf = (request) => new URL(request.url()).pathname;

/** Clicks the header's Models link on / and records the navigation request the router sends. */
async function captureNavigation(page, base) {
  await page.goto(`${base}/`, { waitUntil: "networkidle" });
  const navigation = nextRequest(page, (r) => isRouterRequest(r) && !isPrefetch(r) && pathOf(r) === "/models", "navigation");
  await page.locator('header nav a[href="/models"]').first().click();
  return replayable(await navigation);
}

/** On /models, the prefetch of a profile link: the viewport's own prefetch, or the one a hover starts. */
async function capturePrefetch(page, base) {
  const isProfilePrefetch = (r) => isRouterRequest(r) && isPrefetch(r) && /^\/models\/[0-9a-f-]{36}$/.test(pathOf(r));
  const prefetch = nextRequest(page, isProfilePrefetch, "profile prefetch");
  await page.goto(`${base}/models`, { waitUntil: "domcontentloaded" });
  const link = page.locator('main a[href^="/models/"]').first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  return replayable(await prefetch);
}

/**
 * Loads the site in a headless Chromium and returns the router's navigation
 * request (click on "Models" from /) and a profile link's prefetch (on
 * /models), each as `{ path, headers }`.
 */
export async function captureRouterRequests(base) {
  const executablePath = await findChromium();
  if (!executablePath) throw new Error("no Chromium found (run: node scripts/ensure-chromium.mjs)");
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    // Wide enough for the header's full navigation (it shows from 1,280 px).
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, userAgent: DESKTOP_CHROME });
    const page = await context.newPage();
    const navigation = await captureNavigation(page, base);
    const prefetch = await capturePrefetch(page, base);
    await context.close();
    return { navigation, prefetch };
  } finally {
    await browser.close();
  }
}
