import type { APIRequestContext, Page } from "@playwright/test";
import { callFixture } from "./support/fixtures";
import { openAdminScreen } from "./pages/admin-page";
import { expect, test } from "./support/test";

/**
 * The page editor (/admin/seo/pages) end to end: an admin filters the pages
 * whose description is too short, edits a category's title inline and sees
 * it in the table and in the public page's <title>; edits /apply's
 * description (saved as a meta tag override; /faq belongs to the Meta Tags test)
 * and sees it in the page's meta description; a member is refused the
 * screen. Where each edit is written, the version check, validation and the
 * audit rows are covered by src/features/seo/admin/pages/actions.integration.test.ts;
 * a member calling the action directly, by admin-routes.spec.ts.
 */

const PATH = "/admin/seo/pages";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Categories other specs read the public pages of: left alone here. */
const USED_ELSEWHERE = new Set(["blonde-escorts", "petite-escorts", "redhead-escorts"]);

interface CategoryRow {
  slug: string;
  isActive: boolean;
  seoTitle: string;
  seoDescription: string;
}

/** The public answer, re-read until the change shows (caches clear from the change notification, a moment after the commit). */
async function expectEventually(read: () => Promise<string>, expected: string | RegExp): Promise<void> {
  await expect(async () => expect(await read()).toMatch(expected)).toPass({ timeout: 20_000 });
}

async function head(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const title = html.match(/<title>[^<]*<\/title>/)?.[0] ?? "";
  const description = html.match(/<meta name="description" content="[^"]*"/)?.[0] ?? "";
  return `${title}\n${description}`;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Opens one page's row (found by its path), waits for the page to be live, and turns the row into inputs. */
async function editRow(page: Page, path: string) {
  await openAdminScreen(page, `${PATH}?q=${encodeURIComponent(path)}`);
  const table = page.getByRole("table", { name: "Public pages" });
  const edit = table.getByRole("button", { name: `Edit the title and description of ${path}`, exact: true });
  // Disabled until hydration: a click before it would do nothing.
  await expect(edit).toBeEnabled();
  await edit.click();
  await expect(table.getByRole("textbox", { name: "Title", exact: true })).toBeVisible();
  return table;
}

test("an admin filters short descriptions, then edits a category's title inline: the table and the public <title> follow", { tag: "@postgres" }, async ({ page, request, asAdmin: _admin }) => {
  const categories = (await callFixture(request, "read", { table: "categories" })) as CategoryRow[];
  const category = categories.filter((row) => row.isActive && !USED_ELSEWHERE.has(row.slug)).at(-1);
  expect(category, "an active category no other spec reads").toBeDefined();
  const path = `/${category!.slug}`;
  const title = `Page editor ${unique()}`;

  // The issue filter is read from the address, and every row shown has a description under 120 characters.
  await openAdminScreen(page, PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Page Editor" })).toBeVisible();
  await page.getByRole("combobox", { name: "Issue" }).click();
  await page.getByRole("option", { name: "Description too short (under 120)" }).click();
  await expect(page).toHaveURL(/issue=descriptionShort/);
  const table = page.getByRole("table", { name: "Public pages" });
  const lengths = await table.getByText(/^\d+ characters$/).allInnerTexts();
  // Title and description each show a length: every second one is a description's.
  const descriptions = lengths.filter((_, index) => index % 2 === 1).map((text) => Number.parseInt(text, 10));
  for (const length of descriptions) expect(length).toBeLessThan(120);

  try {
    const row = await editRow(page, path);
    await row.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await expect(row.getByText(`${title.length}/60`)).toBeVisible();
    await row.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Page updated")).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: path })).toContainText(title);

    await expectEventually(() => head(request, path), new RegExp(`<title>${escapeRegex(title)}[^<]*</title>`));
  } finally {
    await callFixture(request, "set-category-seo", { slug: category!.slug, seoTitle: category!.seoTitle, seoDescription: category!.seoDescription });
  }
  await expectEventually(async () => ((await head(request, path)).includes(title) ? "still there" : "gone"), "gone");
});

test("an admin edits /apply's description, saved as an override, and the page's meta description follows", { tag: "@postgres" }, async ({ page, request, asAdmin: _admin }) => {
  expect(await callFixture(request, "read", { table: "page_seo", where: { column: "pagePath", value: "/apply" } }), "no other row for /apply").toEqual([]);
  const description = `Apply to join the agency: what we ask for, how we review it and how quickly we answer, as checked by the page editor ${unique()}.`;
  expect(description.length).toBeLessThanOrEqual(160);

  try {
    const row = await editRow(page, "/apply");
    await expect(row.getByText("Saved as a meta tag override").first()).toBeVisible();
    // The edit opens with the page's current title and description, not empty boxes.
    const shownTitle = (await head(request, "/apply")).match(/<title>([^<|]*)/)?.[1].trim() ?? "";
    expect(shownTitle).not.toBe("");
    await expect(row.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(shownTitle);
    await expect(row.getByRole("textbox", { name: "Description", exact: true })).not.toHaveValue("");
    // Over the limit: refused in place, and what was typed stays.
    const box = row.getByRole("textbox", { name: "Description", exact: true });
    await box.fill("x".repeat(161));
    await row.getByRole("button", { name: "Save", exact: true }).click();
    await expect(row.getByText("The meta description may have at most 160 characters")).toBeVisible();
    await expect(box).toHaveValue("x".repeat(161));

    await box.fill(description);
    await row.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Page updated")).toBeVisible();
    await expect(row.getByRole("row").filter({ hasText: "/apply" })).toContainText(description);

    await expectEventually(() => head(request, "/apply"), `content="${description}"`);
  } finally {
    await callFixture(request, "delete-page-seo", { pagePaths: ["/apply"] });
  }
  await expectEventually(async () => ((await head(request, "/apply")).includes(description) ? "still there" : "gone"), "gone");
});

test("a member is refused the page editor", async ({ page, asMember: _member }) => {
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
});

test("on a 390 px phone the pages are cards that fit the screen", async ({ page, asAdmin: _admin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminScreen(page, PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Page Editor" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Public pages" })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
