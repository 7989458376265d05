import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { modelReviews } from "@/db/schema";
import { columnsOf } from "@/db/columns";

export interface OwnReview {
  reviewerName: string;
  rating: number;
  title: string;
  content: string;
  isPublished: boolean;
  updatedAt: Date;
}

/** The review this member wrote of this model, if any (published or awaiting moderation). Never cached: it is theirs. */
export async function getOwnReview(userId: string, modelId: string): Promise<OwnReview | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      ...columnsOf(modelReviews, ["reviewerName", "rating", "title", "content", "isPublished", "updatedAt"]),
    })
    .from(modelReviews)
    .where(and(eq(modelReviews.authorId, userId), eq(modelReviews.modelId, modelId)));
  return row ?? null;
}
