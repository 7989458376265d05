import type { Page } from "@playwright/test";
import { callFixture, listModels, pickModel } from "./support/fixtures";
import { expect, test } from "./support/test";
import { openAdminScreen } from "./pages/admin-page";

/**
 * The model form end to end: an admin creates a model
 * with a name, a district, prices and two services, lands on its edit page,
 * finds it on the Models list (no photo yet, so the "No photo" badge),
 * changes its age and a reload keeps it; staff set a listed model's languages
 * and booking terms, and the profile and /models?language=… show them; an
 * empty name keeps Save disabled;
 * on a phone nothing scrolls sideways. The rules behind the saves (audit,
 * categories, home page positions, the version check, validation, a member
 * refused) are covered by src/features/models/admin/form/actions.integration.test.ts
 * and admin-routes.spec.ts.
 *
 * There is no way to delete a model on this screen yet, so the model this
 * test creates stays: it has a unique name, no photo (so it is not on the
 * public site) and no status (so the lists other tests filter by status are
 * as they were).
 */

const NEW_PATH = "/admin/models/new";
const EDIT_URL = /\/admin\/models\/edit\/[0-9a-f-]{36}$/;

// By role: the accessible name leaves out the label's aria-hidden "*" (required), which label text matching would keep.
const nameField = (page: Page) => page.getByRole("textbox", { name: "Name", exact: true });
const ageField = (page: Page) => page.getByLabel("Age", { exact: true });

/** The form is live (hydrated): text typed before then would be reset by it. */
async function formReady(page: Page): Promise<void> {
  await expect(page.getByRole("form", { name: "Model profile" })).toHaveAttribute("aria-busy", "false");
}

