import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { modelReviews, models } from "@/db/schema";

/**
 * Stores on the model the rating and count its published reviews add up to
 * (average to one decimal, null when there are none), in the transaction of
 * the change that moved them. The public profile computes the same figures
 * from the reviews themselves (getPublishedReviewSummary); the stored copy
 * is what the back office lists and sorts by.
 */
export async function recomputeModelRating(db: Database | Transaction, modelId: string): Promise<{ rating: number | null; reviews: number }> {
  const [summary] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<string | null>`round(avg(${modelReviews.rating})::numeric, 1)`,
    })
    .from(modelReviews)
    .where(and(eq(modelReviews.modelId, modelId), eq(modelReviews.isPublished, true)));
  const reviews = Number(summary?.count ?? 0);
  const rating = reviews > 0 && summary?.average != null ? Number(summary.average) : null;
  await db.update(models).set({ rating, reviewsCount: reviews }).where(eq(models.id, modelId));
  return { rating, reviews };
}
