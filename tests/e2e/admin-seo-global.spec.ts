import type { Page } from "@playwright/test";
import { openAdminScreen } from "./pages/admin-page";
import { expect, test } from "./support/test";

/**
 * Global SEO end to end: an admin changes the default
 * description, adds a keyword and a robots.txt line, saves once, and the
 * public site follows (the home page's head, /robots.txt); the schema tab
 * shows the organisation built from the site settings; on a phone nothing
 * scrolls sideways. The settings are put back as they were at the end.
 * Validation, the version check and the audit row are covered by
 * src/features/seo/admin/global/actions.integration.test.ts; a member calling the
 * action directly, by admin-routes.spec.ts.
 */

const PATH = "/admin/seo/global";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const descriptionBox = (page: Page) => page.getByRole("textbox", { name: "Default site description" });
const robotsBox = (page: Page) => page.getByRole("textbox", { name: "robots.txt" });

async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("SEO settings saved successfully")).toBeVisible();
}

/** The public answer, re-read until the change shows (caches clear from the change notification, a moment after the commit). */
async function expectEventually(read: () => Promise<string>, expected: string): Promise<void> {
  await expect(async () => expect(await read()).toContain(expected)).toPass({ timeout: 20_000 });
}

test("an admin saves a new default description, keyword and robots.txt line, and the public site follows", { tag: "@postgres" }, async ({ page, request, asAdmin: _admin }) => {
  await openAdminScreen(page, PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Global SEO Settings" })).toBeVisible();
  // The fields take their values when the form hydrates.
  await expect(descriptionBox(page)).not.toHaveValue("");
  const original = { description: await descriptionBox(page).inputValue(), robots: "" };
  const marker = unique();
  const description = `Elegant companions across London, introduced discreetly (${marker}).`;
  const keyword = `velvet-e2e-${marker}`;

  try {
    await descriptionBox(page).fill(description);
    await expect(page.getByText(`${description.length}/160`)).toBeVisible();

    await page.getByRole("tab", { name: "Keywords" }).click();
    const keywords = page.getByRole("textbox", { name: "Default keywords" });
    await keywords.fill(keyword);
    await keywords.press("Enter");
    // The same keyword in other capitals is ignored (duplicates are ignored).
    await keywords.fill(keyword.toUpperCase());
    await keywords.press("Enter");
    await expect(page.getByRole("button", { name: `Remove ${keyword}` })).toHaveCount(1);

    await page.getByRole("tab", { name: "Technical" }).click();
    await expect(robotsBox(page)).not.toHaveValue("");
    original.robots = await robotsBox(page).inputValue();
    await robotsBox(page).fill(`${original.robots.trimEnd()}\n# ${marker}\n`);

    await save(page);

    await expectEventually(async () => {
      const html = await (await request.get("/")).text();
      return html.match(/<meta name="description" content="[^"]*"/)?.[0] ?? "";
    }, marker);
    await expectEventually(async () => (await request.get("/robots.txt")).text(), `# ${marker}`);

    // Reloaded, the screen shows what was saved.
    await page.reload();
    await expect(descriptionBox(page)).toHaveValue(description);
    await page.getByRole("tab", { name: "Keywords" }).click();
    await expect(page.getByRole("button", { name: `Remove ${keyword}` })).toBeVisible();

    await page.getByRole("tab", { name: "Schema" }).click();
    const schema = page.getByLabel("Organisation schema (JSON)");
    await expect(schema).toContainText('"@type": "Organization"');
    await expect(schema).toContainText('"name": "Velvet London"');
  } finally {
    // Put the settings back for the other tests.
    await openAdminScreen(page, PATH);
    await expect(descriptionBox(page)).not.toHaveValue("");
    await descriptionBox(page).fill(original.description);
    await page.getByRole("tab", { name: "Keywords" }).click();
    const remove = page.getByRole("button", { name: `Remove ${keyword}` });
    if (await remove.count()) await remove.click();
    if (original.robots) {
      await page.getByRole("tab", { name: "Technical" }).click();
      await robotsBox(page).fill(original.robots);
    }
    await save(page);
  }
});

test("a title over 60 characters is refused in the form, on its own tab, and nothing is saved", async ({ page, asAdmin: _admin }) => {
  await openAdminScreen(page, PATH);
  const title = page.getByRole("textbox", { name: "Default site title" });
  await expect(title).not.toHaveValue("");
  const before = await title.inputValue();
  await page.getByRole("tab", { name: "Schema" }).click();
  // Typed on the first tab, saved from another: the refusal brings the first tab back.
  await page.getByRole("tab", { name: "Meta Tags" }).click();
  await title.fill("x".repeat(61));
  await page.getByRole("tab", { name: "Keywords" }).click();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("The title may have at most 60 characters")).toBeVisible();
  await expect(title).toBeVisible();
  await page.reload();
  await expect(title).toHaveValue(before);
});

test("on a 390 px phone the tabs and fields fit the screen", async ({ page, asAdmin: _admin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminScreen(page, PATH);
  await expect(page.getByRole("button", { name: "Save Settings" })).toBeVisible();
  for (const tab of ["Keywords", "Technical", "Schema"]) {
    await page.getByRole("tab", { name: tab }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, tab).toBeLessThanOrEqual(0);
  }
});
