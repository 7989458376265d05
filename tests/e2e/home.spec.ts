import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { listModels } from "./support/fixtures";

/** The FAQPage JSON-LD block on the page, parsed. */
async function faqPageJsonLd(page: Page): Promise<{ mainEntity: { name: string; acceptedAnswer: { text: string } }[] }> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = blocks.map((text) => JSON.parse(text) as { "@type"?: string });
  const faqPage = parsed.find((data) => data["@type"] === "FAQPage");
  expect(faqPage, "a FAQPage JSON-LD block").toBeTruthy();
  return faqPage as never;
}

/**
 * Opens the page and waits until React has hydrated it: the FAQ list opens its
 * event stream from an effect, which runs in the same commit as the other
 * client components' effects (their event listeners).
 */
/** The home page's sections and lists, as a visitor finds them. */
const hero = (page: Page) => page.getByRole("region").filter({ has: page.getByRole("heading", { level: 1 }) });
const categoryTiles = (page: Page) => page.getByRole("list", { name: "Categories" }).getByRole("link");
const faqSection = (page: Page) => page.getByRole("region", { name: "Frequently asked questions" });

async function gotoHydrated(page: Page, path: string): Promise<void> {
  const stream = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/events");
  await page.goto(path);
  await stream;
}


/** How many FAQs the home page should list, from the same endpoint it reloads from. */
async function activeGeneralFaqCount(request: APIRequestContext): Promise<number> {
  const response = await request.get("/api/faqs");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { faqs: unknown[] }).faqs.length;
}

