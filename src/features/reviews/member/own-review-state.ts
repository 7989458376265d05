/** A member's own review as the form edits it. */
export interface OwnReviewValues {
  reviewerName: string;
  rating: number;
  title: string;
  content: string;
  isPublished: boolean;
}

/** The answer of GET /api/models/:id/own-review. */
export type OwnReviewState = { kind: "not-allowed" } | { kind: "member"; own: OwnReviewValues | null };
