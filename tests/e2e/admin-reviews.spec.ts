import type { Page } from "@playwright/test";
import { listModels, pickModel } from "./support/fixtures";
import { expect, test } from "./support/test";

/**
 * The Model reviews screen end to end: an admin adds
 * a review for a public model, publishes it and sees it on the profile,
 * features it (offered once published), and deletes it; rejects another
 * while it is pending; on a phone the list is cards and nothing is
 * wider than the screen. The rules behind each button (audit rows, the
 * recounted rating, validation, stale edits, refusals) are covered by
 * src/features/reviews/admin/actions.integration.test.ts; a member calling
 * these actions directly, by admin-routes.spec.ts.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const REVIEWS = "/admin/models/reviews";

/** The list narrowed to one reviewer, by the screen's own search box. */
async function searchFor(page: Page, text: string): Promise<void> {
  const search = page.getByRole("search");
  await search.getByRole("searchbox", { name: "Search reviews" }).fill(text);
  await search.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=`));
}

/** The profile, reloaded until the change shows (public caches clear from the change notification, a moment after the commit). */
async function expectOnProfile(page: Page, modelId: string, text: string, present = true): Promise<void> {
  await expect(async () => {
    await page.goto(`/models/${modelId}`);
    const review = page.getByText(text, { exact: true });
    if (present) await expect(review).toBeVisible({ timeout: 2_000 });
    else await expect(review).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Adds a pending review through the New review dialog. */
async function addReview(page: Page, model: { id: string; name: string }, reviewer: string, content: string): Promise<void> {
  await page.getByRole("button", { name: "New review" }).click();
  const dialog = page.getByRole("dialog", { name: "New review" });
  await dialog.getByRole("searchbox", { name: "Find a model" }).fill(model.name);
  await dialog.getByRole("combobox", { name: "Model" }).selectOption(model.id);
  await dialog.getByRole("textbox", { name: "Reviewer name" }).fill(reviewer);
  await dialog.getByRole("combobox", { name: "Rating" }).selectOption("5");
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill("Wonderful company");
  await dialog.getByRole("textbox", { name: "Review", exact: true }).fill(content);
  await expect(dialog.getByRole("checkbox", { name: "Published" })).not.toBeChecked();
  await dialog.getByRole("button", { name: "Add review" }).click();
  await expect(page.getByText("Review added.")).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("an admin adds a review, publishes it onto the profile, features it and deletes it", { tag: "@postgres" }, async ({ page, request, asAdmin: _admin }) => {
  const model = pickModel(await listModels(request), "allPublic");
  const reviewer = `E2E Reviewer ${unique()}`;
  const content = `A calm, attentive evening in Mayfair (${unique()}).`;
  const names = `the review by ${reviewer} for ${model.name}`;

  await page.goto(REVIEWS);
  await expect(page.getByRole("heading", { level: 1, name: "Model reviews" })).toBeVisible();

  // Create: pending until published.
  await addReview(page, model, reviewer, content);

  await searchFor(page, reviewer);
  const row = page.getByRole("table", { name: "Reviews" }).getByRole("row").filter({ hasText: reviewer });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(model.name, { exact: true })).toBeVisible();
  await expect(row.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();
  // A pending review may be rejected, not featured (decision 022).
  await expect(row.getByRole("button", { name: `Reject ${names}` })).toBeVisible();
  await expect(row.getByRole("button", { name: `Feature ${names}` })).toHaveCount(0);
  await expectOnProfile(page, model.id, content, false);

  // Publish from the list: it reaches the public profile.
  await page.goto(`${REVIEWS}?q=${encodeURIComponent(reviewer)}`);
  await row.getByRole("button", { name: `Publish ${names}` }).click();
  await expect(page.getByText("Review published.")).toBeVisible();
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Reject ${names}` })).toHaveCount(0);
  await expectOnProfile(page, model.id, content);

  // Feature it: the profile frames it as a featured review.
  await page.goto(`${REVIEWS}?q=${encodeURIComponent(reviewer)}`);
  await row.getByRole("button", { name: `Feature ${names}` }).click();
  await expect(page.getByText("Review featured.")).toBeVisible();
  await expect(row.getByText("Featured", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Unfeature ${names}` })).toBeVisible();
  await expect(async () => {
    await page.goto(`/models/${model.id}`);
    await expect(page.locator("article[data-featured]").filter({ hasText: content })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // Delete behind 'Are you sure?': gone from the list and from the profile.
  await page.goto(`${REVIEWS}?q=${encodeURIComponent(reviewer)}`);
  await row.getByRole("button", { name: `Delete ${names}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Review deleted.")).toBeVisible();
  await expect(page.getByText("No review matches this view.")).toBeVisible();
  await expectOnProfile(page, model.id, content, false);
});

test("an admin rejects a pending review after confirming: it leaves the list unpublished", { tag: "@postgres" }, async ({ page, request, asAdmin: _admin }) => {
  const model = pickModel(await listModels(request), "allPublic");
  const reviewer = `E2E Rejected ${unique()}`;
  const names = `the review by ${reviewer} for ${model.name}`;
  await page.goto(REVIEWS);
  await addReview(page, model, reviewer, `Not one for the profile (${unique()}).`);

  await page.goto(`${REVIEWS}?filter=pending&q=${encodeURIComponent(reviewer)}`);
  const row = page.getByRole("table", { name: "Reviews" }).getByRole("row").filter({ hasText: reviewer });
  await row.getByRole("button", { name: `Reject ${names}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Reject this review?" });
  await expect(confirm).toContainText("removed without being published");
  await confirm.getByRole("button", { name: "Reject review" }).click();
  await expect(page.getByText("Review rejected.")).toBeVisible();
  await expect(page.getByText("No review matches this view.")).toBeVisible();
});

test("the filters are links in the address, and a malformed address shows the default view", async ({ page, asAdmin: _admin }) => {
  await page.goto(REVIEWS);
  const filters = page.getByRole("navigation", { name: "Show reviews" });
  await filters.getByRole("link", { name: "Pending", exact: true }).click();
  await expect(page).toHaveURL(/filter=pending/);
  await expect(filters.getByRole("link", { name: "Pending", exact: true })).toHaveAttribute("aria-current", "page");

  await page.goto(`${REVIEWS}?filter=nonsense&page=-4&sort=drop`);
  await expect(filters.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
});

test("on a 390 px phone the reviews are cards and nothing scrolls sideways", async ({ page, asAdmin: _admin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(REVIEWS);
  await expect(page.getByRole("table", { name: "Reviews" })).toBeHidden();
  // The demo content has reviews; each card carries the same actions as a table row.
  await expect(page.getByRole("button", { name: /^(Publish|Unpublish) the review by / }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole("button", { name: "New review" }).click();
  await expect(page.getByRole("dialog", { name: "New review" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
