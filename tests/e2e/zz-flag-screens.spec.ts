import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { callFixture } from "./support/fixtures";

for (const [label, width, height] of [["desktop", 1440, 900], ["phone", 390, 844]] as const) {
  test(`screens at ${label}`, async ({ page, asAdmin: _admin }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/admin/settings?tab=images");
    await expect(page.getByText("Image pipeline").first()).toBeVisible();
    await page.getByText("Image pipeline").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/flags-shots/settings-${label}.png`, fullPage: true });

    const stem = `shot-${randomUUID().slice(0, 8)}`;
    const { id: photoId } = (await callFixture(page.request, "store-image", { filename: `${stem}-photo.png`, shade: 90 })) as { id: string };
    await callFixture(page.request, "store-image", { filename: `${stem}-other.png`, shade: 190 });
    const { id: modelId } = (await callFixture(page.request, "create-model", { name: `Shot ${stem}`, photos: [{ imageUrl: `/api/media/${photoId}/original`, visibility: "public" }] })) as { id: string };
    try {
      await page.goto(`/admin/content/gallery?q=${stem}`);
      await page.getByRole("button", { name: "Change visibility" }).click();
      for (const box of await page.getByRole("checkbox", { name: /^Select image / }).all()) if (await box.isVisible()) await box.check();
      await page.screenshot({ path: `/tmp/flags-shots/library-${label}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByRole("group", { name: "New visibility" }).getByRole("button", { name: "Members only" }).click();
      await page.screenshot({ path: `/tmp/flags-shots/library-confirm-${label}.png` });
      await page.keyboard.press("Escape");

      const outside = await callFixture(page.request, "create-model", { name: `Outside ${stem}`, photos: [{ imageUrl: "https://images.example.invalid/a.jpg", visibility: "public" }] });
      await page.goto(`/models/${(outside as { id: string }).id}`);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/flags-shots/profile-placeholder-${label}.png` });
      await callFixture(page.request, "trash-model", { id: (outside as { id: string }).id });
    } finally {
      await callFixture(page.request, "trash-model", { id: modelId });
    }
  });
}
