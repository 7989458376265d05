/**
 * One score per page (decision 037): the Categories and Local SEO screens
 * show each landing page's score as the page editor's inventory gives it,
 * scored over the head the page publishes (the brand template, a Meta Tags
 * override), not over the raw fields.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { categories, locations, pageSeo } from "@/db/schema";
import { useTestDatabase } from "../../../../../tests/setup/test-db";

const { loadPageInventory } = await import("./inventory");
const { listCategoryPagesForAdmin } = await import("@/features/categories/admin/queries");
const { listDistrictsForAdmin } = await import("@/features/locations/admin/queries");
const { db } = await useTestDatabase();

beforeAll(async () => {
  await db.insert(categories).values([
    // A title that already names the brand: the template adds nothing, and the score counts it once.
    { name: "Blonde", slug: "blonde-escorts", seoTitle: "Blonde Escorts in London | Velvet Companions", keywords: ["blonde", "london", "companion"] },
    { name: "Brunette", slug: "brunette-escorts", seoTitle: "Brunette companions", seoDescription: "Short." },
  ]);
  await db.insert(locations).values([
    { name: "Mayfair", slug: "mayfair", lat: 51.5094, lng: -0.1478, description: "Mayfair, the heart of London's West End." },
    { name: "Soho", slug: "soho", lat: 51.5136, lng: -0.1365, description: "Soho." },
  ]);
  await db.insert(pageSeo).values([
    { pagePath: "/brunette-escorts", metaTitle: "Brunette companions in London, by appointment", metaDescription: "", keywords: ["a", "b", "c"] },
    { pagePath: "/escorts-in-soho", metaTitle: "Soho", metaDescription: "" },
  ]);
});

async function inventoryScores(): Promise<Map<string, number>> {
  return new Map((await loadPageInventory()).map((page) => [page.path, page.score]));
}

describe("landing pages' scores on their own screens", () => {
  it("equal the page editor's for every category and district, overrides included", async () => {
    const scores = await inventoryScores();
    const categoryPages = await listCategoryPagesForAdmin();
    const districts = await listDistrictsForAdmin();
    expect(categoryPages.length).toBe(2);
    expect(districts.length).toBe(2);
    for (const page of [...categoryPages, ...districts]) {
      expect(scores.get(page.path), page.path).toBeDefined();
      expect(page.seoScore, page.path).toBe(scores.get(page.path));
    }
    // The override changed the Brunette page's score from what its own fields alone would give.
    const brunette = categoryPages.find((page) => page.slug === "brunette-escorts");
    expect(brunette?.hasSeoOverride).toBe(true);
  });
});
