import type { Page } from "@playwright/test";
import sharp from "sharp";
import { callFixture } from "./support/fixtures";
import { expect, test } from "./support/test";

/**
 * Model applications end to end (decision 025):
 * a visitor sends the form with two photos; the stored email, phone and date
 * of birth are ciphertext; the photos cannot be fetched by a visitor; an admin
 * opens the application, sets it under review, approves it and converts it;
 * the new model's profile is public. The rules behind each step (validation,
 * under-18s, honeypot, rate limits, tokens, audit, mail, one transaction,
 * refusals) are covered by the integration tests in src/features/applications;
 * a member calling the actions directly, by admin-routes.spec.ts.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function photo(background: string): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 800, channels: 3, background } }).jpeg().toBuffer();
}

type Row = Record<string, unknown>;

async function storedApplication(request: Parameters<typeof callFixture>[0], fullName: string): Promise<Row> {
  const rows = (await callFixture(request, "read", { table: "model_applications", where: { column: "fullName", value: fullName } })) as Row[];
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** The public form, filled as an applicant would, with two photos uploaded and confirmed. */
async function fillApplication(page: Page, applicant: { name: string; email: string; phone: string; dateOfBirth: string }): Promise<void> {
  await page.goto("/apply");
  await expect(page.getByRole("heading", { level: 1, name: "Apply to join Velvet as a companion" })).toBeVisible();
  await page.getByLabel("Full name").fill(applicant.name);
  await page.getByLabel("Email").fill(applicant.email);
  await page.getByLabel("Phone").fill(applicant.phone);
  await page.getByLabel("Date of birth").fill(applicant.dateOfBirth);
  await page.getByLabel("Nationality", { exact: true }).fill("Italian");
  await page.getByRole("checkbox", { name: "English", exact: true }).check();
  await page.getByRole("checkbox", { name: "Italian", exact: true }).check();
  await page.getByLabel("Height", { exact: true }).fill("5'8\"");
  await page.getByLabel("Measurements", { exact: true }).fill("34-25-35");
  await page.getByLabel("Hair colour", { exact: true }).fill("Brunette");
  await page.getByLabel("Eye colour", { exact: true }).fill("Green");
  await page.getByRole("checkbox", { name: "Opera", exact: true }).check();
  await page.getByRole("combobox", { name: "Where in London you would prefer to work" }).selectOption({ index: 1 });
  await page.getByLabel("Availability", { exact: true }).fill("Weekday evenings and some weekends.");
  await page.getByLabel("Why would you like to join?").fill("I love opera, good food and long conversations.");

  await page.getByLabel("Add photos", { exact: true }).setInputFiles([
    { name: "first.jpg", mimeType: "image/jpeg", buffer: await photo("#6b4b3e") },
    { name: "second.jpg", mimeType: "image/jpeg", buffer: await photo("#3e4b6b") },
  ]);
  const photos = page.getByRole("list", { name: "Your photos" });
  await expect(photos.getByRole("listitem")).toHaveCount(2);
  await expect(photos.getByText("Uploaded", { exact: true })).toHaveCount(2, { timeout: 20_000 });
  // The control says what was added, not the browser's "No file chosen".
  await expect(page.getByText("2 of 10 photos added.")).toBeVisible();
  await page.getByRole("checkbox", { name: /I am 18 or over/ }).check();
}

// The directory other tests count is the seeded one: a converted model goes to the bin after the
// test, passed or failed.
let convertedModelId: string | undefined;
test.afterEach(async ({ request }) => {
  if (convertedModelId) await callFixture(request, "trash-model", { id: convertedModelId });
  convertedModelId = undefined;
});

