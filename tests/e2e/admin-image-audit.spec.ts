import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { callFixture } from "./support/fixtures";

/**
 * The Image Pipeline Audit Report (/admin/content/image-audit-report): an
 * admin audits the seeded site after a banner's image lost its w400 file,
 * sees the warning, runs canonical generation and sees it fixed. The
 * findings, the slices, the summary, the sync, the restoration's phases and
 * the refusals are covered by the integration tests beside the screen
 * (src/features/media/admin/audit/audit.integration.test.ts).
 *
 * Generation rebuilds every stored image of the site: with two workers it
 * could fix another spec's broken banner under it, so this spec expects the
 * one-worker run of CI (playwright.config.ts).
 */

type Row = Record<string, unknown>;

/** A caption that sorts first among the banners, so its finding is among the first shown. */
const captionFor = (what: string) => `0 Audit ${what} ${randomUUID().slice(0, 8)}`;

test("an admin audits the site, finds a banner image that lost a variant, generates it again and sees it fixed", async ({ page, asAdmin }) => {
  test.setTimeout(180_000);
  const caption = captionFor("variant");
  const { bannerId, mediaId } = (await callFixture(page.request, "broken-banner-image", { caption, remove: "w400" })) as { bannerId: string; mediaId: string };
  try {
    await page.goto("/admin/content/image-audit-report");
    await expect(page.getByRole("heading", { level: 1, name: "Image Audit Report" })).toBeVisible();

    await page.getByRole("button", { name: "Run audit" }).click();
    await expect(page.getByText(/^Checked \d+ references? and \d+ stored images?\.$/)).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole("progressbar", { name: "Audit progress" })).toHaveJSProperty("value", 100);
    const warnings = page.getByRole("region", { name: /^Warnings/ });
    const finding = warnings.getByRole("listitem").filter({ hasText: caption }).first();
    await expect(finding).toContainText("Variant missing: w400");
    await expect(finding.getByRole("link", { name: `Open where it is used: ${caption}` })).toHaveAttribute("href", "/admin/content/image-diagnostics?category=banners");
    expect((await page.request.get(`/api/media/${mediaId}/w400`)).status()).toBe(404);

    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText(/^Total \d+ · Successful \d+ · Updated [1-9]\d* · Failed \d+$/)).toBeVisible({ timeout: 90_000 });
    const served = await page.request.get(`/api/media/${mediaId}/w400`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    const audit = (await callFixture(page.request, "read", { table: "audit_log", where: { column: "entityId", value: mediaId } })) as Row[];
    expect(audit).toEqual([expect.objectContaining({ action: "media.rebuild_variants", actorId: asAdmin.id, entityType: "media" })]);

    await page.getByRole("button", { name: "Run audit" }).click();
    await expect(page.getByText(/^Checked \d+ references? and \d+ stored images?\.$/)).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole("region", { name: /^Warnings/ }).getByRole("listitem").filter({ hasText: caption })).toHaveCount(0);
  } finally {
    await callFixture(page.request, "delete-banners", { ids: [bannerId] });
  }
});

test("on a 390 px phone the four cards fit the page", async ({ page, asAdmin: _admin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/content/image-audit-report");
  for (const name of ["Audit", "Canonical image generation", "Sync and repair", "Restoration"]) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
  for (const button of ["Run audit", "Generate", "Sync and repair", "Run restoration"]) {
    await expect(page.getByRole("button", { name: button })).toBeVisible();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
