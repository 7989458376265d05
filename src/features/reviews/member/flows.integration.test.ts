/** A member's own review from a profile, on a real database (decision 021). */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { modelReviews, models } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { createViewer } from "../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../tests/setup/test-db";
import { MEMBER_REVIEW_MESSAGES, saveMemberReviewFlow } from "./flows";
import { getOwnReview } from "./queries";

const { db } = await useTestDatabase();

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const GOOD = { reviewerName: "James R.", rating: "5", title: "A wonderful evening", content: "Charming company at dinner in Mayfair; punctual and warm." };
let modelId = "";

beforeAll(async () => {
  const [model] = await db.insert(models).values({ name: "Reviewed By Members" }).returning({ id: models.id });
  modelId = model.id;
});

async function storedRating(id: string) {
  const [row] = await db.select({ rating: models.rating, count: models.reviewsCount }).from(models).where(eq(models.id, id));
  return row;
}

describe("saveMemberReviewFlow", () => {
  it("files a member's review unpublished and verified, under their account, and keeps one per member and model", async () => {
    const member = await createViewer("member");
    expect(await saveMemberReviewFlow(member, form({ modelId, ...GOOD }))).toEqual({ ok: true, message: MEMBER_REVIEW_MESSAGES.sent });
    const [row] = await db.select().from(modelReviews).where(eq(modelReviews.authorId, member.userId!));
    expect(row).toMatchObject({ modelId, reviewerName: "James R.", rating: 5, isPublished: false, isVerified: true, isFeatured: false });

    // A second send edits the same review.
    expect(await saveMemberReviewFlow(member, form({ modelId, ...GOOD, rating: "4" }))).toEqual({ ok: true, message: MEMBER_REVIEW_MESSAGES.updated });
    expect(await db.select().from(modelReviews).where(eq(modelReviews.authorId, member.userId!))).toHaveLength(1);
    expect(await getOwnReview(member.userId!, modelId)).toMatchObject({ rating: 4, isPublished: false });
  });

  it("sends an edited published review back to moderation, and the model's stored rating follows", async () => {
    const [other] = await db.insert(models).values({ name: "Rated" }).returning({ id: models.id });
    const [first, second] = [await createViewer("member"), await createViewer("subscriber")];
    await saveMemberReviewFlow(first, form({ modelId: other.id, ...GOOD, rating: "5" }));
    await saveMemberReviewFlow(second, form({ modelId: other.id, ...GOOD, rating: "3" }));
    await db.update(modelReviews).set({ isPublished: true, isFeatured: true }).where(eq(modelReviews.modelId, other.id));
    // Staff publishing goes through the back office, which recomputes; here the member's next save does.
    await saveMemberReviewFlow(second, form({ modelId: other.id, ...GOOD, rating: "2" }));
    expect(await storedRating(other.id)).toEqual({ rating: 5, count: 1 });
    expect(await getOwnReview(second.userId!, other.id)).toMatchObject({ rating: 2, isPublished: false });
    const [edited] = await db.select({ featured: modelReviews.isFeatured }).from(modelReviews).where(eq(modelReviews.authorId, second.userId!));
    expect(edited.featured).toBe(false);
  });

  it("refuses visitors, accounts that are not approved members, and hidden models, writing nothing", async () => {
    const member = await createViewer("member");
    const [hidden] = await db.insert(models).values({ name: "Hidden", isHidden: true }).returning({ id: models.id });
    expect(await saveMemberReviewFlow(VISITOR, form({ modelId, ...GOOD }))).toEqual({ ok: false, error: MEMBER_REVIEW_MESSAGES.signIn });
    expect(await saveMemberReviewFlow({ ...member, status: "pending" }, form({ modelId, ...GOOD }))).toMatchObject({ ok: false, error: MEMBER_REVIEW_MESSAGES.notAllowed });
    expect(await saveMemberReviewFlow({ ...member, expiresAt: new Date(Date.now() - 1000) }, form({ modelId, ...GOOD }))).toMatchObject({
      ok: false,
      error: MEMBER_REVIEW_MESSAGES.notAllowed,
    });
    expect(await saveMemberReviewFlow(member, form({ modelId: hidden.id, ...GOOD }))).toMatchObject({ ok: false, error: MEMBER_REVIEW_MESSAGES.notAllowed });
    expect(await db.select().from(modelReviews).where(eq(modelReviews.authorId, member.userId!))).toEqual([]);
  });

  it("answers bad input field by field and hands back what was typed", async () => {
    const member = await createViewer("member");
    const result = await saveMemberReviewFlow(member, form({ modelId, reviewerName: "J", rating: "7", title: "x".repeat(121), content: "Too short" }));
    expect(result).toMatchObject({
      ok: false,
      error: MEMBER_REVIEW_MESSAGES.fixFields,
      fieldErrors: {
        reviewerName: [expect.stringContaining("at least 2")],
        rating: ["Choose a rating from 1 to 5 stars."],
        title: [expect.stringContaining("at most 120")],
        content: [expect.stringContaining("at least 20")],
      },
      values: { reviewerName: "J", rating: "7", content: "Too short" },
    });
    expect(await saveMemberReviewFlow(member, form({ modelId: "nope", ...GOOD }))).toMatchObject({ ok: false, error: "This profile could not be found. Please reload the page." });
    expect(await getOwnReview(member.userId!, modelId)).toBeNull();
  });
});
