import { chromium, type Page } from "@playwright/test";
import { expect, test } from "./support/test";

/**
 * What every public page shares and the page-weight work must not break: the
 * phone menu (a native <dialog>), the static files' compression and caching,
 * and the error-page words that no longer come from the translation runtime.
 */

/**
 * Opens a public page and waits until React has hydrated it: a tap on the
 * menu button before then does nothing. Every page opens the browser's
 * stream of changes (GET /api/events) from an effect, so that request is the
 * sign; the test's page is its browser's only tab, so it is the one that opens it.
 */
async function gotoHydrated(page: Page, path: string): Promise<void> {
  const stream = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/events");
  await page.goto(path);
  await stream;
}

test.describe("phone menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("opens as a modal drawer, holds focus, locks scrolling, closes with Esc and returns focus", async ({ page }) => {
    await gotoHydrated(page, "/blonde-escorts");
    const opener = page.getByRole("button", { name: "Open menu" });
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeHidden();

    await opener.click();
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText("Browse the directory or manage your account.");
    // Focus moved into the drawer, and the page behind no longer scrolls.
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    // Tabbing around never leaves it: the rest of the page is inert.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")) || document.activeElement === document.body)).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  test("lists the main navigation, membership and sign-in (back to this page); following a link closes it", async ({ page }) => {
    await gotoHydrated(page, "/blonde-escorts");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const nav = drawer.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Models" })).toBeVisible();
    // The recruitment form is named for who it is for; membership has its own way in.
    await expect(nav.getByRole("link", { name: "For companions" })).toHaveAttribute("href", "/apply");
    await expect(drawer.getByRole("link", { name: "Become a member" })).toHaveAttribute("href", "/auth?mode=sign-up&next=%2Fblonde-escorts");
    await expect(drawer.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth?next=%2Fblonde-escorts");

    await nav.getByRole("link", { name: "Models" }).click();
    await expect(page).toHaveURL(/\/models$/);
    await expect(drawer).toBeHidden();
    // The close button closes it too.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
  });
});

test("static files are sent pre-compressed and cached for a year", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" && new URL(r.url()).pathname.startsWith("/_next/static/")) scripts.push(r.url());
  });
  await page.goto("/blonde-escorts");
  expect(scripts.length).toBeGreaterThan(0);
  for (const encoding of ["gzip", "br"]) {
    const response = await request.get(scripts[0], { headers: { "accept-encoding": encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"]).toBe(encoding);
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await response.body()).length).toBeGreaterThan(0);
  }
  // Unknown files under /_next/static still get the site's 404.
  expect((await request.get("/_next/static/chunks/does-not-exist.js")).status()).toBe(404);
});

test("public pages carry no translation runtime: their data holds no message catalogue", async ({ request }) => {
  const html = await (await request.get("/blonde-escorts")).text();
  // The root layout used to pass every message to the browser.
  expect(html).not.toContain("menuDescription");
  expect(html).not.toContain("skipToContent");
});

test("Back shows an anonymous page again from the back/forward cache, and its live FAQ stream reopens", async ({ baseURL }) => {
  // Playwright turns the back/forward cache off by default; this browser keeps it.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || undefined,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
  try {
    const page = await browser.newPage({ baseURL });
    const streams: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/events") streams.push(request.url());
    });
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Frequently asked questions" })).toBeVisible();
    await expect.poll(() => streams.length).toBe(1);
    // A mark only this very page holds: a page loaded again would not have it.
    await page.evaluate(() => Object.assign(window, { velvetBeforeLeaving: true }));

    await page.goto("/faq");
    // Every page follows the server (the cache card's operations too): /faq opens its own stream.
    await expect.poll(() => streams.length).toBe(2);
    // A page restored from the cache fires no load event: wait for the commit only.
    await page.goBack({ waitUntil: "commit" });
    await expect.poll(() => page.evaluate(() => "velvetBeforeLeaving" in window)).toBe(true);
    // The stream closed on leaving (an open one would have kept the page out of the cache) and opens again,
    // saying which cache operation it saw last so the server can replay what it missed.
    await expect.poll(() => streams.length).toBe(3);
    expect(new URL(streams[2]).searchParams.get("since")).toMatch(/^\d+$/);
  } finally {
    await browser.close();
  }
});
