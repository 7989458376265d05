import { firstPostPath, visitorPages } from "./support/public-pages";
import { expect, test } from "./support/test";

/**
 * Every public page type a visitor opens (the public page registry's), on a
 * 390 px phone: they answer, show their heading and never scroll sideways.
 * Profiles are checked at this width, gallery open, in gallery.spec.ts.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const pages = visitorPages().filter((entry) => entry.id !== "profile");

for (const entry of pages) {
  test(`${entry.name} fits a 390 px phone`, async ({ page }) => {
    const path = entry.path ?? (await firstPostPath(page));
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Lazy images and late fonts must not widen the page either.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test("a district FAQ opens with the keyboard", async ({ page }) => {
  await page.goto("/escorts-in-mayfair");
  const question = page.locator("details summary").first();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("details").first()).toHaveAttribute("open", "");
});
