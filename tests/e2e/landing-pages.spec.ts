import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

/** Every public page type on a 390 px phone (profiles: gallery.spec.ts): they answer, show their heading and never scroll sideways. */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function firstPostPath(page: Page): Promise<string> {
  await page.goto("/blog");
  const href = await page.locator('main a[href^="/blog/"]').first().getAttribute("href");
  expect(href, "the journal lists at least one post").toBeTruthy();
  return href!;
}

const paths = ["/", "/models", "/blonde-escorts", "/escorts-in-mayfair", "/blog", "POST", "/faq", "/privacy", "/terms"];

for (const entry of paths) {
  test(`${entry === "POST" ? "a journal post" : entry} fits a 390 px phone`, async ({ page }) => {
    const path = entry === "POST" ? await firstPostPath(page) : entry;
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
