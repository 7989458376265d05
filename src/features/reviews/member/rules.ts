import { canOpenModel, hasMemberAccess, type ModelAccessFields, type Viewer } from "@/features/access/policy";

/**
 * Who may review a model from its profile (decision 021): an approved
 * member (or admin) who may open that profile. The review arrives
 * unpublished for moderation and marked verified, because a real member
 * wrote it.
 */
export function mayReviewModel(viewer: Viewer, model: ModelAccessFields, now = new Date()): boolean {
  return hasMemberAccess(viewer, now) && canOpenModel(viewer, model, now);
}

export const MEMBER_REVIEW_LIMITS = { nameMin: 2, nameMax: 40, titleMax: 120, contentMin: 20, contentMax: 2000 } as const;
