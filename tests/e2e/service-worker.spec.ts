import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { E2E, listModels, pickModel, signIn } from "./support/fixtures";

/**
 * The public site's service worker (decision 053) in one visit: it holds the
 * build's static files and public images only, shows the offline page when
 * the network is gone, answers its messages, and is emptied by signing in
 * and by signing out (the server's Clear-Site-Data, no script of ours).
 */

interface StoredEntry {
  cache: string;
  url: string;
  contentType: string;
  cacheControl: string;
}

/** Every entry of every CacheStorage cache of the origin, with its stored answer's type and cache rules. */
function storedEntries(page: Page): Promise<StoredEntry[]> {
  return page.evaluate(async () => {
    const entries: StoredEntry[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({
          cache: name,
          url: request.url,
          contentType: response?.headers.get("content-type") ?? "",
          cacheControl: response?.headers.get("cache-control") ?? "",
        });
      }
    }
    return entries;
  });
}

/** Posts a message to the active worker and waits for its reply, as src/lib/client/service-worker.ts does. */
function ask(page: Page, message: { type: string; pattern?: string }) {
  return page.evaluate(async (posted) => {
    const registration = await navigator.serviceWorker.ready;
    const channel = new MessageChannel();
    const reply = new Promise<{ type: string; ok: boolean; deleted?: number }>((resolve) => {
      channel.port1.onmessage = (event) => resolve(event.data);
    });
    registration.active!.postMessage(posted, [channel.port2]);
    return reply;
  }, message);
}

/** Marks the browser's storage, to see whether the next answer clears it. */
async function leaveMarks(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (await caches.open("velvet-sw-mark")).put("/mark", new Response("mark"));
    localStorage.setItem("velvet-mark", "1");
  });
}

function marksLeft(page: Page): Promise<{ cache: boolean; local: boolean }> {
  return page.evaluate(async () => ({ cache: (await caches.keys()).includes("velvet-sw-mark"), local: localStorage.getItem("velvet-mark") !== null }));
}

async function activeWorkerState(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
}

test("the service worker keeps only what every visitor may see, works offline, and is emptied on sign-in and sign-out", async ({ page, context, request }) => {
  test.setTimeout(90_000);

  // A visitor: the worker registers a few seconds after the home page has loaded and holds the build's shell.
  await page.goto("/");
  await expect.poll(() => activeWorkerState(page), { timeout: 30_000 }).toBe("activated");
  const stylesheets = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href));
  expect(stylesheets.length).toBeGreaterThan(0);
  const precached = await storedEntries(page);
  for (const href of stylesheets) expect(precached.map((entry) => entry.url), href).toContain(href);
  expect(precached.some((entry) => entry.url.endsWith(".woff2"))).toBe(true);
  expect(precached.every((entry) => /^velvet-sw-.+-static$/.test(entry.cache) && new URL(entry.url).pathname.startsWith("/_next/static/"))).toBe(true);

  // Pages the worker now controls: public images are kept, the page itself is not.
  await page.goto("/models");
  await expect.poll(async () => (await storedEntries(page)).filter((entry) => entry.contentType.startsWith("image/")).length).toBeGreaterThan(0);

  // Offline, a navigation shows the offline page, with a way to try again.
  await context.setOffline(true);
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", /\/faq$/);
  await context.setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toHaveCount(0);

  // Messages: each answered, on the port it came with.
  const invalidated = await ask(page, { type: "INVALIDATE_CACHE", pattern: "\\.woff2$" });
  expect(invalidated).toMatchObject({ type: "INVALIDATE_CACHE", ok: true });
  expect(invalidated.deleted).toBeGreaterThan(0);
  expect((await storedEntries(page)).filter((entry) => entry.url.endsWith(".woff2"))).toEqual([]);
  expect(await ask(page, { type: "CLEAR_ALL_CACHES" })).toMatchObject({ type: "CLEAR_ALL_CACHES", ok: true });
  expect((await page.evaluate(() => caches.keys())).filter((name) => name.startsWith("velvet-sw-"))).toEqual([]);

  // Signing in (the form's server action) empties CacheStorage and local storage.
  await leaveMarks(page);
  await signIn(page, "subscriber@velvet.london", E2E.demoPassword);
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  expect(await marksLeft(page)).toEqual({ cache: false, local: false });

  // The subscriber opens a members-only profile with its restricted photos, and the account page.
  const model = pickModel(await listModels(request), "membersOnly", ["members_only"]);
  const restrictedIds = model.photos
    .filter((photo) => photo.visibility !== "public")
    .map((photo) => /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(photo.imageUrl)?.[0])
    .filter((id): id is string => Boolean(id));
  expect(restrictedIds.length).toBeGreaterThan(0);
  await page.goto(`/models/${model.id}`);
  await expect(page.getByRole("region", { name: "Photo gallery" }).locator("img").first()).toBeVisible();
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Signing out (a plain form post answered with a redirect) empties it again.
  await leaveMarks(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
  expect(await marksLeft(page)).toEqual({ cache: false, local: false });

  // Nothing stored is a page, a restricted photo, or an API answer other than a public image.
  const stored = await storedEntries(page);
  for (const entry of stored) {
    const { pathname } = new URL(entry.url);
    expect(entry.contentType, entry.url).not.toContain("text/html");
    expect(entry.contentType, entry.url).not.toContain("text/x-component");
    expect(pathname, entry.url).not.toMatch(/^\/(models|account|auth|admin)(\/|$)/);
    for (const id of restrictedIds) expect(decodeURIComponent(entry.url), entry.url).not.toContain(id);
    if (pathname.startsWith("/api/") || pathname.startsWith("/_next/image")) {
      expect(entry.contentType, entry.url).toMatch(/^image\//);
      expect(entry.cacheControl, entry.url).toContain("public");
    } else {
      expect(pathname.startsWith("/_next/static/") || entry.contentType.startsWith("image/"), entry.url).toBe(true);
    }
  }
});
