import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { callFixture } from "./support/fixtures";

/**
 * The image library (/admin/content/gallery): an admin finds an image
 * nothing uses, deletes it behind a confirmation, and it is gone (row and
 * audit row checked through the fixtures route). The list's filters and the
 * all-or-none recheck are covered by the integration tests beside the screen
 * (src/features/media/admin/library/library.integration.test.ts).
 */

type Row = Record<string, unknown>;

async function storeUnusedImage(request: Parameters<typeof callFixture>[0], filename: string): Promise<string> {
  const { id } = (await callFixture(request, "store-image", { filename, shade: 140 })) as { id: string };
  return id;
}

test("an admin finds an image nothing uses and deletes it", async ({ page, asAdmin }) => {
  const filename = `left-behind-${randomUUID().slice(0, 8)}.png`;
  const id = await storeUnusedImage(page.request, filename);

  await page.goto(`/admin/content/gallery?usage=unused&q=${filename}`);
  await expect(page.getByRole("heading", { level: 1, name: "Image library" })).toBeVisible();
  const table = page.getByRole("table", { name: "Images" });
  const row = table.getByRole("row").filter({ hasText: filename });
  await expect(row).toContainText("Not used anywhere");
  await expect(row.getByRole("img")).toHaveJSProperty("complete", true);
  expect(await row.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await row.getByRole("checkbox", { name: `Select image ${id.slice(0, 8)}` }).check();
  const bar = page.getByRole("region", { name: "Selected images" });
  await expect(bar).toContainText("1 image selected");
  await bar.getByRole("button", { name: "Delete unused images" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete 1 image?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("1 image deleted")).toBeVisible();
  await expect(page.getByText("No images match this view.")).toBeVisible();

  const read = (table: string, column: string, value: string) => callFixture(page.request, "read", { table, where: { column, value } }) as Promise<Row[]>;
  expect(await read("media", "id", id)).toEqual([]);
  const audit = await read("audit_log", "entityId", id);
  expect(audit).toEqual([expect.objectContaining({ action: "media.delete", actorId: asAdmin.id, entityType: "media" })]);
});

test("an image in use says where, and cannot be ticked", async ({ page, asAdmin: _admin }) => {
  await page.goto("/admin/content/gallery?usage=used&kind=gallery");
  const rows = page.getByRole("table", { name: "Images" }).getByRole("row");
  const first = rows.nth(1);
  await expect(first).toContainText("Gallery:");
  await expect(first.getByRole("checkbox")).toHaveCount(0);
});

test("on a 390 px phone the images are cards, and the page fits", async ({ page, asAdmin: _admin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const filename = `phone-${randomUUID().slice(0, 8)}.png`;
  await storeUnusedImage(page.request, filename);
  await page.goto(`/admin/content/gallery?q=${filename}`);
  await expect(page.getByRole("table", { name: "Images" })).toBeHidden();
  const card = page.getByRole("listitem").filter({ hasText: filename });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Not used anywhere");
  await expect(card.getByRole("checkbox", { name: /^Select image / })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("an admin changes a gallery photo's visibility from the library, and the other ticked image is skipped", async ({ page, asAdmin }) => {
  const stem = `terrace-${randomUUID().slice(0, 8)}`;
  const photoId = await storeUnusedImage(page.request, `${stem}-photo.png`);
  const otherId = await storeUnusedImage(page.request, `${stem}-other.png`);
  const { id: modelId } = (await callFixture(page.request, "create-model", {
    name: `Library Visibility ${stem}`,
    photos: [{ imageUrl: `/api/media/${photoId}/original`, visibility: "public" }],
  })) as { id: string };

  try {
    await page.goto(`/admin/content/gallery?q=${stem}`);
    const table = page.getByRole("table", { name: "Images" });
    const photoRow = table.getByRole("row").filter({ hasText: `${stem}-photo.png` });
    await expect(photoRow).toContainText("Gallery:");
    // The delete ticks only unused images; "Change visibility" offers every image.
    await expect(photoRow.getByRole("checkbox")).toHaveCount(0);
    await page.getByRole("button", { name: "Change visibility" }).click();
    await photoRow.getByRole("checkbox", { name: `Select image ${photoId.slice(0, 8)}` }).check();
    await table.getByRole("row").filter({ hasText: `${stem}-other.png` }).getByRole("checkbox").check();

    const bar = page.getByRole("region", { name: "Selected images" });
    await expect(bar).toContainText("2 images selected");
    await bar.getByRole("group", { name: "New visibility" }).getByRole("button", { name: "Admins only" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Change the visibility of 2 images?" });
    await expect(confirm).toContainText("becomes “Admins only”");
    await confirm.getByRole("button", { name: "Change visibility" }).click();
    await expect(page.getByText("1 photo changed; 1 image skipped (not a gallery photo)")).toBeVisible();

    const read = (table: string, column: string, value: string) => callFixture(page.request, "read", { table, where: { column, value } }) as Promise<Row[]>;
    const models = (await callFixture(page.request, "models", {})) as { id: string; photos: { imageUrl: string; visibility: string }[] }[];
    expect(models.find((model) => model.id === modelId)?.photos).toEqual([expect.objectContaining({ visibility: "admin_only" })]);
    const audit = (await read("audit_log", "action", "gallery.visibility")).filter((row) => (row.newValues as Row | null)?.name === `Library Visibility ${stem}`);
    expect(audit).toEqual([expect.objectContaining({ actorId: asAdmin.id, entityType: "model_gallery", newValues: expect.objectContaining({ visibility: "admin_only" }) })]);
    expect(await read("audit_log", "entityId", otherId)).toEqual([]);
  } finally {
    await callFixture(page.request, "trash-model", { id: modelId });
  }
});

test("an admin narrows the library to one model's images and to broken files, and the address follows", async ({ page, asAdmin: _admin }) => {
  const stem = `filter-${randomUUID().slice(0, 8)}`;
  const photoId = await storeUnusedImage(page.request, `${stem}-photo.png`);
  await storeUnusedImage(page.request, `${stem}-other.png`);
  const name = `Library Filter ${stem}`;
  const { id: modelId } = (await callFixture(page.request, "create-model", { name, photos: [{ imageUrl: `/api/media/${photoId}/original`, visibility: "members_only" }] })) as { id: string };

  try {
    await page.goto(`/admin/content/gallery?q=${stem}`);
    const table = page.getByRole("table", { name: "Images" });
    await expect(table.getByRole("row").filter({ hasText: `${stem}-other.png` })).toBeVisible();

    await page.getByRole("combobox", { name: "Model" }).click();
    await page.getByRole("option", { name }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]model=${modelId}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]q=${stem}(&|$)`));
    await expect(table.getByRole("row").filter({ hasText: `${stem}-photo.png` })).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: `${stem}-other.png` })).toHaveCount(0);

    await page.getByRole("combobox", { name: "Gallery visibility" }).click();
    await page.getByRole("option", { name: "Admins only" }).click();
    await expect(page).toHaveURL(/[?&]visibility=admin_only(&|$)/);
    await expect(page.getByText("No images match this view.")).toBeVisible();

    await page.getByRole("combobox", { name: "Files" }).click();
    await page.getByRole("option", { name: "Broken", exact: true }).click();
    await expect(page).toHaveURL(/[?&]health=broken(&|$)/);
    await expect(page.getByTestId("image-library-health-note")).toContainText(/last image audit or diagnostics check|run the Image Audit Report/);
  } finally {
    await callFixture(page.request, "trash-model", { id: modelId });
  }
});
