/**
 * The Meta Tags Manager's scored order (metaTagScoreOrder, kept in the data
 * cache) against a real database: it gives every row the score the page
 * editor and the list's other orders give it, and a write to any table the
 * score reads, made straight to the database as psql or another instance
 * would make it, is shown on the next request once its change notification
 * arrives, never the score cached before it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, categories, locations, models, pageSeo, seoSettings, siteSettings } from "@/db/schema";
import { CHANGES_CHANNEL, clearAllLocally, handleChangeNotification } from "@/lib/cache";
import { useTestDatabase } from "../../../../../tests/setup/test-db";

const { metaTagScoreOrder, metaTagScorer, scoreMetaTagRows } = await import("./queries");
const { loadPageInventory } = await import("./inventory");
const { loadMetaTagsScreen } = await import("@/features/seo/admin/meta-tags/queries");
const { loadMetadataContext, pageSeoKey } = await import("@/features/seo/metadata");
const { metaTagRowScore, readRowsForScore } = await import("@/features/seo/admin/meta-tags/score-order");
const { GLOBAL_SEO_KEYS } = await import("@/features/seo/global/rules");
const { DEFAULT_SITE_SETTINGS } = await import("@/features/site/defaults");
const handle = await useTestDatabase();
const { db } = handle;

let stopListening: () => Promise<void>;
let modelPath = "";

beforeAll(async () => {
  // As src/instrumentation.ts does for the server: every committed write clears what is tagged with its table.
  stopListening = await handle.listen(CHANGES_CHANNEL, handleChangeNotification);
  await db.insert(categories).values({ name: "Blonde", slug: "blonde-escorts", seoTitle: "Blondes", keywords: ["blonde", "london", "companion"] });
  await db.insert(locations).values({ name: "Mayfair", slug: "mayfair", lat: 51.5094, lng: -0.1478, seoTitle: "Mayfair" });
  await db.insert(blogPosts).values({ title: "A night", slug: "a-night", content: "Text.", isPublished: true, publishedAt: new Date() });
  const [model] = await db.insert(models).values({ name: "Aurora", description: "Short." }).returning({ id: models.id });
  modelPath = `/models/${model.id}`;
  // Rows that leave the title and description to the page, and one no page answers at.
  await db.insert(pageSeo).values([
    { pagePath: "/blonde-escorts", pageTitle: "Blonde" },
    { pagePath: "/escorts-in-mayfair", pageTitle: "Mayfair" },
    { pagePath: "/blog/a-night", pageTitle: "A night" },
    { pagePath: modelPath, pageTitle: "Aurora" },
    { pagePath: "/no-such-page", pageTitle: "Nothing here yet", metaTitle: "Short" },
  ]);
  clearAllLocally();
});

afterAll(async () => {
  await stopListening();
});

/** Every row's score computed now, nothing cached: the inventory and the head context read through `db`. */
async function freshScores(): Promise<Map<string, number>> {
  const [rows, inventory, context] = await Promise.all([readRowsForScore(db), loadPageInventory(db), loadMetadataContext(db)]);
  const pageScores = new Map(inventory.map((page) => [pageSeoKey(page.path), page.score]));
  return new Map(rows.map((row) => [row.pagePath, metaTagRowScore(row, pageScores, context)]));
}

async function cachedScores(): Promise<Map<string, number>> {
  return new Map((await metaTagScoreOrder()).map((entry) => [entry.pagePath, entry.score]));
}

describe("the Meta Tags Manager's scored order", () => {
  it("gives every row the score of its page: the page editor's, and the one the other orders show", async () => {
    const order = await metaTagScoreOrder();
    expect(order.map((entry) => entry.score)).toEqual([...order.map((entry) => entry.score)].sort((a, b) => a - b));
    const rows = await db.select().from(pageSeo);
    const byRow = await scoreMetaTagRows(rows);
    expect(await cachedScores()).toEqual(new Map(rows.map((row, i) => [row.pagePath, byRow[i]])));
    const inventory = await loadPageInventory(db);
    const category = inventory.find((page) => page.path === "/blonde-escorts");
    expect((await cachedScores()).get("/blonde-escorts")).toBe(category?.score);
    // The screen shows the same number for a row in "lowest score first" and in path order.
    const [byScore, byPath] = await Promise.all([
      loadMetaTagsScreen({ q: "", sort: "score", page: 1 }, metaTagScorer),
      loadMetaTagsScreen({ q: "", sort: "path", page: 1 }, metaTagScorer),
    ]);
    const scoreOf = (list: typeof byScore.list.rows) => new Map(list.map((row) => [row.pagePath, row.score]));
    expect(scoreOf(byScore.list.rows)).toEqual(scoreOf(byPath.list.rows));
  });

  // One write per table the score reads (canonical_rules and site_content are read by the inventory too, but a
  // canonical address is not scored and the legal pages' titles are pinned by their own tests).
  const writes: { table: string; path: () => string; write: () => Promise<unknown> }[] = [
    {
      table: "page_seo",
      path: () => "/no-such-page",
      write: () => db.update(pageSeo).set({ metaTitle: "A title long enough to earn every point" }).where(eq(pageSeo.pagePath, "/no-such-page")),
    },
    {
      table: "categories",
      path: () => "/blonde-escorts",
      write: () => db.update(categories).set({ seoTitle: "Blonde companions in London, by appointment" }).where(eq(categories.slug, "blonde-escorts")),
    },
    {
      table: "locations",
      path: () => "/escorts-in-mayfair",
      write: () => db.update(locations).set({ seoTitle: "Companions in Mayfair, by appointment" }).where(eq(locations.slug, "mayfair")),
    },
    {
      table: "blog_posts",
      path: () => "/blog/a-night",
      write: () => db.update(blogPosts).set({ title: "A night at the opera in Covent Garden" }).where(eq(blogPosts.slug, "a-night")),
    },
    { table: "models", path: () => modelPath, write: () => db.update(models).set({ description: "d".repeat(140) }).where(eq(models.name, "Aurora")) },
    {
      table: "seo_settings",
      path: () => "/no-such-page",
      write: () =>
        db
          .insert(seoSettings)
          .values({ settingKey: GLOBAL_SEO_KEYS.description, settingValue: { value: "g".repeat(130) } })
          .onConflictDoUpdate({ target: seoSettings.settingKey, set: { settingValue: { value: "g".repeat(130) } } }),
    },
    // A brand this long makes the district's branded title too long for the title's points.
    {
      table: "site_settings",
      path: () => "/escorts-in-mayfair",
      write: () => {
        const brandName = "Velvet London Companions and Courtesans Agency";
        return db
          .insert(siteSettings)
          .values({ ...DEFAULT_SITE_SETTINGS, brandName })
          .onConflictDoUpdate({ target: siteSettings.id, set: { brandName } });
      },
    },
  ];

  it.each(writes)("shows a write to $table on the next request after its notification, not the cached score", async ({ path: pathOf, write }) => {
    const path = pathOf();
    const before = (await cachedScores()).get(path);
    expect(before).toBe((await freshScores()).get(path));
    await write();
    const after = (await freshScores()).get(path);
    // The write changes the page's score: otherwise a stale cache would pass unseen.
    expect(after).not.toBe(before);
    await expect.poll(async () => (await cachedScores()).get(path), { timeout: 3000 }).toBe(after);
  });
});