test("an admin creates a model, finds it on the list without a photo, and changes its age", { tag: "@postgres" }, async ({ page, request, asAdmin: _admin }) => {
  const district = (await listModels(request)).find((model) => model.locationName)?.locationName;
  expect(district, "a seeded model with a district").toBeTruthy();
  const name = `Form Test ${Date.now().toString(36)}`;

  await openAdminScreen(page, NEW_PATH);
  await expect(page.getByRole("heading", { name: "New model", level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/admin/models/list");
  await expect(page.getByText("This model has no photo yet and is not shown on the public site")).toBeVisible();
  await formReady(page);

  await nameField(page).fill(name);
  await page.getByRole("combobox", { name: "District" }).click();
  await page.getByRole("option", { name: district!, exact: true }).click();
  await page.getByLabel("1 hour (£)").fill("450");
  await page.getByLabel("2 hours (£)").fill("850");
  await page.getByRole("checkbox", { name: "Dinner Companion" }).check();
  await page.getByRole("checkbox", { name: "Art Exhibitions" }).check();
  await page.getByRole("button", { name: "Create model" }).click();

  await expect(page).toHaveURL(EDIT_URL);
  await expect(page.getByText("Model created")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Edit ${name}`, level: 1 })).toBeVisible();
  const editUrl = page.url();
  const id = editUrl.split("/").at(-1)!;
  await expect(nameField(page)).toHaveValue(name);
  await expect(page.getByRole("combobox", { name: "District" })).toHaveText(district!);
  await expect(page.getByLabel("1 hour (£)")).toHaveValue("450");
  await expect(page.getByLabel("2 hours (£)")).toHaveValue("850");
  await expect(page.getByRole("checkbox", { name: "Dinner Companion" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Art Exhibitions" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Event Escort" })).not.toBeChecked();
  const preview = page.getByRole("link", { name: "Preview on the site (opens in a new tab)" });
  await expect(preview).toHaveAttribute("href", `/models/${id}`);
  await expect(preview).toHaveAttribute("target", "_blank");

  // The Models list finds it, with the badge of a model that has no photo.
  await openAdminScreen(page, "/admin/models/list");
  await page.getByLabel("Search by name or district").fill(name);
  await page.getByRole("button", { name: "Apply" }).click();
  const row = page
    .getByRole("table", { name: "Models" })
    .getByRole("row")
    .filter({ has: page.getByRole("checkbox", { name: `Select ${name}` }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("No photo — not shown on the public site")).toBeVisible();
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(editUrl);
  await formReady(page);

  // A change of age is saved, and a reload shows it.
  await ageField(page).fill("33");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Model saved")).toBeVisible();
  await page.reload();
  await formReady(page);
  await expect(ageField(page)).toHaveValue("33");
  await expect(nameField(page)).toHaveValue(name);
});

test("staff set a model's languages, minimum booking and travel supplement; the profile shows them and /models finds her by language", async ({ page, request, asAdmin: _admin }) => {
  const seeded = pickModel(await listModels(request), "allPublic");
  const name = `Welsh Speaker ${Date.now().toString(36)}`;
  // A listed model (it has a public photo), put in the trash afterwards so the public list is as it was.
  const { id } = (await callFixture(request, "create-model", { name, photos: [{ imageUrl: seeded.photos[0].imageUrl, visibility: "public" }] })) as { id: string };
  try {
    await openAdminScreen(page, `/admin/models/edit/${id}`);
    await formReady(page);
    await page.getByRole("checkbox", { name: "Italian", exact: true }).check();
    await page.getByLabel("Other languages").fill("Welsh");
    await page.getByLabel("Other languages").press("Enter");
    await page.getByRole("combobox", { name: "Minimum booking" }).click();
    await page.getByRole("option", { name: "1 hour 30 minutes", exact: true }).click();
    await page.getByLabel("Travel supplement (£)").fill("40");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Model saved")).toBeVisible();

    await page.goto(`/models/${id}`);
    await expect(page.getByText("Italian, Welsh", { exact: true })).toBeVisible();
    const terms = page.getByRole("list", { name: "Booking terms" });
    await expect(terms.getByRole("listitem")).toHaveText(["Minimum booking: 1 hour 30 minutes", "Travel supplement: £40"]);

    await page.goto("/models");
    await page.getByLabel("Language", { exact: true }).selectOption("Welsh");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/models\?language=Welsh$/);
    await expect(page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 })).toHaveText([name]);
  } finally {
    await callFixture(request, "trash-model", { id });
  }
});

test("Save stays disabled while the name is empty, and a bad age is explained under the field", async ({ page, asAdmin: _admin }) => {
  await openAdminScreen(page, NEW_PATH);
  await formReady(page);
  const create = page.getByRole("button", { name: "Create model" });
  await expect(create).toBeDisabled();
  await expect(page.getByText("Enter the model's name to save.")).toBeVisible();
  await nameField(page).fill("   ");
  await expect(create).toBeDisabled();
  await nameField(page).fill("Anyone");
  await expect(create).toBeEnabled();

  // Checked in the browser with the action's own rule: nothing is sent, the message sits under Age.
  await ageField(page).fill("12");
  await create.click();
  await expect(page.getByText("Enter a whole number from 18 to 99, or leave it empty")).toBeVisible();
  await expect(ageField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(new RegExp(`${NEW_PATH}$`));

  await nameField(page).fill("");
  await expect(create).toBeDisabled();
});

test("an unknown model's edit address says the model could not be loaded, with the way back", async ({ page, asAdmin: _admin }) => {
  await openAdminScreen(page, "/admin/models/edit/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("Failed to load model")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the models list" })).toHaveAttribute("href", "/admin/models/list");
});

test("on a 390 px phone the form is one column and nothing scrolls sideways", async ({ page, request, asAdmin: _admin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminScreen(page, NEW_PATH);
  await expect(nameField(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  const [model] = await listModels(request);
  await openAdminScreen(page, `/admin/models/edit/${model.id}`);
  await expect(nameField(page)).toHaveValue(model.name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
