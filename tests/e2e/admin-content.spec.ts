import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { E2E, signIn } from "./support/fixtures";

/**
 * Admin content screens end to end (admin spec screens 7–10, 19): each
 * change made in the back office shows on the public site. Calling the
 * content server actions directly as a member or visitor is covered by the
 * integration tests (src/features/{banners,faqs,blog}/admin and
 * src/features/site-content *.integration.test.ts): posting to a server
 * action endpoint by hand needs the build's action ids.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The admin signs in once per worker and every test reuses the session:
 * the sign-in rate limit (per account, per IP) refuses a burst of sign-ins.
 */
const ADMIN_STATE = path.join("test-results", `admin-content-state-${process.env.E2E_TARGET ?? "local"}-${process.pid}.json`);
/** A context with no session at all (a visitor), whatever the describe block uses. */
const NO_SESSION = { storageState: { cookies: [], origins: [] } };

test.describe("an admin", () => {
  test.use({ storageState: ADMIN_STATE });

  test.beforeAll(async ({ browser }) => {
    fs.mkdirSync(path.dirname(ADMIN_STATE), { recursive: true });
    const context = await browser.newContext(NO_SESSION);
    const page = await context.newPage();
    await signIn(page, E2E.adminEmail, E2E.adminPassword, "/admin/content/homepage");
    await expect(page).toHaveURL(/\/admin\/content\/homepage$/);
    await context.storageState({ path: ADMIN_STATE });
    await context.close();
  });

  /** Opens an admin page with the saved session (no new sign-in). */
  async function open(page: Page, url: string) {
    await page.goto(url);
    await expect(page).toHaveURL(new RegExp(`${url.replace(/[?]/g, "\\?")}$`));
  }

  test("changes a hero banner caption and sees it on the home page", async ({ page, browser }) => {
    const caption = `Evenings to remember ${unique()}`;
    await open(page, "/admin/content/homepage");

    // The active banner for all devices: the one every visitor sees.
    const card = page.locator('[data-testid="banner-card"][data-device="all"][data-active="true"]');
    await expect(card).toHaveCount(1);
    await card.getByLabel("Caption", { exact: true }).fill(caption);
    await card.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Banner updated")).toBeVisible();

    // A visitor (no session, served through the anonymous page cache) sees it at once.
    const visitor = await browser.newContext(NO_SESSION);
    const home = await visitor.newPage();
    await home.goto("/");
    await expect(home.locator("section[aria-labelledby=hero-title]").getByText(caption)).toBeVisible();
    await visitor.close();
  });

  test("applies exclusivity when activating a second banner of the same device type", async ({ page }) => {
    await open(page, "/admin/content/homepage?section=services");
    const services = page.getByRole("tabpanel", { name: "Services" });
    const inactive = services.getByTestId("banner-card").filter({ has: page.getByRole("switch", { checked: false }) }).first();
    await inactive.getByRole("switch").click();
    await expect(page.getByText("Exclusivity applied")).toBeVisible();
    await expect(services.getByRole("switch", { checked: true })).toHaveCount(1);
  });

  test("creates a FAQ and sees it on the home page at once and on /faq", async ({ page, browser }) => {
    const question = `Can I book for a gala evening ${unique()}?`;
    const visitor = await browser.newContext(NO_SESSION);
    const home = await visitor.newPage();
    await home.goto("/");
    await expect(home.getByTestId("faq-accordion")).toBeVisible();

    await open(page, "/admin/content/faq");
    // Blank fields are errors the admin sees, not a save silently ignored.
    await page.getByRole("button", { name: "Create FAQ" }).click();
    await expect(page.getByText("Enter a question")).toBeVisible();
    await expect(page.getByText("Enter an answer")).toBeVisible();

    await page.getByLabel("Question", { exact: true }).fill(question);
    await page.getByLabel("Answer", { exact: true }).fill("Yes. Tell our concierge the date and dress code and we will arrange the rest.");
    await page.getByRole("button", { name: "Create FAQ" }).click();
    await expect(page.getByText("FAQ created successfully")).toBeVisible();
    await expect(page.getByTestId("faq-list").getByText(question)).toBeVisible();
    await expect(page.getByTestId("faq-preview").getByText(question)).toBeVisible();

    // The open home page reloads its FAQs on the table's change event, without a page reload.
    await expect(home.getByTestId("faq-accordion").getByText(question)).toBeVisible({ timeout: 5_000 });
    await home.goto("/faq");
    await expect(home.getByText(question)).toBeVisible();
    await visitor.close();
  });

  test("edits the about_intro block and sees it on the home page", async ({ page, request }) => {
    const title = `About Velvet ${unique()}`;
    await open(page, "/admin/content/site");
    await page.getByRole("button", { name: /About · Introduction/ }).click();
    const form = page.getByRole("form", { name: "About · Introduction" });
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Content updated successfully")).toBeVisible();

    const html = await (await request.get("/")).text();
    expect(html).toContain(title);
  });

  test("creates and publishes a blog post, sees it on /blog, then unpublishes it and it 404s", async ({ page, request }) => {
    const title = `A Night at the Opera ${unique()}`;
    await open(page, "/admin/content/blog");

    await page.getByRole("button", { name: "New post" }).click();
    const dialog = page.getByRole("dialog", { name: "New blog post" });
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    const slug = await dialog.getByLabel("Slug").inputValue();
    expect(slug).toMatch(/^a-night-at-the-opera-[a-z0-9]+$/);
    await dialog.getByLabel("Excerpt").fill("Covent Garden, a box for two and supper afterwards: how our members spend an evening at the Royal Opera House.");
    await dialog.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("An evening at the Royal Opera House begins long before the curtain rises.");
    await dialog.getByRole("tab", { name: "SEO" }).click();
    await expect(dialog.getByTestId("meta-counter")).toHaveText("0/160");
    await dialog.getByLabel("Meta description").fill("How to plan an evening at the Royal Opera House.");
    await expect(dialog.getByTestId("meta-counter")).toHaveText("48/160");
    await dialog.getByRole("tab", { name: "Settings" }).click();
    await dialog.getByRole("switch", { name: "Publish now" }).click();
    await dialog.getByRole("button", { name: "Create post" }).click();
    await expect(page.getByText("Blog post created")).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId("blog-row").filter({ hasText: title });
    await expect(row.getByText("Published").filter({ visible: true })).toBeVisible();
    expect(await (await request.get("/blog")).text()).toContain(title);
    const published = await request.get(`/blog/${slug}`);
    expect(published.status()).toBe(200);
    expect(await published.text()).toContain("Royal Opera House begins");

    await row.getByRole("button", { name: `Edit “${title}”` }).click();
    const edit = page.getByRole("dialog", { name: "Edit blog post" });
    await edit.getByRole("tab", { name: "Settings" }).click();
    await edit.getByRole("switch", { name: "Publish now" }).click();
    await edit.getByRole("button", { name: "Save post" }).click();
    await expect(page.getByText("Blog post updated")).toBeVisible();

    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    expect(await (await request.get("/blog")).text()).not.toContain(title);
  });

  test("sees the content screens in Portuguese when that is their language", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "VELVET_ADMIN_LOCALE", value: "pt-BR", url: baseURL! }]);
    await open(page, "/admin/content/homepage");
    await expect(page.getByRole("heading", { name: "Gerenciamento de Conteúdo" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Seções de conteúdo" }).getByRole("link", { name: "Conteúdo do site" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Adicionar banner" })).toBeVisible();
  });

  test("is sent from /admin/content to the homepage tab", async ({ page }) => {
    await page.goto("/admin/content");
    await expect(page).toHaveURL(/\/admin\/content\/homepage$/);
  });
});

test("a member gets Access Denied (403) on the content screens", async ({ page }) => {
  await signIn(page, "member@velvet.london", E2E.demoPassword);
  await expect(page).toHaveURL(/\/models$/);
  for (const path of ["/admin/content/homepage", "/admin/content/site", "/admin/content/faq", "/admin/content/blog", "/admin/content/layout"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByText("Access Denied").first()).toBeVisible();
  }
});

test("a visitor is sent to sign in from the content screens", async ({ page }) => {
  await page.goto("/admin/content/blog");
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fcontent%2Fblog$/);
});
