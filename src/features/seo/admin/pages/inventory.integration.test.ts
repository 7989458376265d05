/**
 * The page inventory against a real database: every kind of public page is
 * listed, with the title, description and canonical the page's own
 * generateMetadata path gives its <head> (the same functions, compared
 * here); hidden and trashed profiles are left out, members-only ones are
 * listed as not indexed; the list filters work over it; and
 * loadScoredPages keeps to the indexed pages.
 */
import { eq } from "drizzle-orm";
import type { Metadata } from "next";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogPosts, categories, locations, models, pageSeo } from "@/db/schema";
import { clearAllLocally } from "@/lib/cache";
import { useTestDatabase } from "../../../../../tests/setup/test-db";

const { loadPageInventory, loadScoredPages } = await import("./inventory");
const { DEFAULT_PAGE_LIST_PARAMS, selectPages } = await import("./list-params");
const { categoryMetadata } = await import("@/features/categories/view");
const { districtMetadata } = await import("@/features/locations/view");
const { postMetadata } = await import("@/features/blog/view");
const { getPublishedPost } = await import("@/features/blog/queries");
const { legalMetadata } = await import("@/features/legal/view");
const { createMetadata } = await import("@/features/seo/metadata");
const { homeMetaInput } = await import("@/features/home/page-meta");
const { applyPageMetaInput } = await import("@/features/applications/page-meta");
const { profileMetaInput } = await import("@/features/models/page-meta");
const { getModelProfile, getVisitorCardPhoto } = await import("@/features/models/queries");
const { getGlobalSeo } = await import("@/features/seo/global/queries");
const { getSiteSettings } = await import("@/features/site/queries");
const { canOpenModel, VISITOR } = await import("@/features/access/policy");
const { db } = await useTestDatabase();

const ids = { open: "", membersOnly: "", hidden: "", trashed: "" };

beforeAll(async () => {
  await db.insert(categories).values([
    { name: "Blonde", slug: "blonde-escorts", seoTitle: "Blonde companions in London", seoDescription: "Short.", keywords: ["blonde", "london", "companion"] },
    { name: "Retired", slug: "retired-escorts", isActive: false },
  ]);
  await db.insert(locations).values([{ name: "Mayfair", slug: "mayfair", lat: 51.5094, lng: -0.1478, description: "Mayfair, the heart of London's West End." }]);
  await db.insert(blogPosts).values([
    { title: "Dinner in Mayfair", slug: "dinner-in-mayfair", isPublished: true, publishedAt: new Date(), metaDescription: "Where to dine.", excerpt: "An excerpt" },
    { title: "Draft", slug: "draft", isPublished: false },
  ]);
  const made = await db
    .insert(models)
    .values([
      { name: "Aurora", description: "Elegant, cultured and well travelled." },
      { name: "Locked", membersOnly: true },
      { name: "Hidden", isHidden: true },
      { name: "Trashed", deletedAt: new Date() },
    ])
    .returning({ id: models.id });
  [ids.open, ids.membersOnly, ids.hidden, ids.trashed] = made.map((row) => row.id);
  await db.insert(pageSeo).values([
    { pagePath: "/faq", metaTitle: "Questions our members ask", metaDescription: "" },
    { pagePath: "/auth", pageTitle: "Sign in", metaTitle: "Sign in to Velvet" },
    { pagePath: "/no-such-page", metaTitle: "Orphan" },
  ]);
});

beforeEach(() => clearAllLocally());

const titleOf = (meta: Metadata) => (meta.title as { absolute: string }).absolute;

async function pageAt(path: string) {
  const page = (await loadPageInventory()).find((p) => p.path === path);
  if (!page) throw new Error(`${path} is not in the inventory`);
  return page;
}

function expectHead(page: Awaited<ReturnType<typeof pageAt>>, meta: Metadata) {
  expect(page.metaTitle).toBe(titleOf(meta));
  expect(page.metaDescription).toBe(meta.description);
  expect(page.canonical).toBe(meta.alternates?.canonical);
}

