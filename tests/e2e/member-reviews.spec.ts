import { expect, test } from "./support/test";
import { listModels, pickModel } from "./support/fixtures";

/**
 * A member reviews a model from its profile (decision 021): the review goes
 * to moderation (not on the profile yet), the form then edits it; a visitor
 * is asked to sign in. Moderation itself is the Reviews screen's (admin-reviews.spec.ts).
 */

test("a member's review from a profile waits for moderation, and the form then edits it", { tag: "@postgres" }, async ({ page, request, asMember: _member }) => {
  const model = pickModel(await listModels(request), "mixed", ["public"]);
  await page.goto(`/models/${model.id}#reviews`);
  const form = page.getByRole("form", { name: `Review ${model.name}` });

  // Bad input: told field by field, nothing lost.
  await form.getByLabel("Name to show").fill("J");
  await form.getByLabel("Your review", { exact: true }).fill("Too short");
  await form.getByRole("button", { name: "Send review" }).click();
  await expect(form.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
  await expect(form.getByText("The name to show needs at least 2 characters (initials are fine).")).toBeVisible();
  await expect(form.getByLabel("Your review", { exact: true })).toHaveValue("Too short");

  const content = `Wonderful company at the opera, ${Date.now().toString(36)}.`;
  await form.getByRole("radio", { name: "4 stars" }).check({ force: true });
  await form.getByLabel("Name to show").fill("James R.");
  await form.getByLabel("Title (optional)").fill("An evening at Covent Garden");
  await form.getByLabel("Your review", { exact: true }).fill(content);
  await form.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByText("Thank you. Your review will appear on the profile once our team has checked it.")).toBeVisible();

  // Not published yet: the list does not show it; the form now edits it.
  await page.reload();
  const published = page.getByRole("region", { name: "Reviews" }).getByRole("listitem");
  await expect(page.getByRole("region", { name: "Reviews" })).toBeVisible();
  await expect(published.filter({ hasText: content })).toHaveCount(0);
  const edit = page.getByRole("form", { name: "Edit your review" });
  await expect(page.getByText("Your review is waiting to be checked by our team.")).toBeVisible();
  await expect(edit.getByLabel("Your review", { exact: true })).toHaveValue(content);
  await expect(edit.getByRole("radio", { name: "4 stars" })).toBeChecked();
  // From the keyboard, as the stars are a radio group: the arrow moves the choice from 4 to 5.
  await edit.getByRole("radio", { name: "4 stars" }).press("ArrowRight");
  await expect(edit.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes are saved. The review will appear again once our team has checked it.")).toBeVisible();
});

test("a visitor is asked to sign in to review", async ({ page, request }) => {
  const model = pickModel(await listModels(request), "mixed", ["public"]);
  await page.goto(`/models/${model.id}`);
  await expect(page.getByRole("link", { name: "Sign in to write a review" })).toHaveAttribute("href", `/auth?next=${encodeURIComponent(`/models/${model.id}#reviews`)}`);
  await expect(page.getByRole("form", { name: `Review ${model.name}` })).toHaveCount(0);
});
