import { expect, test } from "./support/test";
import { callFixture } from "./support/fixtures";

test("shots", async ({ page, asAdmin: _admin }) => {
  test.setTimeout(400_000);
  await callFixture(page.request, "broken-banner-image", { caption: "0 Audit shot variant", remove: "w400" });
  await callFixture(page.request, "broken-banner-image", { caption: "0 Audit shot original", remove: "original" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/content/image-audit-report");
  await page.screenshot({ path: "/work/wt-audit/.shots/idle-1440.png", fullPage: true });
  await page.getByRole("button", { name: "Run audit" }).click();
  await page.waitForTimeout(700);
  await page.screenshot({ path: "/work/wt-audit/.shots/running-1440.png" });
  await expect(page.getByText(/^Checked/)).toBeVisible({ timeout: 120_000 });
  await page.screenshot({ path: "/work/wt-audit/.shots/audit-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/work/wt-audit/.shots/audit-390.png", fullPage: true });
  console.log("scrollWidth 390", await page.evaluate(() => document.documentElement.scrollWidth));
  await page.setViewportSize({ width: 1440, height: 900 });
  const started = Date.now();
  await page.getByRole("button", { name: "Run restoration" }).click();
  await expect(page.getByText("Restoration finished.").or(page.getByText("Restoration failed").first())).toBeVisible({ timeout: 300_000 });
  console.log("restoration took", Date.now() - started);
  await page.getByRole("heading", { name: "Restoration" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/work/wt-audit/.shots/restoration-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/work/wt-audit/.shots/restoration-390.png", fullPage: true });
  console.log("scrollWidth 390 after", await page.evaluate(() => document.documentElement.scrollWidth));
});
