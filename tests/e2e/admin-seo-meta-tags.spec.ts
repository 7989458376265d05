import type { APIRequestContext, Page } from "@playwright/test";
import { callFixture } from "./support/fixtures";
import { openAdminScreen } from "./pages/admin-page";
import { expect, test } from "./support/test";

/**
 * Meta Tags Manager end to end: an admin gives /faq
 * its own meta title and description, the public page's head follows; the
 * Preview tab cuts a long title for Google; deleting the row gives the page
 * its own title back. A path no page answers at is flagged (a warning, not
 * a refusal). On a phone nothing scrolls sideways. Validation, uniqueness,
 * the version check and the audit rows are covered by
 * src/features/seo/admin/meta-tags/actions.integration.test.ts; a member calling
 * the action directly, by admin-routes.spec.ts.
 */

const PATH = "/admin/seo/meta-tags";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function pageSeoRows(request: APIRequestContext, pagePath: string): Promise<unknown[]> {
  return (await callFixture(request, "read", { table: "page_seo", where: { column: "pagePath", value: pagePath } })) as unknown[];
}

/** The public answer, re-read until the change shows (caches clear from the change notification, a moment after the commit). */
async function expectEventually(read: () => Promise<string>, expected: string | RegExp): Promise<void> {
  await expect(async () => expect(await read()).toMatch(expected)).toPass({ timeout: 20_000 });
}

async function faqHead(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/faq")).text();
  const title = html.match(/<title>[^<]*<\/title>/)?.[0] ?? "";
  const description = html.match(/<meta name="description" content="[^"]*"/)?.[0] ?? "";
  return `${title}\n${description}`;
}

async function openNewDialog(page: Page) {
  await page.getByRole("button", { name: "New meta tag" }).click();
  const dialog = page.getByRole("dialog", { name: "New meta tag" });
  await expect(dialog.getByRole("textbox", { name: "Page path" })).toBeVisible();
  return dialog;
}

async function deleteRow(page: Page, pagePath: string): Promise<void> {
  await openAdminScreen(page, `${PATH}?q=${encodeURIComponent(pagePath)}`);
  await page.getByRole("button", { name: `Delete the meta tags of ${pagePath}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Meta tags removed successfully!")).toBeVisible();
}

test("an admin gives /faq its own meta tags, the public head follows, and deleting them brings the page's own back", { tag: "@postgres" }, async ({ page, request, asAdmin: _admin }) => {
  expect(await pageSeoRows(request, "/faq"), "no other row for /faq").toEqual([]);
  const marker = unique();
  const metaTitle = `Velvet questions ${marker}`;
  const description = `Answers for members about bookings, payment and discretion (${marker}).`;
  const longTitle = `Frequently asked questions about membership ${marker}`.padEnd(70, "x");
  expect(longTitle).toHaveLength(70);

  await openAdminScreen(page, PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Meta Tags Manager" })).toBeVisible();
  const dialog = await openNewDialog(page);
  await dialog.getByRole("textbox", { name: "Page path" }).fill("/FAQ/");
  await dialog.getByRole("textbox", { name: "Page title" }).fill(longTitle);
  // Leaving the path checks it: /faq is a public page.
  await expect(dialog.getByText("A public page answers at /faq.")).toBeVisible();

  // With no meta title yet, Google shows the page title cut at 60 with an ellipsis.
  await dialog.getByRole("tab", { name: "Preview" }).click();
  const google = dialog.getByRole("region", { name: "Google" });
  await expect(google.getByText(`${longTitle.slice(0, 60)}…`, { exact: true })).toBeVisible();
  await expect(google.getByText(longTitle, { exact: true })).toHaveCount(0);

  await dialog.getByRole("tab", { name: "Basic" }).click();
  await dialog.getByRole("textbox", { name: "Meta title" }).fill(metaTitle);
  await expect(dialog.getByText(`${metaTitle.length}/60`)).toBeVisible();
  await dialog.getByRole("textbox", { name: "Meta description" }).fill(description);
  await dialog.getByRole("tab", { name: "SEO score" }).click();
  await expect(dialog.getByText("Meta title of 30 to 60 characters")).toBeVisible();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Meta tags created/updated successfully!")).toBeVisible();

  try {
    // Saved under the normalised path, listed with its score and no warning.
    const table = page.getByRole("table", { name: "Meta tags" });
    await expect(table.getByRole("row").filter({ hasText: metaTitle })).toContainText("/faq");
    await expect(table.getByRole("row").filter({ hasText: metaTitle })).not.toContainText("Matches no page");

    await expectEventually(() => faqHead(request), new RegExp(`<title>${metaTitle}[^<]*</title>`));
    await expectEventually(() => faqHead(request), `content="${description}"`);
  } finally {
    await deleteRow(page, "/faq");
  }
  await expectEventually(() => faqHead(request), /<title>Frequently asked questions[^<]*<\/title>/);
  expect(await faqHead(request)).not.toContain(marker);
});

test("a path no public page answers at is flagged in the dialog and in the list, and may be saved all the same", async ({ page, asAdmin: _admin }) => {
  const pagePath = `/no-such-page-${unique()}`;
  // Cancelling a dialog with typed text asks first ('unsaved changes'): yes.
  page.on("dialog", (confirm) => void confirm.accept());
  await openAdminScreen(page, PATH);
  const dialog = await openNewDialog(page);
  await dialog.getByRole("textbox", { name: "Page path" }).fill(pagePath);
  await dialog.getByRole("textbox", { name: "Page title" }).focus();
  await expect(dialog.getByText(`No public page answers at ${pagePath} yet.`, { exact: false })).toBeVisible();
  await dialog.getByRole("textbox", { name: "Meta title" }).fill("A page that is still to come");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Meta tags created/updated successfully!")).toBeVisible();
  try {
    await openAdminScreen(page, `${PATH}?q=${encodeURIComponent(pagePath)}`);
    const row = page.getByRole("table", { name: "Meta tags" }).getByRole("row").filter({ hasText: pagePath });
    await expect(row.getByText("Matches no page")).toBeVisible();

    // A second row for the same path is refused, with the reason under the field.
    await openAdminScreen(page, PATH);
    const second = await openNewDialog(page);
    await second.getByRole("textbox", { name: "Page path" }).fill(pagePath.toUpperCase());
    await second.getByRole("button", { name: "Create" }).click();
    await expect(second.getByText("This path already has meta tags. Edit that row instead.").first()).toBeVisible();
    await second.getByRole("button", { name: "Cancel" }).click();
  } finally {
    await deleteRow(page, pagePath);
  }
});

test("on a 390 px phone the list and the dialog's tabs fit the screen", async ({ page, asAdmin: _admin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminScreen(page, PATH);
  await expect(page.getByRole("button", { name: "New meta tag" })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  const dialog = await openNewDialog(page);
  for (const tab of ["Social", "Preview", "SEO score", "Basic"]) {
    await dialog.getByRole("tab", { name: tab }).click();
    expect(await overflow(), tab).toBeLessThanOrEqual(0);
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth), tab).toBeLessThanOrEqual(0);
  }
});
