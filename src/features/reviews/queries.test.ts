import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/setup/test-db";
import type { DatabaseHandle } from "@/db/client";
import { modelReviews, models } from "@/db/schema";
import { clearTagsLocally } from "@/lib/cache";
import { getPublishedReviewSummary, getPublishedReviews } from "./queries";

let modelId = "";
let handle: DatabaseHandle;
const DAY = 86_400_000;

beforeAll(async () => {
  handle = await useTestDatabase();
  const { db } = handle;
  const [model] = await db.insert(models).values({ name: "Reviewed" }).returning({ id: models.id });
  modelId = model.id;
  const now = Date.now();
  await db.insert(modelReviews).values([
    { modelId, reviewerName: "Old", rating: 4, title: "Old one", isPublished: true, createdAt: new Date(now - 30 * DAY) },
    { modelId, reviewerName: "New", rating: 5, title: "New one", isPublished: true, isFeatured: true, createdAt: new Date(now - DAY) },
    { modelId, reviewerName: "Hidden", rating: 1, title: "Awaiting moderation", isPublished: false, createdAt: new Date(now) },
  ]);
});

describe("getPublishedReviews", () => {
  it("returns only published reviews, newest first", async () => {
    const reviews = await getPublishedReviews(modelId);
    expect(reviews.map((r) => r.reviewerName)).toEqual(["New", "Old"]);
    expect(reviews[0]).toMatchObject({ rating: 5, isFeatured: true, title: "New one" });
  });

  it("is cached under the model_reviews tag", async () => {
    const { db } = handle;
    const first = await getPublishedReviews(modelId);
    await db.insert(modelReviews).values({ modelId, reviewerName: "Later", rating: 5, isPublished: true });
    expect(await getPublishedReviews(modelId)).toEqual(first);
    // In the app the change trigger's NOTIFY clears the tag; here we clear it by hand.
    clearTagsLocally(["model_reviews"]);
    expect((await getPublishedReviews(modelId)).map((r) => r.reviewerName)).toContain("Later");
  });
});

describe("getPublishedReviewSummary", () => {
  it("counts and averages the published reviews only, to one decimal", async () => {
    const { db } = handle;
    const [other] = await db.insert(models).values({ name: "Summarised" }).returning({ id: models.id });
    await db.insert(modelReviews).values([
      { modelId: other.id, reviewerName: "A", rating: 5, isPublished: true },
      { modelId: other.id, reviewerName: "B", rating: 4, isPublished: true },
      { modelId: other.id, reviewerName: "C", rating: 4, isPublished: true },
      { modelId: other.id, reviewerName: "Unpublished", rating: 1, isPublished: false },
    ]);
    expect(await getPublishedReviewSummary(other.id)).toEqual({ count: 3, average: 4.3 });
  });

  it("is empty, with no average, for a model without published reviews", async () => {
    const { db } = handle;
    const [quiet] = await db.insert(models).values({ name: "Unreviewed" }).returning({ id: models.id });
    await db.insert(modelReviews).values({ modelId: quiet.id, reviewerName: "Pending", rating: 2, isPublished: false });
    expect(await getPublishedReviewSummary(quiet.id)).toEqual({ count: 0, average: null });
  });
});
