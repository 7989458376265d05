import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { openAdminScreen } from "./pages/admin-page";
import { BannersScreen } from "./pages/banners";
import { BlogScreen } from "./pages/blog";
import { FaqScreen } from "./pages/faq";
import { SiteContentScreen } from "./pages/site-content";

/**
 * Admin content screens end to end: each
 * change made in the back office shows on the public site. Calling the
 * content server actions directly as a member is covered by
 * admin-routes.spec.ts (one action per admin domain) and by the integration
 * tests (src/features/{banners,faqs,blog}/admin and src/features/site-content
 * *.integration.test.ts).
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The public home page's hero: the section named by the page's one h1. */
const publicHero = (page: Page) => page.getByRole("region").filter({ has: page.getByRole("heading", { level: 1 }) });
/** The public home page's live FAQ list. */
const publicFaqs = (page: Page) => page.getByRole("region", { name: "Frequently asked questions" });

test.describe("an admin", () => {
  test("changes a hero banner caption and sees it on the home page", { tag: "@postgres" }, async ({ page, browser, asAdmin: _admin }) => {
    const caption = `Evenings to remember ${unique()}`;
    const banners = new BannersScreen(page);
    await banners.goto();

    // The active banner for all devices: the one every visitor sees.
    const card = banners.cardsFor("Hero", { device: "All devices", active: true });
    await expect(card).toHaveCount(1);
    await banners.caption(card).fill(caption);
    await banners.save(card);
    await expect(page.getByText("Banner updated")).toBeVisible();

    // A visitor (no session, served through the anonymous page cache) sees it at once.
    const visitor = await browser.newContext();
    const home = await visitor.newPage();
    await home.goto("/");
    await expect(publicHero(home).getByText(caption)).toBeVisible();
    await visitor.close();
  });

  test("applies exclusivity when activating a second banner of the same device type", { tag: "@postgres" }, async ({ page, asAdmin: _admin }) => {
    const banners = new BannersScreen(page);
    await banners.goto("services");
    const inactive = banners.cardsFor("Services", { active: false }).first();
    await inactive.getByRole("switch").click();
    await expect(page.getByText("Exclusivity applied")).toBeVisible();
    await expect(banners.section("Services").getByRole("switch", { checked: true })).toHaveCount(1);
  });

  test("creates a FAQ and sees it on the home page at once and on /faq", { tag: "@postgres" }, async ({ page, browser, asAdmin: _admin }) => {
    const question = `Can I book for a gala evening ${unique()}?`;
    const visitor = await browser.newContext();
    const home = await visitor.newPage();
    await home.goto("/");
    await expect(publicFaqs(home)).toBeVisible();

    const faq = new FaqScreen(page);
    await faq.goto();
    // Blank fields are errors the admin sees, not a save silently ignored.
    await faq.create.click();
    await expect(page.getByText("Enter a question")).toBeVisible();
    await expect(page.getByText("Enter an answer")).toBeVisible();

    await faq.question.fill(question);
    await faq.answer.fill("Yes. Tell our concierge the date and dress code and we will arrange the rest.");
    await faq.create.click();
    await expect(page.getByText("FAQ created successfully")).toBeVisible();
    await expect(faq.list.getByText(question)).toBeVisible();
    await expect(faq.preview.getByText(question)).toBeVisible();

    // The open home page reloads its FAQs on the table's change event, without a page reload.
    await expect(publicFaqs(home).getByText(question)).toBeVisible({ timeout: 5_000 });
    await home.goto("/faq");
    await expect(home.getByText(question)).toBeVisible();
    await visitor.close();
  });

  test("edits the about_intro block and sees it on the home page", { tag: "@postgres" }, async ({ page, request, asAdmin: _admin }) => {
    const title = `About Velvet ${unique()}`;
    const site = new SiteContentScreen(page);
    await site.goto();
    const form = await site.open("About · Introduction");
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Content updated successfully")).toBeVisible();

    const html = await (await request.get("/")).text();
    expect(html).toContain(title);
  });

  test("creates and publishes a blog post, sees it on /blog, then unpublishes it and it 404s", { tag: "@postgres" }, async ({ page, request, asAdmin: _admin }) => {
    const title = `A Night at the Opera ${unique()}`;
    const blog = new BlogScreen(page);
    await blog.goto();

    const dialog = await blog.openNew();
    await dialog.field("Title", true).fill(title);
    const slug = await dialog.field("Slug").inputValue();
    expect(slug).toMatch(/^a-night-at-the-opera-[a-z0-9]+$/);
    await dialog.field("Excerpt").fill("Covent Garden, a box for two and supper afterwards: how our members spend an evening at the Royal Opera House.");
    await dialog.content.click();
    await page.keyboard.type("An evening at the Royal Opera House begins long before the curtain rises.");
    await dialog.tab("SEO");
    await expect(dialog.metaCounter).toHaveText("0/160");
    await dialog.field("Meta description").fill("How to plan an evening at the Royal Opera House.");
    await expect(dialog.metaCounter).toHaveText("48/160");
    await dialog.tab("Settings");
    await dialog.publishNow.click();
    await dialog.submit("Create post");
    await expect(page.getByText("Blog post created")).toBeVisible();
    await expect(dialog.dialog).toBeHidden();

    const row = blog.row(title);
    await expect(row.getByText("Published").filter({ visible: true })).toBeVisible();
    expect(await (await request.get("/blog")).text()).toContain(title);
    const published = await request.get(`/blog/${slug}`);
    expect(published.status()).toBe(200);
    expect(await published.text()).toContain("Royal Opera House begins");

    const edit = await blog.openEdit(title);
    await edit.tab("Settings");
    await edit.publishNow.click();
    await edit.submit("Save post");
    await expect(page.getByText("Blog post updated")).toBeVisible();

    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    expect(await (await request.get("/blog")).text()).not.toContain(title);
  });

  test("sees the content screens in Portuguese when that is their language", async ({ page, context, baseURL, asAdmin: _admin }) => {
    await context.addCookies([{ name: "VELVET_ADMIN_LOCALE", value: "pt-BR", url: baseURL! }]);
    await openAdminScreen(page, "/admin/content/homepage");
    await expect(page.getByRole("heading", { name: "Gerenciamento de Conteúdo" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Seções de conteúdo" }).getByRole("link", { name: "Conteúdo do site" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Adicionar banner" })).toBeVisible();
  });

  test("is sent from /admin/content to the homepage tab", async ({ page, asAdmin: _admin }) => {
    await page.goto("/admin/content");
    await expect(page).toHaveURL(/\/admin\/content\/homepage$/);
  });
});

test("a member gets Access Denied (403) on the content screens", async ({ page, asMember: _member }) => {
  for (const path of ["/admin/content/homepage", "/admin/content/site", "/admin/content/faq", "/admin/content/blog", "/admin/content/layout"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByText("Access Denied").first()).toBeVisible();
  }
});

test("a visitor is sent to sign in from the content screens", async ({ page, asVisitor: _visitor }) => {
  await page.goto("/admin/content/blog");
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fcontent%2Fblog$/);
});
