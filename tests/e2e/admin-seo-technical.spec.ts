import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { callFixture } from "./support/fixtures";
import { openAdminScreen } from "./pages/admin-page";
import { expect, test } from "./support/test";

/**
 * Technical SEO end to end: Generate builds the real
 * sitemap (its count and XML); a canonical rule for /faq pointing to
 * /models changes /faq's canonical link, pausing it restores the page's
 * own, deleting it removes the row for good; a robots.txt edit is served at
 * /robots.txt (and put back); the tab is kept in the address; on a phone
 * nothing scrolls sideways. Validation, duplicates, the version check and
 * the audit rows are covered by the actions' integration tests; a member
 * calling the actions directly, by admin-routes.spec.ts.
 */

const PATH = "/admin/seo/technical";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function canonicalRows(request: APIRequestContext, pattern: string): Promise<unknown[]> {
  return (await callFixture(request, "read", { table: "canonical_rules", where: { column: "pattern", value: pattern } })) as unknown[];
}

/** /faq's canonical link as served (re-read until a change shows: caches clear from the change notification, a moment after the commit). */
async function expectFaqCanonical(request: APIRequestContext, expected: RegExp): Promise<void> {
  await expect(async () => {
    const html = await (await request.get("/faq")).text();
    const href = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(href).toMatch(expected);
  }).toPass({ timeout: 20_000 });
}

/** Clicks until the click has its effect: a click before the page hydrates does nothing. */
async function clickUntil(target: Locator, effect: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await target.click();
    await effect();
  }).toPass({ timeout: 20_000 });
}

async function chooseTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole("tab", { name });
  await clickUntil(tab, () => expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1_000 }));
}

async function deleteRule(page: Page, pattern: string): Promise<void> {
  await openAdminScreen(page, `${PATH}?tab=canonical`);
  const confirm = page.getByRole("alertdialog");
  await clickUntil(page.getByRole("button", { name: `Delete the rule for ${pattern}` }), () => expect(confirm).toBeVisible({ timeout: 1_000 }));
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Canonical rule deleted")).toBeVisible();
}

