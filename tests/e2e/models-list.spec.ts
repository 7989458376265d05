import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { listModels } from "./support/fixtures";

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const cardNames = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allInnerTexts();
/** "24 models · page 1 of 2": the list's status line. */
const resultCount = (page: Page) => page.getByRole("main").getByRole("status");

test.describe("models list", () => {
  test("lists 24 models over two pages of 12", async ({ page }) => {
    await page.goto("/models");
    await expect(resultCount(page)).toHaveText("24 models · page 1 of 2");
    await expect(cards(page)).toHaveCount(12);
    const firstPage = await cardNames(page);

    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/models\?page=2$/);
    await expect(cards(page)).toHaveCount(12);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveAttribute("rel", "prev");
    const secondPage = await cardNames(page);
    expect(new Set([...firstPage, ...secondPage]).size).toBe(24);
  });

  test("filters by district and by category", async ({ page }) => {
    await page.goto("/models");
    await page.getByLabel("District").selectOption("mayfair");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/models\?district=mayfair$/);
    await expect(resultCount(page)).toHaveText("1 model");
    expect(await cardNames(page)).toEqual(["Isabella"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Models in Mayfair");

    await page.goto("/models");
    await page.getByLabel("Category").selectOption("blonde-escorts");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/models\?category=blonde-escorts$/);
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(1);
    expect(names.length).toBeLessThan(24);
    expect(names).toContain("Isabella");
    expect(names).not.toContain("Sofia"); // brunette
    await expect(page.getByLabel("Category")).toHaveValue("blonde-escorts");
  });

  test("shows members-only models locked to a visitor but not to an approved member", async ({ page, request, users }) => {
    const membersOnly = (await listModels(request)).filter((m) => m.membersOnly).map((m) => m.name);
    expect(membersOnly.length).toBeGreaterThan(0);

    const lockedOnAllPages = async () => {
      const locked: string[] = [];
      for (const path of ["/models", "/models?page=2"]) {
        await page.goto(path);
        locked.push(...(await cards(page).filter({ hasText: "Members only" }).getByRole("heading").allInnerTexts()));
      }
      return locked.sort();
    };

    expect(await lockedOnAllPages()).toEqual([...membersOnly].sort());

    // The same browser, now signed in as an approved member.
    await (await users.create("member")).signIn(page.context());
    expect(await lockedOnAllPages()).toEqual([]);
  });

  test("shows an empty state with a way back when nothing matches", async ({ page }) => {
    await page.goto("/models?district=mayfair&category=ebony-escorts");
    await expect(resultCount(page)).toHaveText("0 models");
    await expect(page.getByRole("heading", { name: "No models match these filters" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/models$/);
    await expect(resultCount(page)).toHaveText("24 models · page 1 of 2");
  });

  test("pagination keeps the filters and sort", async ({ page }) => {
    await page.goto("/models?availability=available&sort=name");
    const count = resultCount(page);
    await expect(count).toHaveText(/^\d+ models · page 1 of 2$/);
    const total = Number((await count.innerText()).split(" ")[0]);
    const next = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next page" });
    await expect(next).toHaveAttribute("href", "/models?availability=available&sort=name&page=2");
    await expect(next).toHaveAttribute("rel", "next");
    const firstPage = await cardNames(page);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => a.localeCompare(b)));

    await next.click();
    await expect(page).toHaveURL(/\/models\?availability=available&sort=name&page=2$/);
    await expect(cards(page)).toHaveCount(total - 12);
    await expect(page.getByLabel("Availability")).toHaveValue("available");
    await expect(page.getByLabel("Sort by")).toHaveValue("name");
    await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "/models?availability=available&sort=name",
    );
  });

  test("ignores unknown values and cleans up the address", async ({ page }) => {
    await page.goto("/models?district=atlantis&category=&availability=sometimes&sort=random&page=0");
    await expect(page).toHaveURL(/\/models$/);
    await expect(resultCount(page)).toHaveText("24 models · page 1 of 2");
  });

  test("indexes only the plain listing; every variant is noindex with the same canonical", async ({ page }) => {
    await page.goto("/models");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^index/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/models$/);

    await page.goto("/models?district=mayfair&page=1");
    await expect(page).toHaveURL(/\/models\?district=mayfair$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/models$/);
  });
});
