import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { callFixture, listModels, pickModel } from "./support/fixtures";

/**
 * The dashboard's cache card (decision 052): an admin sees this instance's
 * caches, runs operations, and open browsers follow: a visitor's tab
 * fetches its page again after "Sync all" and reloads after an emergency
 * clear. What each operation clears, on how many instances, and the
 * refusals of outsiders are covered by src/features/cache/operations.integration.test.ts;
 * two instances side by side by the several-instances spec.
 */

type Row = Record<string, unknown>;

/**
 * Opens the dashboard and waits until the cache card has hydrated: a click
 * before then does nothing. Once live, the card asks every instance for
 * fresh figures (GET /api/admin/cache), so that answer is the sign.
 */
async function openDashboard(page: Page): Promise<void> {
  const figures = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/admin/cache");
  await page.goto("/admin");
  expect((await figures).status()).toBe(200);
}

test("an admin reads the caches' figures, syncs every open browser and runs an emergency clear", async ({ page, asAdmin, browser, baseURL }) => {
  // A visitor with two tabs open (the FAQ page twice so the page cache holds a copy, and the models).
  const visitor = await browser.newContext({ baseURL });
  const streams: string[] = [];
  visitor.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/events") streams.push(request.url());
  });
  const visitorPage = await visitor.newPage();
  const otherTab = await visitor.newPage();
  try {
    // The FAQ page is read once without a browser (the page cache keeps a copy), then two tabs open.
    await visitor.request.get("/faq");
    await visitorPage.goto("/faq");
    await expect.poll(() => streams.length).toBe(1);
    await otherTab.goto("/models");
    await expect(otherTab.getByRole("heading", { level: 1 })).toBeVisible();
    // The browser's tabs share one stream: the second tab hears it through the first.
    await otherTab.waitForTimeout(1000);
    expect(streams).toHaveLength(1);

    await openDashboard(page);
    const card = page.getByTestId("cache-card");
    await expect(card.getByRole("heading", { name: "Cache synchronisation" })).toBeVisible();
    const self = card.getByTestId("cache-instance").filter({ hasText: "this instance" });
    await expect(self).toBeVisible();
    // The production server's page cache, by kind, with its hit ratio.
    await expect(self.getByTestId("cache-page-figures")).toContainText(/\d+ pages? \(/);
    await expect(self.getByTestId("cache-page-figures")).toContainText(/served from the cache|No lookups yet/);

    // Sync all: the servers' caches are emptied and both of the visitor's tabs fetch their page again.
    const refetched = [visitorPage, otherTab].map((tab) => tab.waitForRequest((request) => request.headers()["rsc"] === "1", { timeout: 10_000 }));
    await card.getByRole("button", { name: "Sync all" }).click();
    await expect(page.getByText(/^Sync all: .* cleared on 1 of 1 instance\.$/)).toBeVisible();
    await Promise.all(refetched);
    expect(streams, "no tab opened a stream of its own").toHaveLength(1);

    // The tab holding the stream closes: the other takes it over, saying what it saw last.
    await otherTab.bringToFront();
    const handedOver = visitorPage.close();
    await expect.poll(() => streams.length).toBe(2);
    await handedOver;
    expect(new URL(streams[1]).searchParams.get("since")).toMatch(/^\d+$/);

    // A clear by content type, recorded with its type.
    await card.getByRole("combobox", { name: "Content type" }).click();
    await page.getByRole("option", { name: "FAQs" }).click();
    await card.getByRole("button", { name: "Clear", exact: true }).click();
    await expect(page.getByText(/^Clear content type: .* cleared on 1 of 1 instance\.$/)).toBeVisible();
    await expect(card.getByTestId("cache-recent")).toContainText(`Clear content type: FAQs by ${asAdmin.email}`);

    // Emergency, after a confirmation: every open tab drops its caches and reloads.
    const reloaded = otherTab.waitForEvent("load", { timeout: 15_000 });
    await card.getByRole("button", { name: "Emergency clear" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Clear every cache, everywhere?" });
    await dialog.getByRole("button", { name: "Clear everything" }).click();
    await reloaded;
    await expect(otherTab.getByRole("heading", { level: 1 })).toBeVisible();

    const operations = (await callFixture(page.request, "read", { table: "cache_operations", where: { column: "requestedById", value: asAdmin.id } })) as Row[];
    expect(operations.map((operation) => operation.kind)).toEqual(expect.arrayContaining(["sync_all", "clear_content", "emergency"]));
    const audit = (await callFixture(page.request, "read", { table: "audit_log", where: { column: "actorId", value: asAdmin.id } })) as Row[];
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(["cache.sync_all", "cache.clear_content", "cache.emergency"]));
  } finally {
    await visitor.close();
  }
});

test("after a clear the page cache fills again class by class: a visitor never gets a subscriber's copy", { tag: "@postgres" }, async ({ page, asAdmin: _admin, users, request }) => {
  const model = pickModel(await listModels(request), "mixed", ["public", "members_only"]);
  const membersPhoto = model.photos.find((photo) => photo.visibility === "members_only")!.imageUrl;
  const subscriber = await users.create("subscriber");
  const profile = async (who: typeof request) => {
    const response = await who.get(`/models/${model.id}`, { headers: { connection: "close" } });
    expect(response.status()).toBe(200);
    return { body: await response.text(), cache: response.headers()["x-velvet-cache"] };
  };

  await openDashboard(page);
  await page.getByTestId("cache-card").getByRole("button", { name: "Clear all cache" }).click();
  await expect(page.getByText(/^Clear all cache: .* cleared on 1 of 1 instance\.$/)).toBeVisible();

  // The subscriber renders the page first after the clear; the visitor then gets a copy of their own class.
  const forSubscriber = await profile(subscriber.request);
  const forVisitor = await profile(request);
  const forVisitorAgain = await profile(request);
  expect(forSubscriber.body).toContain(membersPhoto);
  expect(forVisitor.body).not.toContain(membersPhoto);
  expect(forVisitorAgain).toMatchObject({ cache: "hit" });
  expect(forVisitorAgain.body).not.toContain(membersPhoto);
  expect(forVisitorAgain.body).not.toContain(subscriber.email);
});

test("the caches' figures answer only staff who manage caches", async ({ asMember, request }) => {
  expect((await asMember.request.get("/api/admin/cache")).status()).toBe(403);
  expect((await request.get("/api/admin/cache")).status()).toBe(401);
});