describe("loadPageInventory", () => {
  it("lists every kind of public page, and no hidden, trashed, inactive, draft or orphan path", async () => {
    const paths = (await loadPageInventory()).map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/models", "/blog", "/faq", "/apply", "/privacy", "/terms", "/blonde-escorts", "/escorts-in-mayfair", "/blog/dinner-in-mayfair", `/models/${ids.open}`, `/models/${ids.membersOnly}`, "/auth"]),
    );
    for (const absent of ["/retired-escorts", "/blog/draft", `/models/${ids.hidden}`, `/models/${ids.trashed}`, "/no-such-page"]) expect(paths).not.toContain(absent);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("shows a category's head as the category page makes it", async () => {
    const [row] = await db.select().from(categories).where(eq(categories.slug, "blonde-escorts"));
    const page = await pageAt("/blonde-escorts");
    expectHead(page, await categoryMetadata(row, 1));
    expect(page).toMatchObject({ kind: "category", label: "Blonde", edit: { title: { target: "own", value: "Blonde companions in London" } } });
  });

  it("shows a district's, a post's, a profile's, the home page's and a legal page's head as their pages make them", async () => {
    const [district] = await db.select().from(locations).where(eq(locations.slug, "mayfair"));
    expectHead(await pageAt("/escorts-in-mayfair"), await districtMetadata(district, 1));

    const post = await getPublishedPost("dinner-in-mayfair");
    const postPage = await pageAt("/blog/dinner-in-mayfair");
    expectHead(postPage, await postMetadata(post!));
    // A post's title is its headline: an edited SEO title goes to an override; its meta description is its own.
    expect(postPage.edit).toMatchObject({ title: { target: "override" }, description: { target: "own", value: "Where to dine." } });

    const model = await getModelProfile(ids.open);
    const visitorImage = await getVisitorCardPhoto(model!);
    expectHead(await pageAt(`/models/${ids.open}`), await createMetadata(profileMetaInput({ ...model!, visitorImage }, canOpenModel(VISITOR, model!))));

    const [seo, settings] = await Promise.all([getGlobalSeo(), getSiteSettings()]);
    expectHead(await pageAt("/"), await createMetadata(homeMetaInput(seo, settings.brandName)));
    expectHead(await pageAt("/privacy"), await legalMetadata("privacy"));
  });

  it("applies the page_seo override as the head does, and sends an edit of an overridden field to the override", async () => {
    const faq = await pageAt("/faq");
    expect(faq.metaTitle.startsWith("Questions our members ask")).toBe(true);
    expect(faq.edit.title).toEqual({ target: "override", value: "Questions our members ask", current: "Questions our members ask" });
    expect(faq.edit.override).not.toBeNull();
  });

  it("starts an edit from the text the head builds on when nothing is stored where the edit goes", async () => {
    const apply = await pageAt("/apply");
    const input = applyPageMetaInput();
    expect(apply.edit.title).toEqual({ target: "override", value: "", current: input.title });
    expect(apply.edit.description).toEqual({ target: "override", value: "", current: input.description });
    expect(apply.metaTitle.startsWith(input.title)).toBe(true);

    // A district without its own SEO title: the editor opens with the title its head shows, before the brand suffix.
    const mayfair = await pageAt("/escorts-in-mayfair");
    expect(mayfair.edit.title).toMatchObject({ target: "own", value: "" });
    expect(mayfair.edit.title.current).not.toBe("");
    expect(mayfair.metaTitle.startsWith(mayfair.edit.title.current)).toBe(true);
    // An override without a description: the page's own text, as the head shows it.
    expect((await pageAt("/faq")).edit.description).toMatchObject({ target: "override", value: "" });
    expect((await pageAt("/faq")).edit.description.current).not.toBe("");
  });

  it("lists a members-only profile as not indexed, and loadScoredPages leaves it out", async () => {
    expect((await pageAt(`/models/${ids.membersOnly}`)).indexed).toBe(false);
    const scored = (await loadScoredPages()).map((p) => p.path);
    expect(scored).not.toContain(`/models/${ids.membersOnly}`);
    expect(scored).toContain(`/models/${ids.open}`);
  });

  it("reads one path alone, or nothing for a path that is no public page", async () => {
    expect((await loadPageInventory(undefined, { path: "/Blonde-Escorts/" })).map((p) => p.path)).toEqual(["/blonde-escorts"]);
    expect(await loadPageInventory(undefined, { path: "/retired-escorts" })).toEqual([]);
    expect(await loadPageInventory(undefined, { path: `/models/${ids.hidden}` })).toEqual([]);
  });
});

describe("the list's filters over the inventory", () => {
  it("finds the short description, filters by kind and searches names", async () => {
    const pages = await loadPageInventory();
    const short = selectPages(pages, { ...DEFAULT_PAGE_LIST_PARAMS, issue: "descriptionShort" }).rows.map((p) => p.path);
    expect(short).toContain("/blonde-escorts");
    expect(short.every((path) => pages.find((p) => p.path === path)!.metaDescription.length < 120)).toBe(true);
    expect(selectPages(pages, { ...DEFAULT_PAGE_LIST_PARAMS, kind: "district" }).rows.map((p) => p.path)).toEqual(["/escorts-in-mayfair"]);
    expect(selectPages(pages, { ...DEFAULT_PAGE_LIST_PARAMS, q: "aurora" }).rows.map((p) => p.path)).toEqual([`/models/${ids.open}`]);
  });
});

describe("one score per page (the Meta Tags Manager, the page editor, SEO Performance and the dashboard)", () => {
  it("scores a thin /faq override as the page's head, not as the bare row", async () => {
    const { scoreMetaTagRows } = await import("./queries");
    const { pageSeoScore } = await import("@/features/seo/admin/page-score");
    const { summariseSeo } = await import("@/features/dashboard/admin/seo-score");
    const overrides = await db.select().from(pageSeo);
    const scores = await scoreMetaTagRows(overrides);
    const faq = overrides.findIndex((row) => row.pagePath === "/faq");
    const faqPage = await pageAt("/faq");
    // The row alone (a title, nothing else) would score low; the page's head fills the rest from the page.
    expect(pageSeoScore({ ...overrides[faq], path: "/faq" })).toBeLessThan(faqPage.score);
    expect(scores[faq]).toBe(faqPage.score);
    // SEO Performance's Issues and the dashboard count from the same scores.
    const scored = await loadScoredPages();
    expect(scored.find((p) => p.path === "/faq")?.score).toBe(faqPage.score);
    expect(summariseSeo(scored).issues).toBe(scored.filter((p) => p.score < 70).length);
    // A row no page answers at is scored over the head it makes alone.
    const orphan = overrides.findIndex((row) => row.pagePath === "/no-such-page");
    expect(scores[orphan]).toBeGreaterThan(0);
  });

  it("costs a title that repeats the brand its points, wherever it is shown", async () => {
    const { missedSeoChecks } = await import("@/features/seo/admin/page-score");
    await db.update(categories).set({ seoTitle: "Blondes | Velvet Companions | Velvet London" }).where(eq(categories.slug, "blonde-escorts"));
    clearAllLocally();
    const page = await pageAt("/blonde-escorts");
    expect(page.metaTitle).toBe("Blondes | Velvet Companions | Velvet London");
    expect(page.missed).toContain("brandRepeated");
    expect(missedSeoChecks(page)).toContain("brandRepeated");
    await db.update(categories).set({ seoTitle: "Blonde companions in London" }).where(eq(categories.slug, "blonde-escorts"));
  });
});