test.describe("home page", () => {
  test("shows the hero banner image with the hero heading and a working button", async ({ page }) => {
    await page.goto("/");
    const image = hero(page).getByRole("img").first();
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("fetchpriority", "high");
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Exceptional company, discreetly arranged");
    await page.getByRole("link", { name: "Browse models" }).click();
    await expect(page).toHaveURL(/\/models$/);
  });

  test("picks hero banners by device: one for desktop, a carousel of two on a phone", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('section[aria-labelledby="hero-title"] figure img')).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Featured images" })).toHaveCount(0);

    // ?forceMobile=true wins over the desktop user agent.
    await page.goto("/?forceMobile=true");
    const carousel = page.getByRole("region", { name: "Featured images" });
    await expect(carousel.locator("figure")).toHaveCount(2);
    await expect(carousel.getByRole("group", { name: "2 of 2" })).toBeAttached();
    // The inactive desktop banner never appears.
    await expect(page.getByText("London after dark")).toHaveCount(0);
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(page.getByRole("button", { name: "Show image 2 of 2" })).toHaveAttribute("aria-current", "true");
  });

  test("features the homepage models in homepage order, with a link to all models", async ({ page }) => {
    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured models" });
    await expect(featured.getByRole("article")).toHaveCount(8);
    await expect(featured.getByRole("heading", { level: 3 }).first()).toHaveText("Isabella");
    await expect(page.getByRole("link", { name: "View all models" })).toHaveAttribute("href", "/models");
  });

  test("shows the seven active category tiles, not the inactive eighth", async ({ page, request }) => {
    await page.goto("/");
    const tiles = categoryTiles(page);
    await expect(tiles).toHaveCount(7);
    await expect(tiles.first()).toHaveAttribute("href", "/blonde-escorts");
    await expect(tiles.first().getByRole("img")).toHaveAttribute("alt", /for Blonde$/);
    await expect(page.getByRole("list", { name: "Categories" }).getByText("High Class")).toHaveCount(0);

    const api = await request.get("/api/preference-categories");
    expect(api.status()).toBe(200);
    const body = (await api.json()) as { tiles: { name: string }[] };
    expect(body.tiles.map((t) => t.name)).toEqual(await tiles.allInnerTexts());
  });

  test("links all 32 districts to their pages", async ({ page }) => {
    await page.goto("/");
    const links = page.getByRole("list", { name: "Districts" }).getByRole("link");
    await expect(links).toHaveCount(32);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs.every((href) => /^\/escorts-in-[a-z-]+$/.test(href ?? ""))).toBe(true);
    expect(hrefs).toContain("/escorts-in-mayfair");
    expect(hrefs).toContain("/escorts-in-primrose-hill");
    await expect(page.locator("#districts")).toBeAttached();
    await expect(page.locator("#categories")).toBeAttached();
  });

  test("FAQ accordion opens, matches its FAQPage JSON-LD and listens for live changes", async ({ page, request }) => {
    const stream = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/events");
    await page.goto("/");
    // The live-reload connection is made (GET /api/events, an EventSource).
    expect((await stream).resourceType()).toBe("eventsource");

    const accordion = faqSection(page);
    // Native disclosure list: one <summary> per question.
    const triggers = accordion.locator("summary");
    // The active general FAQs (9 seeded; other specs may add some): the inactive one and geo- ones are left out.
    const activeGeneral = await activeGeneralFaqCount(request);
    expect(activeGeneral).toBeGreaterThanOrEqual(9);
    await expect(triggers).toHaveCount(activeGeneral);
    const questions = await triggers.allInnerTexts();
    expect(questions[0]).toBe("How do I book a companion?");
    expect(questions.some((q) => /Mayfair companions usually meet/.test(q))).toBe(false);

    const firstItem = accordion.locator("details").first();
    await expect(firstItem).not.toHaveAttribute("open");
    await expect(accordion.getByText(/Choose a companion from the directory/)).toBeHidden();
    await triggers.first().click();
    await expect(firstItem).toHaveAttribute("open", "");
    await expect(accordion.getByText(/Choose a companion from the directory/)).toBeVisible();

    const jsonLd = await faqPageJsonLd(page);
    expect(jsonLd.mainEntity.map((q) => q.name)).toEqual(questions);
    expect(jsonLd.mainEntity[0].acceptedAnswer.text).toMatch(/^Choose a companion from the directory/);

    // The endpoint the page reloads from returns the same list.
    const api = await request.get("/api/faqs");
    expect(api.status()).toBe(200);
    const body = (await api.json()) as { faqs: { id: string; question: string }[] };
    expect(body.faqs.map((f) => f.question)).toEqual(questions);
    expect(body.faqs.some((f) => f.id.startsWith("geo-"))).toBe(false);
  });

  test("never puts a members-only or admin-only photo URL in the home page HTML", async ({ request }) => {
    const restricted = (await listModels(request)).flatMap((m) =>
      m.photos.filter((p) => p.visibility === "members_only" || p.visibility === "admin_only").map((p) => p.imageUrl),
    );
    expect(restricted.length).toBeGreaterThan(0);
    for (const path of ["/", "/?forceMobile=true"]) {
      const html = await (await request.get(path)).text();
      for (const url of restricted) expect(html, `${path} must not contain ${url}`).not.toContain(url);
    }
  });

  test("sets its metadata from the global SEO settings", async ({ page }) => {
    await page.goto("/?forceMobile=true");
    await expect(page).toHaveTitle("Velvet London | Elite Companions in London");
    // The site root, without the ?forceMobile variant.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/?]+\/?$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /members-only directory/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^index/);
  });

  test("category tiles re-read once, 1 s after the tab becomes visible or the browser comes back online", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(categoryTiles(page)).toHaveCount(7);
    const requests: number[] = [];
    await page.route("**/api/preference-categories", async (route) => {
      requests.push(Date.now());
      await route.fulfill({
        json: { tiles: [{ id: "t1", name: "Redheads", href: "/redhead-escorts", imageAlt: "", image: null }] },
      });
    });
    const fired = Date.now();
    // A burst of events is debounced into one read.
    await page.evaluate(() => {
      document.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new Event("online"));
      document.dispatchEvent(new Event("visibilitychange"));
    });
    const tiles = categoryTiles(page);
    await expect(tiles).toHaveCount(1);
    await expect(tiles).toHaveAttribute("href", "/redhead-escorts");
    expect(requests).toHaveLength(1);
    expect(requests[0] - fired).toBeGreaterThanOrEqual(900);
  });

  test("a failed category refresh keeps the tiles and says so", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.route("**/api/preference-categories", (route) => route.fulfill({ status: 503, json: { error: "down" } }));
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(page.getByText("Failed to load categories")).toBeVisible();
    await expect(categoryTiles(page)).toHaveCount(7);
  });

  test("reloads the FAQs when the server reports a change to the faqs table", { tag: "@postgres" }, async ({ page }) => {
    // Stand in for the server: one `change` event for faqs, then the new list.
    await page.route("**/api/events", (route) =>
      route.fulfill({ status: 200, contentType: "text/event-stream", body: "retry: 60000\nevent: change\ndata: faqs\n\n" }),
    );
    let faqReads = 0;
    await page.route("**/api/faqs", (route) => {
      faqReads++;
      return route.fulfill({ json: { faqs: [{ id: "faq-new", question: "Is this answer live?", answer: "Yes, it is." }] } });
    });
    await page.goto("/");
    const accordion = faqSection(page);
    await expect(accordion.locator("summary")).toHaveCount(1);
    await expect(accordion.locator("summary")).toHaveText("Is this answer live?");
    expect(faqReads).toBeGreaterThanOrEqual(1);
  });

  test("changes to other tables do not reload the FAQs; a failed reload says so", { tag: "@postgres" }, async ({ page, request }) => {
    await page.route("**/api/events", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/event-stream",
        body: "retry: 60000\nevent: change\ndata: site_banners\n\nevent: change\ndata: faqs\n\n",
      }),
    );
    let faqReads = 0;
    await page.route("**/api/faqs", (route) => {
      faqReads++;
      return route.fulfill({ status: 503, json: { error: "Failed to load FAQs" } });
    });
    await page.goto("/");
    await expect(page.getByText("Failed to load FAQs")).toBeVisible();
    // The questions already on screen stay there.
    await expect(faqSection(page).locator("summary")).toHaveCount(await activeGeneralFaqCount(request));
    expect(faqReads).toBe(1);
  });
});
