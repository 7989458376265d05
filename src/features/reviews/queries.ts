import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { modelReviews } from "@/db/schema";
import { cached } from "@/lib/cache";

export interface PublishedReview {
  id: string;
  reviewerName: string;
  rating: number;
  title: string;
  content: string;
  isVerified: boolean;
  isFeatured: boolean;
  createdAt: Date;
}

/** At most this many reviews on a profile; the newest are the useful ones. */
const MAX_REVIEWS = 50;

/**
 * A model's published reviews, newest first. Viewer-independent (the page has
 * already decided the viewer may open the profile), so cached; the tag is the
 * table name, cleared by the change trigger on any write to model_reviews
 * (moderation, featuring, deletion).
 */
export const getPublishedReviews = cached(
  "reviews:published",
  async (modelId: string): Promise<PublishedReview[]> => {
    const db = await getDb();
    return db
      .select({
        id: modelReviews.id,
        reviewerName: modelReviews.reviewerName,
        rating: modelReviews.rating,
        title: modelReviews.title,
        content: modelReviews.content,
        isVerified: modelReviews.isVerified,
        isFeatured: modelReviews.isFeatured,
        createdAt: modelReviews.createdAt,
      })
      .from(modelReviews)
      .where(and(eq(modelReviews.modelId, modelId), eq(modelReviews.isPublished, true)))
      .orderBy(desc(modelReviews.createdAt), desc(modelReviews.id))
      .limit(MAX_REVIEWS);
  },
  { tags: ["model_reviews"], ttlSeconds: 300 },
);
