import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { callFixture } from "./support/fixtures";

/**
 * Image Diagnostics (/admin/content/image-diagnostics): an admin opens the
 * banners, finds a stored image that lost a variant file and rebuilds it,
 * and finds one whose original is gone, which can only be uploaded again.
 * The statuses, both fixes, the batching and the refusals are covered by the
 * integration tests beside the screen
 * (src/features/media/admin/diagnostics/diagnostics.integration.test.ts).
 */

type Row = Record<string, unknown>;
type Request = Parameters<typeof callFixture>[0];

/** A caption that sorts first, so the banner is on the first page whatever else the site holds. */
const captionFor = (what: string) => `0 Diagnostics ${what} ${randomUUID().slice(0, 8)}`;

async function brokenBanner(request: Request, caption: string, remove: "w400" | "original") {
  return (await callFixture(request, "broken-banner-image", { caption, remove })) as { bannerId: string; mediaId: string };
}

test("an admin finds a banner image with a missing variant and rebuilds it", async ({ page, asAdmin }) => {
  const caption = captionFor("variant");
  const { bannerId, mediaId } = await brokenBanner(page.request, caption, "w400");
  try {
    await page.goto("/admin/content/image-diagnostics?category=banners");
    await expect(page.getByRole("heading", { level: 1, name: "Image Diagnostics" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Show references" }).getByRole("link", { name: /^Banners \d+$/ })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Bulk migration" })).toHaveAttribute("href", "/admin/content/bulk-migration");

    const row = page.getByRole("table", { name: "Image references" }).getByRole("row").filter({ hasText: caption });
    await expect(row).toContainText("Variants missing");
    await expect(row).toContainText("Absent: w400");
    await expect(row.getByRole("img")).toHaveJSProperty("complete", true);
    expect(await row.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await row.getByRole("button", { name: "Rebuild variants" }).click();
    await expect(page.getByText("1 fixed, 0 failed")).toBeVisible();
    await expect(row).toContainText(/Stored \((local disk|S3)\)/);
    await expect(row.getByRole("button")).toHaveCount(0);

    const audit = (await callFixture(page.request, "read", { table: "audit_log", where: { column: "entityId", value: mediaId } })) as Row[];
    expect(audit).toEqual([expect.objectContaining({ action: "media.rebuild_variants", actorId: asAdmin.id, entityType: "media" })]);
  } finally {
    await callFixture(page.request, "delete-banners", { ids: [bannerId] });
  }
});

test("a banner whose original file is gone is reported as missing, to be uploaded again", async ({ page, asAdmin: _admin }) => {
  const caption = captionFor("original");
  const { bannerId } = await brokenBanner(page.request, caption, "original");
  try {
    await page.goto("/admin/content/image-diagnostics?category=banners");
    const row = page.getByRole("table", { name: "Image references" }).getByRole("row").filter({ hasText: caption });
    await expect(row).toContainText("Missing file");
    await expect(row).toContainText("Upload the image again where it is used.");
    await expect(row.getByRole("button")).toHaveCount(0);
    await expect(row.getByRole("checkbox")).toHaveCount(0);
  } finally {
    await callFixture(page.request, "delete-banners", { ids: [bannerId] });
  }
});

test("on a 390 px phone the references are cards, and the page fits", async ({ page, asAdmin: _admin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const caption = captionFor("phone");
  const { bannerId } = await brokenBanner(page.request, caption, "w400");
  try {
    await page.goto("/admin/content/image-diagnostics?category=banners");
    await expect(page.getByRole("table", { name: "Image references" })).toBeHidden();
    const card = page.getByRole("listitem").filter({ hasText: caption });
    await expect(card).toContainText("Variants missing");
    await expect(card.getByRole("button", { name: "Rebuild variants" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await callFixture(page.request, "delete-banners", { ids: [bannerId] });
  }
});