test("Generate builds the sitemap and shows its real URL count and XML", { tag: "@postgres" }, async ({ page, asAdmin: _admin }) => {
  await openAdminScreen(page, `${PATH}?tab=sitemap`);
  await expect(page.getByRole("heading", { level: 1, name: "Technical SEO" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Sitemap" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("link", { name: /Google Search Console/ })).toHaveAttribute("href", "https://search.google.com/search-console");
  await expect(page.getByRole("link", { name: /Bing Webmaster Tools/ })).toHaveAttribute("target", "_blank");

  const status = page.getByRole("tabpanel", { name: "Sitemap" }).getByRole("status");
  await clickUntil(page.getByRole("button", { name: "Generate" }), () => expect(status).toBeVisible({ timeout: 10_000 }));
  const count = Number(/Sitemap generated: ([\d,]+) URL/.exec((await status.textContent()) ?? "")?.[1]?.replace(/,/g, ""));
  expect(count).toBeGreaterThan(0);
  const xml = page.getByLabel("Sitemap XML");
  await expect(xml).toContainText("<urlset");
  // The count shown is the file's: as many <url> entries as it says.
  expect(((await xml.textContent()) ?? "").match(/<url>/g)).toHaveLength(count);
});

test("a canonical rule for /faq applies at once, pausing it restores the page's own, deleting it removes it", { tag: "@postgres" }, async ({ page, request, asAdmin: _admin }) => {
  // Six saves, each read back from the public page: more than the default budget on a busy machine.
  test.slow();
  expect(await canonicalRows(request, "/faq"), "no other rule for /faq").toEqual([]);
  await expectFaqCanonical(request, /\/faq$/);

  await openAdminScreen(page, `${PATH}?tab=canonical`);
  try {
    const dialog = page.getByRole("dialog", { name: "New canonical rule" });
    await clickUntil(page.getByRole("button", { name: "New canonical rule" }), () => expect(dialog).toBeVisible({ timeout: 1_000 }));
    await dialog.getByRole("textbox", { name: "Pattern" }).fill("/faq");
    await dialog.getByRole("textbox", { name: "Canonical URL" }).fill("/models");
    await expect(dialog.getByRole("switch", { name: "Active" })).toBeChecked();
    await dialog.getByRole("button", { name: "Add rule" }).click();
    await expect(page.getByText("Canonical rule added")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectFaqCanonical(request, /\/models$/);

    // A second rule for the same pattern is refused with the reason.
    await page.getByRole("button", { name: "New canonical rule" }).click();
    await dialog.getByRole("textbox", { name: "Pattern" }).fill("/faq");
    await dialog.getByRole("textbox", { name: "Canonical URL" }).fill("/blog");
    await dialog.getByRole("button", { name: "Add rule" }).click();
    await expect(dialog.getByText("A rule for this pattern already exists. Edit that one instead.")).toBeVisible();
    // Closing with what was typed asks first.
    page.once("dialog", (confirm) => void confirm.accept());
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(await canonicalRows(request, "/faq")).toHaveLength(1);

    const active = page.getByRole("switch", { name: "Apply the rule for /faq" });
    await expect(active).toBeEnabled();
    await active.click();
    await expect(page.getByText("Rule paused")).toBeVisible();
    await expect(active).not.toBeChecked();
    await expectFaqCanonical(request, /\/faq$/);

    await active.click();
    await expect(page.getByText("Rule applied")).toBeVisible();
    await expectFaqCanonical(request, /\/models$/);

    await deleteRule(page, "/faq");
    await expect(page.getByRole("button", { name: "Delete the rule for /faq" })).toHaveCount(0);
    expect(await canonicalRows(request, "/faq")).toEqual([]);
    await expectFaqCanonical(request, /\/faq$/);
  } finally {
    if ((await canonicalRows(request, "/faq")).length) await deleteRule(page, "/faq");
  }
});

test("a robots.txt edit is served at /robots.txt, and the tab stays chosen on reload", { tag: "@postgres" }, async ({ page, request, asAdmin: _admin }) => {
  await openAdminScreen(page, `${PATH}?tab=robots`);
  const box = page.getByRole("textbox", { name: "robots.txt" });
  const served = page.getByLabel("robots.txt as served");
  await expect(served).toContainText("User-agent");
  // The field takes its value when the form hydrates (the seed stores a robots.txt, as the Global SEO test relies on too).
  await expect(box).not.toHaveValue("");
  const original = await box.inputValue();
  const marker = `# technical ${unique()}`;
  const save = async () => {
    await page.getByRole("button", { name: "Save robots.txt" }).click();
    await expect(page.getByText("robots.txt saved")).toBeVisible();
  };

  try {
    await box.fill(`${original.trimEnd()}\n${marker}\n`);
    await save();
    await expect(served).toContainText(marker);
    await expect(async () => expect(await (await request.get("/robots.txt")).text()).toContain(marker)).toPass({ timeout: 20_000 });

    await chooseTab(page, "Canonical URLs");
    await expect(page).toHaveURL(/[?&]tab=canonical/);
    await page.reload();
    await expect(page.getByRole("tab", { name: "Canonical URLs" })).toHaveAttribute("aria-selected", "true");
  } finally {
    await openAdminScreen(page, `${PATH}?tab=robots`);
    await expect(box).not.toHaveValue("");
    await box.fill(original);
    await save();
  }
  await expect(async () => expect(await (await request.get("/robots.txt")).text()).not.toContain(marker)).toPass({ timeout: 20_000 });
});

test("the Redirects tab holds the redirect rules, and the 404 monitor its search (tests/e2e/seo-not-found.spec.ts covers it)", async ({ page, asAdmin: _admin }) => {
  await openAdminScreen(page, `${PATH}?tab=redirects`);
  // A refused source is said once, under its field (not again as a toast), and the field takes the focus.
  await clickUntil(page.getByRole("button", { name: "Add redirect" }), () => expect(page.getByRole("dialog")).toBeVisible());
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Source").fill("/admin/settings");
  await dialog.getByLabel("Target").fill("/faq");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toContainText("belongs to the site itself");
  await expect(dialog.getByLabel("Source")).toBeFocused();
  await expect(page.getByText("Failed to save redirect")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await chooseTab(page, "404 monitor");
  await expect(page.getByLabel("Search by path")).toBeVisible();
});

test("on a 390 px phone every tab fits the screen", async ({ page, asAdmin: _admin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminScreen(page, PATH);
  await expect(page.getByRole("button", { name: "Save robots.txt" })).toBeVisible();
  for (const tab of ["Robots.txt", "Sitemap", "Redirects", "Canonical URLs", "404 monitor"]) {
    await chooseTab(page, tab);
    if (tab === "Sitemap") {
      await page.getByRole("button", { name: "Generate" }).click();
      await expect(page.getByLabel("Sitemap XML")).toBeVisible({ timeout: 20_000 });
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, tab).toBeLessThanOrEqual(0);
  }
});
