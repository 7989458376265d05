/**
 * What moderation may do to a review (decision 022, as amended). Pure;
 * shared by the list's buttons, the dialog and the actions, which refuse
 * the same things when called by hand.
 */

interface ReviewFlags {
  isPublished: boolean;
  isFeatured: boolean;
}

/**
 * A review becomes featured only once it is published: "Featured" on a
 * review nobody can see would promise what the profile does not show. A
 * mark it already has is kept when it is unpublished (so publishing it again
 * brings it back as it was), and taking a mark off is always allowed.
 */
export function mayBeFeatured(next: ReviewFlags, wasFeatured: boolean): boolean {
  return !next.isFeatured || next.isPublished || wasFeatured;
}

/**
 * Reject is moderation's answer to a pending review: it is removed without
 * ever being published (the audit row keeps what it said). A published
 * review is unpublished or deleted instead.
 */
export function mayReject(review: Pick<ReviewFlags, "isPublished">): boolean {
  return !review.isPublished;
}
