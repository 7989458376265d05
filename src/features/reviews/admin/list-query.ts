import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { modelReviews, models } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { containsPattern, readListPage, type ListPage } from "@/features/admin/list/list-query";
import { REVIEWS_PAGE_SIZE, type ReviewFilter, type ReviewListParams } from "./list-params";

/**
 * The Model reviews screen's reads as plain functions of a database handle
 * (no request, no "server-only"), so the page, the actions and the bench
 * (scripts/bench-reviews-list.ts) run the very same SQL. Filters, search,
 * order and paging are done by PostgreSQL; one page of rows comes back.
 */

type Db = Database | Transaction;

/** A review as the admin screen shows and edits it, with its model's name. */
export const adminReviewColumns = {
  id: modelReviews.id,
  modelId: modelReviews.modelId,
  modelName: models.name,
  ...columnsOf(modelReviews, ["reviewerName", "rating", "title", "content", "isVerified", "isPublished", "isFeatured", "createdAt", "updatedAt"]),
};

export interface AdminReview {
  id: string;
  modelId: string;
  modelName: string;
  reviewerName: string;
  rating: number;
  title: string;
  content: string;
  isVerified: boolean;
  isPublished: boolean;
  isFeatured: boolean;
  createdAt: Date;
  /** The version an edit form sends back (no silent overwrites, src/features/admin/version.ts). */
  updatedAt: Date;
}

export interface ReviewCounters {
  all: number;
  published: number;
  pending: number;
  featured: number;
}

export type ReviewListPage = ListPage<AdminReview>;

function filterCondition(filter: ReviewFilter): SQL | undefined {
  switch (filter) {
    case "all":
      return undefined;
    case "published":
      return eq(modelReviews.isPublished, true);
    case "pending":
      return eq(modelReviews.isPublished, false);
    case "featured":
      return eq(modelReviews.isFeatured, true);
  }
}


/** Part of the reviewer's name, the title or the model's name, case-insensitive. */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(modelReviews.reviewerName, pattern), ilike(modelReviews.title, pattern), ilike(models.name, pattern));
}

function listWhere(params: Pick<ReviewListParams, "filter" | "q">): SQL | undefined {
  return and(filterCondition(params.filter), searchCondition(params.q));
}

/** The ORDER BY of a view; the id last, so equal values keep one order from page to page. */
function listOrder(sort: ReviewListParams["sort"]): SQL[] {
  switch (sort) {
    case "newest":
      return [desc(modelReviews.createdAt), desc(modelReviews.id)];
    case "oldest":
      return [asc(modelReviews.createdAt), asc(modelReviews.id)];
    case "rating":
      return [desc(modelReviews.rating), desc(modelReviews.createdAt), desc(modelReviews.id)];
    case "model":
      return [asc(models.name), desc(modelReviews.createdAt), desc(modelReviews.id)];
  }
}

/** The four counters of the screen, in one pass over the reviews. */
export async function countReviews(db: Db): Promise<ReviewCounters> {
  const [row] = await db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      published: sql<number>`count(*) filter (where ${modelReviews.isPublished})`.mapWith(Number),
      pending: sql<number>`count(*) filter (where not ${modelReviews.isPublished})`.mapWith(Number),
      featured: sql<number>`count(*) filter (where ${modelReviews.isFeatured})`.mapWith(Number),
    })
    .from(modelReviews);
  return row;
}

/** How many reviews a view holds (the model is joined only when the search may match its name). */
async function countMatching(db: Db, params: Pick<ReviewListParams, "filter" | "q">): Promise<number> {
  const query = db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(modelReviews).$dynamic();
  if (params.q) query.innerJoin(models, eq(models.id, modelReviews.modelId));
  const [row] = await query.where(listWhere(params));
  return row.count;
}

/** One page of the view: the matching count first, so a page past the end shows the last one. */
export async function listReviewsPage(db: Db, params: ReviewListParams): Promise<ReviewListPage> {
  const total = await countMatching(db, params);
  return readListPage(total, params.page, REVIEWS_PAGE_SIZE, ({ limit, offset }) =>
    db
      .select(adminReviewColumns)
      .from(modelReviews)
      .innerJoin(models, eq(models.id, modelReviews.modelId))
      .where(listWhere(params))
      .orderBy(...listOrder(params.sort))
      .limit(limit)
      .offset(offset),
  );
}

/** One review with its model's name, or undefined. */
export async function readAdminReview(db: Db, id: string): Promise<AdminReview | undefined> {
  const [row] = await db.select(adminReviewColumns).from(modelReviews).innerJoin(models, eq(models.id, modelReviews.modelId)).where(eq(modelReviews.id, id));
  return row;
}

export interface ReviewModelOption {
  id: string;
  name: string;
}

/**
 * Every model as a choice for the review form: id and name only, A–Z. Small
 * even for a large agency (a few dozen bytes a model), so the form filters it
 * as the admin types without a round trip per key.
 */
export async function listReviewModelOptions(db: Db): Promise<ReviewModelOption[]> {
  // A model in the trash takes no new reviews (decision 023); its existing ones stay listed until it is purged.
  return db.select({ id: models.id, name: models.name }).from(models).where(isNull(models.deletedAt)).orderBy(asc(models.name), asc(models.id));
}
