import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { modelReviews } from "@/db/schema";
import { columnsOf } from "@/db/columns";
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
        ...columnsOf(modelReviews, ["id", "reviewerName", "rating", "title", "content", "isVerified", "isFeatured", "createdAt"]),
      })
      .from(modelReviews)
      .where(and(eq(modelReviews.modelId, modelId), eq(modelReviews.isPublished, true)))
      .orderBy(desc(modelReviews.createdAt), desc(modelReviews.id))
      .limit(MAX_REVIEWS);
  },
  { tags: ["model_reviews"], ttlSeconds: 300 },
);

export interface ReviewSummary {
  /** Published reviews, all of them (the profile lists the newest 50). */
  count: number;
  /** Their average rating to one decimal; null when there are none. */
  average: number | null;
}

/**
 * The rating and count a profile shows: those of its published reviews,
 * computed from them on every read (cached, cleared with the reviews), so
 * they always agree with what the page lists and follow every moderation.
 */
export const getPublishedReviewSummary = cached(
  "reviews:summary",
  async (modelId: string): Promise<ReviewSummary> => {
    const db = await getDb();
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        average: sql<string | null>`round(avg(${modelReviews.rating})::numeric, 1)`,
      })
      .from(modelReviews)
      .where(and(eq(modelReviews.modelId, modelId), eq(modelReviews.isPublished, true)));
    const count = Number(row?.count ?? 0);
    return { count, average: count > 0 && row?.average != null ? Number(row.average) : null };
  },
  { tags: ["model_reviews"], ttlSeconds: 300 },
);
