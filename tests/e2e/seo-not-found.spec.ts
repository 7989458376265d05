import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { callFixture } from "./support/fixtures";
import { openAdminScreen } from "./pages/admin-page";
import { expect, test } from "./support/test";

/**
 * The 404 monitor end to end (Technical SEO › 404 monitor; decision 031):
 * two missing public paths are asked for (one twice, with a Referer), the
 * server's counts are written at once through the fixtures route (instead
 * of waiting for the 10-second flush), the tab lists them with their hits
 * and referrer host; "Redirect (301)" to "/" makes the public path answer
 * 301 to "/" and takes the entry off the list; "Mark as gone (410)" makes
 * the other answer the 410 page. The rules made are deleted afterwards.
 * Caps, validation, loops and audit rows are covered by the integration
 * tests (src/features/seo/admin/not-found/not-found.integration.test.ts,
 * src/server/layers/not-found-monitor.test.ts).
 */

const PATH = "/admin/seo/technical";
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
// Two segments no route serves: a plain 404, whatever the [slug] pages hold.
const TWICE = `/e2e-missing/${RUN}-twice`;
const ONCE = `/e2e-missing/${RUN}-once`;

test.describe.configure({ mode: "serial" });

test.afterAll(async ({ request }) => {
  const ids: string[] = [];
  for (const fromPath of [TWICE, ONCE]) {
    const rows = (await callFixture(request, "read", { table: "redirects", where: { column: "fromPath", value: fromPath } })) as { id: string }[];
    ids.push(...rows.map((row) => row.id));
  }
  if (ids.length) await callFixture(request, "delete-redirects", { ids });
});

async function entryFor(request: APIRequestContext, path: string): Promise<{ hits: number; referrerHost: string } | undefined> {
  const rows = (await callFixture(request, "read", { table: "not_found_paths", where: { column: "path", value: path } })) as { hits: number; referrerHost: string }[];
  return rows[0];
}

/** The first answer for a path, not followed; the rules reload from the change notification within moments. */
async function expectAnswer(request: APIRequestContext, path: string, status: number): Promise<Awaited<ReturnType<APIRequestContext["get"]>>> {
  let response = await request.get(path, { maxRedirects: 0 });
  for (let i = 0; i < 50 && response.status() !== status; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    response = await request.get(path, { maxRedirects: 0 });
  }
  expect(response.status(), path).toBe(status);
  return response;
}

/** Clicks until the click has its effect: a click before the page hydrates does nothing. */
async function clickUntil(target: Locator, effect: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await target.click();
    await effect();
  }).toPass({ timeout: 20_000 });
}

/** The tab, searched down to this run's paths (other specs' 404s are listed too). */
async function openMonitor(page: Page): Promise<Locator> {
  await openAdminScreen(page, `${PATH}?tab=monitor&nq=${encodeURIComponent(`/e2e-missing/${RUN}`)}`);
  const table = page.getByRole("table", { name: "Recorded 404s" });
  await expect(table).toBeVisible();
  return table;
}

test("missing public paths are counted, and one click turns them into a 301 or a 410", { tag: "@postgres" }, async ({ page, request, asAdmin: _admin }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect((await request.get(TWICE, { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get(`${TWICE}?utm_source=e2e`, { maxRedirects: 0, headers: { referer: "https://referrer.example/articles/1?x=2" } })).status()).toBe(404);
  expect((await request.get(ONCE, { maxRedirects: 0 })).status()).toBe(404);

  // The counts are written on the server's "finish" of each response: flush until both are stored.
  await expect(async () => {
    await callFixture(request, "flush-not-found");
    expect(await entryFor(request, TWICE)).toMatchObject({ hits: 2, referrerHost: "referrer.example" });
    expect(await entryFor(request, ONCE)).toMatchObject({ hits: 1, referrerHost: "" });
  }).toPass({ timeout: 20_000 });

  const table = await openMonitor(page);
  const twice = table.getByRole("row").filter({ hasText: TWICE });
  const once = table.getByRole("row").filter({ hasText: ONCE });
  await expect(twice).toContainText("referrer.example");
  await expect(twice.getByRole("cell").nth(1)).toHaveText("2");
  await expect(once.getByRole("cell").nth(1)).toHaveText("1");
  // Most hits first, by default.
  await expect(table.getByRole("row").nth(1)).toContainText(TWICE);

  // Redirect (301) to the home page.
  const dialog = page.getByRole("dialog");
  await clickUntil(page.getByRole("button", { name: `Redirect (301): ${TWICE}` }), () => expect(dialog).toBeVisible({ timeout: 1_000 }));
  await dialog.getByLabel("Target").fill("/");
  await dialog.getByRole("button", { name: "Create the redirect" }).click();
  await expect(page.getByText(`${TWICE} now redirects to /`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(twice).toHaveCount(0);
  const moved = await expectAnswer(request, TWICE, 301);
  expect(moved.headers().location).toBe("/");

  // Mark as gone (410).
  await clickUntil(page.getByRole("button", { name: `Mark as gone (410): ${ONCE}` }), () => expect(dialog).toBeVisible({ timeout: 1_000 }));
  await dialog.getByRole("button", { name: "Mark as gone" }).click();
  await expect(page.getByText(`${ONCE} now answers 410 (gone)`)).toBeVisible();
  await expect(once).toHaveCount(0);
  const gone = await expectAnswer(request, ONCE, 410);
  expect(await gone.text()).toContain("This page has gone");

  // Both entries left the list: the search finds nothing of this run.
  await expect(page.getByText("No recorded 404 matches this search.")).toBeVisible();
  expect(await entryFor(request, TWICE)).toBeUndefined();
  expect(await entryFor(request, ONCE)).toBeUndefined();
});

test("on a 390 px phone the list shows cards that fit the screen", async ({ page, request, asAdmin: _admin }) => {
  const path = `/e2e-missing/${RUN}-phone`;
  expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(404);
  await expect(async () => {
    await callFixture(request, "flush-not-found");
    expect(await entryFor(request, path)).toBeTruthy();
  }).toPass({ timeout: 20_000 });

  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminScreen(page, `${PATH}?tab=monitor&nq=${encodeURIComponent(path)}`);
  const cards = page.getByRole("list", { name: "Recorded 404s" });
  await expect(cards.getByRole("listitem").filter({ hasText: path })).toBeVisible();
  await expect(cards.getByRole("button", { name: `Redirect (301): ${path}` })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Its own clean-up: the entry deleted through the row's confirmation.
  await clickUntil(cards.getByRole("button", { name: `Delete the entry for ${path}` }), () => expect(page.getByRole("alertdialog")).toBeVisible({ timeout: 1_000 }));
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Entry deleted")).toBeVisible();
  expect(await entryFor(request, path)).toBeUndefined();
});
