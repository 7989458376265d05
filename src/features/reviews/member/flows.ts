import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { modelReviews, models } from "@/db/schema";
import type { Viewer } from "@/features/access/policy";
import type { AuthActionResult } from "@/features/auth/action-types";
import { recomputeModelRating } from "../model-rating";
import { mayReviewModel } from "./rules";
import { memberReviewSchema } from "./schemas";

export const MEMBER_REVIEW_MESSAGES = {
  signIn: "Please sign in to review this model.",
  notAllowed: "Reviews are written by approved members who may open this profile.",
  fixFields: "Please check the highlighted fields.",
  sent: "Thank you. Your review will appear on the profile once our team has checked it.",
  updated: "Your changes are saved. The review will appear again once our team has checked it.",
  failed: "Your review could not be saved just now. Please try again.",
} as const;

const FIELDS = ["reviewerName", "rating", "title", "content"] as const;

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * Writes or rewrites the member's own review of a model (one per member and
 * model). Every write goes back to moderation: unpublished, not featured,
 * verified because a real member wrote it. A review that was published
 * leaves the profile until it is checked again, so the model's stored
 * rating is recomputed in the same transaction.
 */
export async function saveMemberReviewFlow(viewer: Viewer, formData: FormData): Promise<AuthActionResult> {
  if (!viewer.userId) return { ok: false, error: MEMBER_REVIEW_MESSAGES.signIn };
  const values: Record<string, string> = Object.fromEntries(FIELDS.map((field) => [field, text(formData, field)]));
  const parsed = memberReviewSchema.safeParse({ modelId: text(formData, "modelId"), ...values });
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      (fieldErrors[key] ??= []).push(issue.message);
    }
    if (fieldErrors.modelId) return { ok: false, error: fieldErrors.modelId[0], values };
    return { ok: false, error: MEMBER_REVIEW_MESSAGES.fixFields, fieldErrors, values };
  }
  const input = parsed.data;
  const userId = viewer.userId;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [model] = await tx
      .select({ membersOnly: models.membersOnly, allPhotosPublic: models.allPhotosPublic, isHidden: models.isHidden, deletedAt: models.deletedAt })
      .from(models)
      .where(eq(models.id, input.modelId))
      .for("update");
    if (!model || !mayReviewModel(viewer, model)) return { ok: false, error: MEMBER_REVIEW_MESSAGES.notAllowed, values } as const;
    const review = { reviewerName: input.reviewerName, rating: input.rating, title: input.title, content: input.content, isPublished: false, isFeatured: false, isVerified: true };
    const [existing] = await tx
      .select({ id: modelReviews.id })
      .from(modelReviews)
      .where(and(eq(modelReviews.authorId, userId), eq(modelReviews.modelId, input.modelId)));
    if (existing) {
      await tx.update(modelReviews).set(review).where(eq(modelReviews.id, existing.id));
    } else {
      await tx.insert(modelReviews).values({ ...review, modelId: input.modelId, authorId: userId });
    }
    await recomputeModelRating(tx, input.modelId);
    return { ok: true, message: existing ? MEMBER_REVIEW_MESSAGES.updated : MEMBER_REVIEW_MESSAGES.sent } as const;
  });
}
