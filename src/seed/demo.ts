import { and, count, eq, inArray } from "drizzle-orm";
import { isEmpty } from "./util";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { demoBanner, demoPortrait, mapWithLimit } from "./demo-images";
import { storeImage, type MediaPurpose } from "../features/media/save";
import { parseMediaUrl } from "../features/media/urls";
import { seedBanners, seedBlogPosts, seedModels, seedPreferenceCategories, seedReviews } from "./data";
import type { SeedModel } from "./data/types";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo content: homepage tiles, banners, blog posts, 24 models with galleries
 * across all four visibilities, and reviews. Every image is generated locally
 * (abstract, no real people) and stored through the media store as WebP.
 */
export async function seedDemoContent(db: Database, { log }: { log: (line: string) => void }): Promise<void> {
  if (await isEmpty(db, t.preferenceCategories)) {
    await seedTiles(db);
    log(`seeded ${seedPreferenceCategories.length} homepage category tiles`);
  }
  if (await isEmpty(db, t.siteBanners)) {
    await seedBannerRows(db);
    log(`seeded ${seedBanners.length} banners`);
  }
  if (await isEmpty(db, t.blogPosts)) {
    await seedBlog(db);
    log(`seeded ${seedBlogPosts.length} blog posts`);
  }
  if (await isEmpty(db, t.models)) {
    const photos = await seedModelRows(db);
    log(`seeded ${seedModels.length} models with ${photos} gallery photos`);
    await seedReviewRows(db);
    log(`seeded ${seedReviews.length} reviews`);
  }
}

async function storeGenerated(db: Database, data: Buffer, purpose: MediaPurpose, name: string): Promise<string> {
  const stored = await storeImage(db, { data, purpose, originalFilename: name });
  if (!stored.ok) throw new Error(`Demo image ${name} was rejected: ${stored.message}`);
  return stored.url;
}

async function seedTiles(db: Database): Promise<void> {
  for (const [i, tile] of seedPreferenceCategories.entries()) {
    const image = await demoPortrait(9000 + i, i);
    const url = await storeGenerated(db, image, "category", `tile-${i + 1}.webp`);
    await db.insert(t.preferenceCategories).values({ ...tile, imageUrl: url });
  }
}

async function seedBannerRows(db: Database): Promise<void> {
  for (const [i, banner] of seedBanners.entries()) {
    const image = await demoBanner(7000 + i, banner.palette);
    const url = await storeGenerated(db, image, "banner", `banner-${banner.section}-${i + 1}.webp`);
    const { palette: _palette, ...row } = banner;
    await db.insert(t.siteBanners).values({ ...row, imageUrl: url });
  }
}

async function seedBlog(db: Database): Promise<void> {
  const now = Date.now();
  for (const [i, post] of seedBlogPosts.entries()) {
    const image = await demoBanner(8000 + i, i + 2, 1200, 675);
    const url = await storeGenerated(db, image, "blog", `blog-${post.slug}.webp`);
    const createdAt = new Date(now - post.daysAgo * DAY_MS);
    const { daysAgo: _daysAgo, ...row } = post;
    await db.insert(t.blogPosts).values({
      ...row,
      image: url,
      createdAt,
      publishedAt: post.isPublished ? createdAt : null,
    });
  }
}

/** The photo a locked card may show: the first one visitors may see. */
function cardPhotoIndex(model: SeedModel): number {
  const wanted = model.membersOnly ? "members_only_no_access" : "public";
  const index = model.allPhotosPublic ? 0 : model.gallery.findIndex((p) => p.visibility === wanted);
  return Math.max(0, index);
}

async function seedModelRows(db: Database): Promise<number> {
  const locationRows = await db.select({ id: t.locations.id, slug: t.locations.slug }).from(t.locations);
  const categoryRows = await db.select({ id: t.categories.id, slug: t.categories.slug }).from(t.categories);
  const locationId = new Map(locationRows.map((r) => [r.slug, r.id]));
  const categoryId = new Map(categoryRows.map((r) => [r.slug, r.id]));
  let photoCount = 0;
  const now = Date.now();

  for (const [m, model] of seedModels.entries()) {
    const urls = await mapWithLimit(model.gallery, 3, async (_photo, p) =>
      storeGenerated(db, await demoPortrait(m * 100 + p + 1, model.palette), "gallery", `model-${m + 1}-${p + 1}.webp`),
    );
    const { locationSlug, categorySlugs, gallery, palette: _palette, ...fields } = model;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(t.models)
        .values({
          ...fields,
          locationId: locationId.get(locationSlug) ?? null,
          image: urls[cardPhotoIndex(model)],
          createdAt: new Date(now - (seedModels.length - m) * DAY_MS),
        })
        .returning({ id: t.models.id });
      const ids = categorySlugs.map((slug) => categoryId.get(slug)).filter((id): id is number => id !== undefined);
      if (ids.length) await tx.insert(t.modelCategories).values(ids.map((id) => ({ modelId: row.id, categoryId: id })));
      await tx.insert(t.modelGallery).values(
        gallery.map((photo, index) => ({
          modelId: row.id,
          imageUrl: urls[index],
          mediaId: parseMediaUrl(urls[index])?.mediaId ?? null,
          caption: photo.caption,
          visibility: photo.visibility,
          orderIndex: index,
        })),
      );
    });
    photoCount += gallery.length;
  }
  return photoCount;
}

async function seedReviewRows(db: Database): Promise<void> {
  const names = [...new Set(seedReviews.map((r) => r.modelName))];
  const rows = await db.select({ id: t.models.id, name: t.models.name }).from(t.models).where(inArray(t.models.name, names));
  const idByName = new Map(rows.map((r) => [r.name, r.id]));
  const now = Date.now();
  for (const review of seedReviews) {
    const modelId = idByName.get(review.modelName);
    if (!modelId) continue;
    const { modelName: _m, daysAgo, ...fields } = review;
    await db.insert(t.modelReviews).values({ ...fields, modelId, createdAt: new Date(now - daysAgo * DAY_MS) });
  }
  // Keep the denormalised review count in step with the published reviews.
  for (const modelId of idByName.values()) {
    const [row] = await db
      .select({ n: count() })
      .from(t.modelReviews)
      .where(and(eq(t.modelReviews.modelId, modelId), eq(t.modelReviews.isPublished, true)));
    await db.update(t.models).set({ reviewsCount: row?.n ?? 0 }).where(eq(t.models.id, modelId));
  }
}
