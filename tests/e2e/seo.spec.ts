import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { listModels, lockedProfile, pickModel } from "./support/fixtures";
import { sitemapSeededPaths } from "./support/public-pages";

/** Search-engine view of the landing pages, robots.txt and sitemap.xml . */

const DRAFT_POST = "a-weekend-in-richmond";

function collectTypes(node: unknown, types: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => collectTypes(item, types));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "@type") [value].flat().forEach((t) => types.add(String(t)));
      else collectTypes(value, types);
    }
  }
  return types;
}

async function jsonLdBlocks(page: Page): Promise<unknown[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  return texts.map((text) => JSON.parse(text) as unknown);
}

async function metaContent(page: Page, selector: string): Promise<string> {
  const tag = page.locator(selector);
  await expect(tag, selector).toHaveCount(1);
  const content = (await tag.getAttribute("content")) ?? "";
  expect(content, selector).not.toBe("");
  return content;
}

const landingPages = [
  { path: "/blonde-escorts", types: ["BreadcrumbList", "CollectionPage"] },
  { path: "/escorts-in-mayfair", types: ["BreadcrumbList", "LocalBusiness", "Place", "FAQPage"] },
];

for (const { path, types } of landingPages) {
  test(`${path}: title, description, canonical, social tags and JSON-LD`, async ({ page, baseURL, request }) => {
    const response = await page.goto(`${path}?utm_source=e2e&page=1`);
    expect(response?.status()).toBe(200);

    // The title ends in the brand, named once: a seeded title that already ends in a form of it ("| Velvet
    // Companions") is published as written, not suffixed again (decision 037).
    const title = await page.title();
    expect(title).toMatch(/ \| Velvet[^|]*$/);
    expect(title.match(/Velvet/g), title).toHaveLength(1);
    const description = await metaContent(page, 'meta[name="description"]');
    expect(description.length).toBeLessThanOrEqual(160);

    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    expect(await canonical.getAttribute("href")).toBe(new URL(path, baseURL).toString());

    await metaContent(page, 'meta[property="og:title"]');
    await metaContent(page, 'meta[property="og:description"]');
    expect(await metaContent(page, 'meta[property="og:image"]')).toMatch(/^https?:\/\//);
    expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");

    const blocks = await jsonLdBlocks(page);
    const found = collectTypes(blocks, new Set());
    for (const type of types) expect([...found], `JSON-LD @type ${type}`).toContain(type);

    // JSON-LD names only profiles a visitor may open: no members-only name or photo.
    const serialized = JSON.stringify(blocks);
    for (const model of (await listModels(request)).filter((m) => m.membersOnly)) {
      expect(serialized).not.toContain(model.id);
      expect(serialized).not.toContain(`"name":"${model.name}"`);
      for (const photo of model.photos) expect(serialized).not.toContain(photo.imageUrl);
    }
  });
}

test("the OG default image is served", async ({ request }) => {
  const response = await request.get("/brand/og-default.png");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
});

test("robots.txt keeps crawlers out of the back office and points at the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*/m);
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).toString()}`);
  expect(text).not.toContain("{siteUrl}");
});

test("sitemap.xml lists the landing pages and public profiles, never a members-only one", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();
  const loc = (path: string) => `<loc>${new URL(path, baseURL).toString()}</loc>`;

  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  // Every page the registry puts in the sitemap, at the path the seed holds; a public profile just below.
  for (const path of sitemapSeededPaths()) {
    expect(xml, path).toContain(loc(path));
  }
  const models = await listModels(request);
  const publicModel = pickModel(models, "mixed", ["public"]);
  expect(xml).toContain(loc(`/models/${publicModel.id}`));
  for (const model of models.filter((m) => m.membersOnly)) expect(xml, model.name).not.toContain(model.id);
  expect(xml).not.toContain(DRAFT_POST);
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

for (const path of ["/nope-escorts", "/escorts-in-atlantis", `/blog/${DRAFT_POST}`, "/blonde-escorts?page=999"]) {
  test(`${path} is a real 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("a locked profile's head names the model and district only; a member who may open it gets its characteristics too", async ({ browser, request, users }) => {
  const model = pickModel(await listModels(request), "membersOnly", ["members_only_no_access"]);
  const keywordsOf = async (page: Page) => ((await page.locator('meta[name="keywords"]').getAttribute("content")) ?? "").split(/,\s*/).filter(Boolean);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/models/${model.id}`);
  await expect(lockedProfile(visitor)).toBeVisible();
  const locked = await keywordsOf(visitor);
  expect(locked[0]).toBe(model.name);
  expect(locked).toHaveLength(2);
  expect(locked[1]).toMatch(/ companion$/);
  await visitor.context().close();

  const member = await users.create("member");
  const memberPage = await (await browser.newContext()).newPage();
  await member.signIn(memberPage.context());
  await memberPage.goto(`/models/${model.id}`);
  await expect(lockedProfile(memberPage)).toHaveCount(0);
  expect((await keywordsOf(memberPage)).length).toBeGreaterThan(2);
  await memberPage.context().close();
});
