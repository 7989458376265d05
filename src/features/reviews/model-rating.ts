import "server-only";
import { and, asc, count, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { modelReviews, models } from "@/db/schema";

/**
 * A model's stored rating and review count (models.rating, numeric(2,1), and
 * models.reviews_count) follow its published reviews: the average rounded to
 * one decimal (null when none is published) and how many are published.
 * Pending reviews count for nothing, featured or not: nothing about a review
 * is public until it is published.
 */

/**
 * Locks the models a review change touches, in id order (two changes on the
 * same models queue rather than deadlock). Held to the commit, so the
 * recount below never misses a review another admin is saving at the same
 * moment for the same model. Returns the ids that exist.
 */
export async function lockReviewedModels(tx: Transaction, modelIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(modelIds)];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({ id: models.id, name: models.name })
    .from(models)
    .where(inArray(models.id, unique))
    .orderBy(asc(models.id))
    .for("update");
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Recounts one model's rating and published reviews from its published reviews (under the lock above). */
export async function recomputeModelRating(tx: Transaction, modelId: string): Promise<{ rating: number | null; reviewsCount: number }> {
  const [row] = await tx
    // Rounded by PostgreSQL in exact decimals (4.25 → 4.3), not in binary floating point.
    .select({ average: sql<string | null>`round(avg(${modelReviews.rating}), 1)`, published: count() })
    .from(modelReviews)
    .where(and(eq(modelReviews.modelId, modelId), eq(modelReviews.isPublished, true)));
  const rating = row.average === null ? null : Number(row.average);
  const reviewsCount = Number(row.published);
  // Written only when it differs: the model's version (updated_at, which its edit form checks) moves only when its figures do.
  await tx
    .update(models)
    .set({ rating, reviewsCount })
    .where(and(eq(models.id, modelId), or(sql`${models.rating} is distinct from ${rating}::numeric`, ne(models.reviewsCount, reviewsCount))));
  return { rating, reviewsCount };
}
