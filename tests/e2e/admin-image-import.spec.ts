import { expect, test } from "./support/test";
import { callFixture } from "./support/fixtures";
import { BannersScreen } from "./pages/banners";

/**
 * Importing an image from an address (decision 046), the refusal an admin
 * sees. The address is the site's own server on loopback: the import never
 * connects to it, the dialog says why under the field and keeps what was
 * typed, and nothing is stored. The accepted imports and the whole corpus
 * of refused addresses are covered by the vitest tests beside the import
 * (src/features/images/import/, src/features/admin/image-import.integration.test.ts).
 */

type Row = Record<string, unknown>;

test("an admin pastes a loopback address, reads the refusal, and nothing is stored", async ({ page, baseURL, asAdmin }) => {
  const banners = new BannersScreen(page);
  await banners.goto();
  const card = banners.cards("Hero").first();
  await card.getByRole("button", { name: "Import from address" }).click();

  const dialog = page.getByRole("dialog", { name: "Import an image from an address" });
  const address = `http://127.0.0.1:${new URL(baseURL!).port}/photo.jpg`;
  await dialog.getByLabel("Image address").fill(address);
  await dialog.getByRole("button", { name: "Import", exact: true }).click();

  const refusal = "This address points to a private or local network and cannot be imported";
  await expect(dialog.getByText(refusal)).toBeVisible();
  await expect(dialog.getByLabel("Image address")).toHaveValue(address);
  await expect(dialog.getByLabel("Image address")).toHaveAccessibleDescription(new RegExp(refusal));

  const read = (table: string, column: string) => callFixture(page.request, "read", { table, where: { column, value: asAdmin.id } }) as Promise<Row[]>;
  expect(await read("media", "createdBy")).toEqual([]);
  // Signing in is this admin's only recorded act.
  expect((await read("audit_log", "actorId")).filter((row) => row.entityType !== "auth")).toEqual([]);

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
