import { resolveViewerFromHeaders } from "@/features/access/viewer";
import { getModelProfile } from "@/features/models/queries";
import { getOwnReview } from "@/features/reviews/member/queries";
import { mayReviewModel } from "@/features/reviews/member/rules";
import type { OwnReviewState } from "@/features/reviews/member/own-review-state";

const PRIVATE = { "cache-control": "private, no-store", vary: "cookie" } as const;

/**
 * GET /api/models/:id/own-review: the signed-in member's own review of this
 * model, for the form on its profile. The profile itself is one copy per
 * access class (decision 039), so what is this person's comes from here,
 * asked by the browser after the page loads; the same rule as the page
 * decides who may review.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const [viewer, model] = await Promise.all([resolveViewerFromHeaders(request.headers), getModelProfile(id)]);
  if (!model || !viewer.userId || !mayReviewModel(viewer, model)) {
    return Response.json({ kind: "not-allowed" } satisfies OwnReviewState, { headers: PRIVATE });
  }
  const own = await getOwnReview(viewer.userId, model.id);
  const state: OwnReviewState = {
    kind: "member",
    own: own ? { reviewerName: own.reviewerName, rating: own.rating, title: own.title, content: own.content, isPublished: own.isPublished } : null,
  };
  return Response.json(state, { headers: PRIVATE });
}
