/**
 * The sitemap query against a real database: which rows make it in, and that
 * no members-only, hidden or photo-less profile ever does.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { insertListingFixtures } from "../../../tests/setup/listing-fixtures";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { faqs, modelGallery, models, siteContent, type PhotoVisibility } from "@/db/schema";
import { clearAllLocally } from "@/lib/cache";
import { getSitemap, loadSitemapSources } from "./sitemap";

const SITE = "https://velvet.example";
const ids: Record<string, string> = {};

async function addModel(
  db: Awaited<ReturnType<typeof useTestDatabase>>["db"],
  name: string,
  fields: { membersOnly?: boolean; isHidden?: boolean; allPhotosPublic?: boolean },
  photos: PhotoVisibility[],
) {
  const [row] = await db.insert(models).values({ name, ...fields }).returning({ id: models.id });
  for (const [index, visibility] of photos.entries()) {
    await db.insert(modelGallery).values({ modelId: row.id, imageUrl: `/demo/${name}-${index}.webp`, visibility, orderIndex: index });
  }
  ids[name] = row.id;
}

beforeAll(async () => {
  const { db } = await useTestDatabase();
  await insertListingFixtures(db);
  await addModel(db, "mixed-public", {}, ["public", "members_only"]);
  await addModel(db, "all-public", { allPhotosPublic: true }, ["members_only"]);
  await addModel(db, "members-only", { membersOnly: true }, ["members_only", "members_only_no_access"]);
  await addModel(db, "hidden", { isHidden: true }, ["public"]);
  await addModel(db, "no-photos", {}, []);
  await addModel(db, "paid-photos-only", {}, ["members_only", "admin_only"]);
  await db.insert(faqs).values([{ id: "faq-1", question: "Q?", answer: "A." }]);
  await db.insert(siteContent).values([{ section: "privacy_main_title", title: "Privacy", content: "Text" }]);
  clearAllLocally();
});

describe("loadSitemapSources", () => {
  it("reads active landing pages, published posts and only indexable profiles with a visitor photo", async () => {
    const sources = await loadSitemapSources();
    expect(sources.categories.map((c) => c.slug)).toEqual(["blonde-escorts"]);
    expect(sources.locations.map((l) => l.slug)).toEqual(["mayfair"]);
    expect(sources.posts.map((p) => p.slug)).toEqual(["published-post"]);
    expect(sources.models.map((m) => m.id).sort()).toEqual([ids["mixed-public"], ids["all-public"]].sort());
    expect(sources.models.find((m) => m.id === ids["mixed-public"])?.visiblePhotos).toBe(1);
    expect(sources.models.every((m) => m.updatedAt instanceof Date)).toBe(true);
    expect(sources.faqsUpdatedAt).toBeInstanceOf(Date);
    expect(sources.privacyUpdatedAt).toBeInstanceOf(Date);
    expect(sources.termsUpdatedAt).toBeNull();
  });
});

describe("getSitemap", () => {
  it("lists the public pages and no restricted profile", async () => {
    const { xml, count } = await getSitemap(SITE);
    expect(xml).toContain(`<loc>${SITE}/blonde-escorts</loc>`);
    expect(xml).toContain(`<loc>${SITE}/escorts-in-mayfair</loc>`);
    expect(xml).toContain(`<loc>${SITE}/models/${ids["mixed-public"]}</loc>`);
    expect(xml).toContain(`<loc>${SITE}/blog/published-post</loc>`);
    for (const name of ["members-only", "hidden", "no-photos", "paid-photos-only"]) expect(xml).not.toContain(ids[name]);
    for (const gone of ["retired-escorts", "atlantis", "draft-post"]) expect(xml).not.toContain(gone);
    expect(count).toBe((xml.match(/<url>/g) ?? []).length);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});
