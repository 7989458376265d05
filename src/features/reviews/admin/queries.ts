import "server-only";
import { getDb } from "@/db";
import type { ReviewListParams } from "./list-params";
import { countReviews, listReviewModelOptions, listReviewsPage, type ReviewCounters, type ReviewListPage, type ReviewModelOption } from "./list-query";

export type { AdminReview, ReviewCounters, ReviewListPage, ReviewModelOption } from "./list-query";

export interface ReviewsScreenData {
  counters: ReviewCounters;
  list: ReviewListPage;
  /** The models a review may be written for (id and name). */
  models: ReviewModelOption[];
}

/** What the Model reviews screen shows for a view: the four counters, one page of reviews, and the model choices. */
export async function loadReviewsScreen(params: ReviewListParams): Promise<ReviewsScreenData> {
  const db = await getDb();
  const [counters, list, models] = await Promise.all([countReviews(db), listReviewsPage(db, params), listReviewModelOptions(db)]);
  return { counters, list, models };
}
