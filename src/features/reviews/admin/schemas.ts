import { z } from "zod";
import { FIELD_MESSAGES, multilineTextSchema, textSchema } from "@/features/forms/field-schemas";
import { versionFields } from "@/features/admin/version-fields";

/** The review form's limits (shared by the inputs' maxLength and the schema). */
export const REVIEW_LIMITS = { reviewerName: 100, title: 200, content: 5000 } as const;

/** Rating choices 1 to 5. */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

// raw-string: a row id, never shown.
const reviewId = z.string().min(1).max(100);

const RATING_MESSAGE = "adminReviews.errors.ratingRequired";

/** A whole number from 1 to 5: the form's select sends it as text ("" until chosen), a direct call may send the number. */
const ratingSchema = z
  // raw-string: a rating sent as text by the select, then read as a number.
  .union([z.number(), z.string()], { error: RATING_MESSAGE })
  .transform((value) => (value === "" ? Number.NaN : Number(value)))
  .pipe(z.number({ error: RATING_MESSAGE }).int({ error: RATING_MESSAGE }).min(1, { error: RATING_MESSAGE }).max(5, { error: RATING_MESSAGE }));

/**
 * The review form (model_reviews: published, featured, verified). Shared by the
 * dialog and the actions; messages are admin message references, so one
 * schema serves both languages.
 */
export const reviewFieldsSchema = z.object({
  // raw-string: a model id chosen from the list.
  modelId: z.string({ error: "adminReviews.errors.modelRequired" }).trim().min(1, { error: "adminReviews.errors.modelRequired" }).max(100),
  reviewerName: textSchema({ max: REVIEW_LIMITS.reviewerName, required: true }),
  rating: ratingSchema,
  title: textSchema({ max: REVIEW_LIMITS.title }),
  content: multilineTextSchema({ max: REVIEW_LIMITS.content, required: true }),
  isVerified: z.boolean({ error: FIELD_MESSAGES.invalid }),
  isPublished: z.boolean({ error: FIELD_MESSAGES.invalid }),
  isFeatured: z.boolean({ error: FIELD_MESSAGES.invalid }),
});
export type ReviewFieldsInput = z.input<typeof reviewFieldsSchema>;
export type ReviewFields = z.output<typeof reviewFieldsSchema>;

export const createReviewSchema = reviewFieldsSchema;
export const updateReviewSchema = reviewFieldsSchema.extend({ id: reviewId, ...versionFields });
/** A switch in the list states the value it wants (not "flip"), so a double click or a stale page cannot undo itself. */
export const setReviewPublishedSchema = z.object({ id: reviewId, isPublished: z.boolean() });
export const setReviewFeaturedSchema = z.object({ id: reviewId, isFeatured: z.boolean() });
export const deleteReviewSchema = z.object({ id: reviewId });
export const rejectReviewSchema = z.object({ id: reviewId });
