/**
 * The requests Next's client router sends, recorded from a real browser so a
 * bench can replay them exactly: the RSC request of a click from `/` on the
 * "Models" link in the header, and the prefetch of a profile link on
 * /models. Their headers (`rsc`, `next-router-state-tree`,
 * `next-router-prefetch`, `next-router-segment-prefetch`, `next-url`) and the
 * `_rsc` query parameter are whatever the installed Next.js sends, so the
 * replay follows an upgrade without edits here.
 *
 * Next 16 prefetches a link to a dynamic page with two requests: the route
 * tree (`next-router-segment-prefetch: /_tree`) and its metadata (a
 * `metadata-only` state tree). `prefetch` is the first; `prefetch.sameLink`
 * lists every prefetch request seen for that link, in order.
 *
 *   const { navigation, prefetch } = await captureRouterRequests(base, { cookie });
 *   // navigation.path, navigation.headers → autocannon; prefetch.sameLink → its `requests`
 */
import { chromium } from "playwright-core";
import { ensureChromium } from "./chromium.mjs";

/** Flags that keep a headless Chromium from phoning home here (offline machines; see playwright.config.ts). */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Headers the router adds to its requests: the ones a replay must carry. */
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url", "next-hmr-refresh"];

const PROFILE_PATH = /^\/models\/[0-9a-f-]{36}$/;
const WAIT_MS = 15_000;
const SETTLE_MS = 5_000;

/** `name=value; name2=value2` as cookies Playwright can add for `base`. */
export function cookiesFor(base, cookieHeader) {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const index = pair.indexOf("=");
      return { name: pair.slice(0, index), value: pair.slice(index + 1), url: base };
    });
}

/** A router request as a replay needs it: path with query, and only the router's own headers. */
export function routerRequestOf(request) {
  const url = new URL(request.url());
  const all = request.headers();
  const headers = {};
  for (const name of ROUTER_HEADERS) if (all[name] !== undefined) headers[name] = all[name];
  return { path: url.pathname + url.search, headers };
}

const isRouterRequest = (request) => request.headers().rsc === "1";
const isPrefetch = (request) => request.headers()["next-router-prefetch"] !== undefined;

/** Resolves with the first request `matches` accepts from now on, or rejects after WAIT_MS. */
function nextRequest(page, what, matches) {
  return page.waitForRequest((request) => isRouterRequest(request) && matches(request), { timeout: WAIT_MS }).catch(() => {
    throw new Error(`no ${what} was seen within ${WAIT_MS / 1000} s`);
  });
}

/**
 * Clicks once the page has settled: the header link's own prefetch of
 * /models has come back (or a few seconds passed), as for a reader who
 * looks before clicking. Otherwise the state tree the click sends depends
 * on how far that prefetch got, and so would the replayed request.
 */
async function captureNavigation(page, base) {
  const linkPrefetched = page
    .waitForResponse((response) => isRouterRequest(response.request()) && isPrefetch(response.request()) && new URL(response.url()).pathname === "/models", { timeout: SETTLE_MS })
    .catch(() => undefined);
  await page.goto(`${base}/`, { waitUntil: "load" });
  await linkPrefetched;
  const navigation = nextRequest(page, "navigation request to /models", (r) => new URL(r.url()).pathname === "/models" && !isPrefetch(r));
  // The header's link (the footer may have one too).
  await page.getByRole("banner").getByRole("link", { name: "Models", exact: true }).first().click();
  const request = await navigation;
  await page.waitForURL(`${base}/models`, { timeout: WAIT_MS });
  return request;
}

/**
 * Profile prefetches sent while the page showed /models: links in view are
 * prefetched as they appear (the home page's own profile links are left
 * out). Hovering the first profile link starts one should the viewport not
 * have done it.
 */
function watchProfilePrefetches(page, base) {
  const seen = [];
  page.on("request", (request) => {
    if (!isRouterRequest(request) || !isPrefetch(request)) return;
    if (page.url() !== `${base}/models` || !PROFILE_PATH.test(new URL(request.url()).pathname)) return;
    seen.push(request);
  });
  return async function firstPrefetch() {
    if (seen.length === 0) await page.locator('main a[href^="/models/"]').first().hover().catch(() => undefined);
    for (let waited = 0; seen.length === 0 && waited < WAIT_MS; waited += 100) await page.waitForTimeout(100);
    if (seen.length === 0) throw new Error(`no prefetch of a profile was seen on /models within ${WAIT_MS / 1000} s`);
    // The first one is measured; the rest of that link's prefetch (segment
    // requests after the route tree, if the router sends any) is listed.
    await page.waitForTimeout(1000);
    const first = seen[0];
    const samePath = seen.filter((request) => new URL(request.url()).pathname === new URL(first.url()).pathname);
    return { first, all: samePath };
  };
}

/**
 * Loads `/` in headless Chromium (signed in when `cookie` is given), clicks
 * "Models" and records the router's navigation request, then records the
 * prefetch of a profile link on /models. Resolves with
 * `{ navigation: { path, headers }, prefetch: { path, headers, sameLink } }`.
 */
export async function captureRouterRequests(base, { cookie } = {}) {
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(cookiesFor(base, cookie));
    const page = await context.newPage();
    const firstPrefetch = watchProfilePrefetches(page, base);
    const navigation = await captureNavigation(page, base);
    const prefetch = await firstPrefetch();
    return {
      navigation: routerRequestOf(navigation),
      prefetch: { ...routerRequestOf(prefetch.first), sameLink: prefetch.all.map(routerRequestOf) },
    };
  } finally {
    await browser.close();
  }
}