test("a visitor applies with two photos; an admin reviews, approves and converts it; the profile is public", { tag: "@postgres" }, async ({ page, browser, users, request }) => {
  test.slow();
  // Each address may send a few applications an hour; other specs send them too.
  await callFixture(request, "clear-rate-limits");
  const applicant = { name: `Giulia E2E ${unique()}`, email: `giulia.${unique()}@example.com`, phone: "+44 7700 900456", dateOfBirth: "1996-07-14" };

  // 1. The visitor's form: a refusal keeps what was typed, then it goes through.
  await fillApplication(page, applicant);
  await page.getByLabel("Date of birth").fill(`${new Date().getFullYear() - 17}-01-01`);
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByText("You must be 18 or over to apply.", { exact: false }).first()).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue(applicant.name);
  await expect(page.getByRole("list", { name: "Your photos" }).getByRole("listitem")).toHaveCount(2);
  await page.getByLabel("Date of birth").fill(applicant.dateOfBirth);
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page).toHaveURL(/\/apply\/thanks$/);
  await expect(page.getByRole("heading", { level: 1, name: "Application received" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();

  // 2. Stored pending, the contact details encrypted (AES-256-GCM envelopes, no plaintext).
  const stored = await storedApplication(request, applicant.name);
  expect(stored.status).toBe("pending");
  for (const column of ["emailEnc", "phoneEnc", "dateOfBirthEnc"]) expect(String(stored[column])).toMatch(/^enc:v1:/);
  const rowText = JSON.stringify(stored);
  for (const plain of [applicant.email, applicant.phone, "900456", applicant.dateOfBirth]) expect(rowText).not.toContain(plain);
  const photoIds = stored.photos as string[];
  expect(photoIds).toHaveLength(2);

  // 3. A visitor cannot fetch an application photo.
  for (const id of photoIds) expect((await request.get(`/api/media/${id}/original`)).status()).toBe(404);

  // 4. The admin reviews, approves and converts.
  const admin = await users.create("admin");
  const adminContext = await browser.newContext();
  await admin.signIn(adminContext);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`/admin/models/applications?q=${encodeURIComponent(applicant.name)}`);
  await expect(adminPage.getByRole("heading", { level: 1, name: "Model applications" })).toBeVisible();
  await expect(adminPage.getByRole("navigation", { name: "Show applications" }).getByRole("link", { name: /^Pending/ })).toBeVisible();
  await adminPage.getByRole("link", { name: `Open the application from ${applicant.name}` }).click();
  const dialog = adminPage.getByRole("dialog", { name: `Application from ${applicant.name}` });
  await expect(dialog).toBeVisible();
  // Personal: the contact details, decrypted for the admin only.
  await expect(dialog.getByText(applicant.email, { exact: true })).toBeVisible();
  // The date of birth in the back office's dd/mm/yyyy, like every other date.
  await expect(dialog.getByText("14/07/1996", { exact: true })).toBeVisible();
  // Opening it is in the audit log: who saw the applicant's contact details, and why.
  const viewed = (await callFixture(request, "read", { table: "audit_log", where: { column: "entityId", value: stored.id } })) as Row[];
  expect(viewed.filter((row) => row.action === "application.personal_data_viewed")).toContainEqual(
    expect.objectContaining({ actorEmail: admin.email, newValues: expect.objectContaining({ reason: "opened the application" }) }),
  );
  // The decision is in view beside the details, not on a tab of its own.
  const decision = dialog.getByRole("region", { name: "Review and decision" });
  await expect(decision.getByRole("radio", { name: "Under review" })).toBeVisible();
  // Media: both photos, through the access-checked route.
  await dialog.getByRole("tab", { name: "Media" }).click();
  await expect(dialog.getByRole("list", { name: "Photos" }).getByRole("img")).toHaveCount(2);
  const photoResponse = await adminPage.request.get(`/api/media/${photoIds[0]}/original`);
  expect(photoResponse.status()).toBe(200);
  expect(photoResponse.headers()["cache-control"]).toContain("private");

  await expect(dialog.getByText("Convert to Model is offered once the application is approved.")).toBeVisible();
  await dialog.getByRole("radio", { name: "Under review" }).check();
  await dialog.getByRole("button", { name: "Save decision" }).click();
  await expect(adminPage.getByText("Status updated").first()).toBeVisible();
  await expect.poll(async () => (await storedApplication(request, applicant.name)).status).toBe("reviewing");
  // The dialog is read again from the server before the next decision (its form starts from what is stored).
  await expect(dialog.getByText(/^Last reviewed/)).toBeVisible();

  await dialog.getByRole("radio", { name: "Approved" }).check();
  await dialog.getByLabel("Notes", { exact: true }).fill("Lovely portfolio; call on Monday.");
  await dialog.getByRole("button", { name: "Save decision" }).click();
  await expect.poll(async () => (await storedApplication(request, applicant.name)).status).toBe("approved");
  expect((await storedApplication(request, applicant.name)).reviewedAt).toBeTruthy();
  expect((await storedApplication(request, applicant.name)).adminNotes).toBe("Lovely portfolio; call on Monday.");

  const convert = dialog.getByRole("button", { name: "Convert to Model" });
  await expect(convert).toBeEnabled();
  await convert.click();
  await expect(adminPage.getByText("Model created from the application").first()).toBeVisible();
  const editLink = dialog.getByRole("link", { name: "Edit the model" });
  await expect(editLink).toBeVisible();
  const modelId = (await editLink.getAttribute("href"))!.replace("/admin/models/edit/", "");
  convertedModelId = modelId;
  expect((await storedApplication(request, applicant.name)).convertedModelId).toBe(modelId);
  await adminContext.close();

  // 5. The visitor opens the new model's profile (public caches clear a moment after the commit).
  await expect(async () => {
    await page.goto(`/models/${modelId}`);
    await expect(page.getByRole("heading", { level: 1, name: applicant.name })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // The converted application's '£300/hour' is kept as the one-hour price, the source of every price shown (decision 034).
  await expect(page.getByText("from £300").first()).toBeVisible();
  // Its photos are the gallery's now: public.
  expect((await request.get(`/api/media/${photoIds[0]}/original`)).status()).toBe(200);
});

test("a visitor under 18 is refused with a clear message and nothing is stored", { tag: "@postgres" }, async ({ page, request }) => {
  await callFixture(request, "clear-rate-limits");
  const name = `Too Young ${unique()}`;
  await fillApplication(page, { name, email: `young.${unique()}@example.com`, phone: "+44 7700 900789", dateOfBirth: `${new Date().getFullYear() - 16}-06-01` });
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "You must be 18 or over to apply." })).toBeVisible();
  await expect(page.getByLabel("Date of birth")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/apply$/);
  expect((await callFixture(request, "read", { table: "model_applications", where: { column: "fullName", value: name } })) as Row[]).toEqual([]);
});
