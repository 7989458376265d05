import { blogPosts, categories, locations } from "../../src/db/schema";
import type { Database } from "../../src/db/client";

/**
 * One listed and one unlisted row of each public listing kind, for the tests
 * of what counts as a public page (seo/public-pages, the sitemap): an active
 * and an inactive category, an active and an inactive district, a published
 * post and a draft.
 */
export async function insertListingFixtures(db: Database): Promise<void> {
  await db.insert(categories).values([
    { name: "Blonde", slug: "blonde-escorts" },
    { name: "Retired", slug: "retired-escorts", isActive: false },
  ]);
  await db.insert(locations).values([
    { name: "Mayfair", slug: "mayfair", lat: 51.5094, lng: -0.1478 },
    { name: "Atlantis", slug: "atlantis", lat: 0, lng: 0, isActive: false },
  ]);
  await db.insert(blogPosts).values([
    { title: "Published", slug: "published-post", isPublished: true, publishedAt: new Date() },
    { title: "Draft", slug: "draft-post", isPublished: false },
  ]);
}
