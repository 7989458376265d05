"use server";

import { eq } from "drizzle-orm";
import type { Transaction } from "@/db";
import { modelReviews } from "@/db/schema";
import { ActionFailure, defineAdminAction, type AuditRecord } from "@/features/admin/action";
import { assertUnchangedSince } from "@/features/admin/version";
import { readAdminReview, type AdminReview } from "./list-query";
import { lockReviewedModels, recomputeModelRating } from "../model-rating";
import { mayBeFeatured, mayReject } from "./rules";
import { createReviewSchema, deleteReviewSchema, rejectReviewSchema, setReviewFeaturedSchema, setReviewPublishedSchema, updateReviewSchema, type ReviewFields } from "./schemas";

/**
 * Model review server actions (insert, update, delete by id), each
 * authorised, validated and audited by defineAdminAction in one transaction.
 * Every change recounts the model's stored rating and review count from its
 * published reviews in that same transaction, so the profile never shows a
 * rating its reviews do not add up to. The public profile's review list and
 * rating clear themselves from the model_reviews and models change
 * notifications (decision 008).
 *
 * A review is featured only once it is published; unpublishing keeps its
 * mark (rules.ts, decision 022). Reject removes a pending review without
 * publishing it, audited with what it said.
 */

const PERMISSION = "admin.reviews.manage" as const;
const ENTITY = "model_review";

type ReviewValues = Omit<AdminReview, "id" | "modelName" | "createdAt" | "updatedAt">;

/** The review, locked, with its model's name; a missing one is 'not found'. */
async function lockReview(tx: Transaction, id: string): Promise<AdminReview> {
  const [locked] = await tx.select({ id: modelReviews.id }).from(modelReviews).where(eq(modelReviews.id, id)).for("update");
  const review = locked ? await readAdminReview(tx, id) : undefined;
  if (!review) throw new ActionFailure("not_found", "adminReviews.errors.notFound");
  return review;
}

/** Locks the models a change touches; a model that does not exist is a field error on the form's model choice. */
async function lockModels(tx: Transaction, modelIds: readonly string[]): Promise<Map<string, string>> {
  const names = await lockReviewedModels(tx, modelIds);
  if (modelIds.some((id) => !names.has(id))) {
    throw new ActionFailure("invalid", "adminReviews.errors.save", { fieldErrors: { modelId: ["adminReviews.errors.modelMissing"] } });
  }
  return names;
}

/** The dialog's save refuses to feature a review that is not published (and was not featured already) as a field error. */
function assertMayBeFeatured(values: { isPublished: boolean; isFeatured: boolean }, wasFeatured: boolean): void {
  if (!mayBeFeatured(values, wasFeatured)) {
    throw new ActionFailure("invalid", "adminReviews.errors.save", { fieldErrors: { isFeatured: ["adminReviews.errors.featureUnpublished"] } });
  }
}

/** The stored fields of a review, without its id, versions and joined name (what the audit row compares). */
function valuesOf(review: AdminReview): ReviewValues {
  const { id: _id, modelName: _name, createdAt: _created, updatedAt: _updated, ...values } = review;
  return values;
}

/** How the audit log names a review: its reviewer and the model ("Ann · Sofia"). */
function auditName(reviewerName: string, modelName: string): string {
  return `${reviewerName} · ${modelName}`;
}

interface AuditChange {
  action: string;
  before?: Partial<ReviewValues>;
  after?: Partial<ReviewValues>;
}

/** The audit row of a change, named after the review (the audit log's sentence reads `name`). */
function auditOf(review: AdminReview, { action, ...change }: AuditChange): AuditRecord {
  const name = auditName(review.reviewerName, review.modelName);
  return {
    action,
    entityType: ENTITY,
    entityId: review.id,
    ...(change.before ? { oldValues: { name, ...change.before } } : {}),
    ...(change.after ? { newValues: { name, ...change.after } } : {}),
  };
}

/** Recounts every model the change touched (the old and the new one when a review moves). */
async function recount(tx: Transaction, modelIds: readonly string[]): Promise<void> {
  for (const modelId of new Set(modelIds)) await recomputeModelRating(tx, modelId);
}

async function reread(tx: Transaction, id: string): Promise<AdminReview> {
  const review = await readAdminReview(tx, id);
  if (!review) throw new Error(`review ${id} vanished inside its own transaction`);
  return review;
}

export const createReview = defineAdminAction({
  permission: PERMISSION,
  schema: createReviewSchema,
  failureKey: "adminReviews.errors.save",
  async run(values: ReviewFields, { tx }) {
    assertMayBeFeatured(values, false);
    await lockModels(tx, [values.modelId]);
    const [{ id }] = await tx.insert(modelReviews).values(values).returning({ id: modelReviews.id });
    await recount(tx, [values.modelId]);
    const review = await reread(tx, id);
    return { data: review, audit: auditOf(review, { action: "review.create", after: valuesOf(review) }) };
  },
});

export const updateReview = defineAdminAction({
  permission: PERMISSION,
  schema: updateReviewSchema,
  failureKey: "adminReviews.errors.save",
  async run({ id, expectedVersion, overwrite, ...values }, { tx }) {
    const before = await lockReview(tx, id);
    await assertUnchangedSince(tx, { current: before.updatedAt, expectedVersion, overwrite, entityType: ENTITY, entityId: id });
    assertMayBeFeatured(values, before.isFeatured);
    await lockModels(tx, [before.modelId, values.modelId]);
    await tx.update(modelReviews).set(values).where(eq(modelReviews.id, id));
    await recount(tx, [before.modelId, values.modelId]);
    const review = await reread(tx, id);
    return { data: review, audit: auditOf(review, { action: "review.update", before: valuesOf(before), after: valuesOf(review) }) };
  },
});

export const setReviewPublished = defineAdminAction({
  permission: PERMISSION,
  schema: setReviewPublishedSchema,
  failureKey: "adminReviews.errors.publish",
  async run({ id, isPublished }, { tx }) {
    const before = await lockReview(tx, id);
    await lockModels(tx, [before.modelId]);
    await tx.update(modelReviews).set({ isPublished }).where(eq(modelReviews.id, id));
    await recount(tx, [before.modelId]);
    const review = await reread(tx, id);
    return {
      data: review,
      audit: auditOf(review, { action: isPublished ? "review.publish" : "review.unpublish", before: { isPublished: before.isPublished }, after: { isPublished } }),
    };
  },
});

export const setReviewFeatured = defineAdminAction({
  permission: PERMISSION,
  schema: setReviewFeaturedSchema,
  failureKey: "adminReviews.errors.feature",
  async run({ id, isFeatured }, { tx }) {
    const before = await lockReview(tx, id);
    if (!mayBeFeatured({ isPublished: before.isPublished, isFeatured }, before.isFeatured)) throw new ActionFailure("invalid", "adminReviews.errors.featureUnpublished");
    // Featuring changes nothing published; the recount runs all the same (one rule for every review change) and then writes nothing.
    await lockModels(tx, [before.modelId]);
    await tx.update(modelReviews).set({ isFeatured }).where(eq(modelReviews.id, id));
    await recount(tx, [before.modelId]);
    const review = await reread(tx, id);
    return {
      data: review,
      audit: auditOf(review, { action: isFeatured ? "review.feature" : "review.unfeature", before: { isFeatured: before.isFeatured }, after: { isFeatured } }),
    };
  },
});

export const rejectReview = defineAdminAction({
  permission: PERMISSION,
  schema: rejectReviewSchema,
  failureKey: "adminReviews.errors.reject",
  async run({ id }, { tx }) {
    const before = await lockReview(tx, id);
    if (!mayReject(before)) throw new ActionFailure("invalid", "adminReviews.errors.rejectPublished");
    await lockModels(tx, [before.modelId]);
    await tx.delete(modelReviews).where(eq(modelReviews.id, id));
    // A pending review counts in nothing; the recount runs all the same (one rule for every review change) and writes nothing.
    await recount(tx, [before.modelId]);
    return { data: { id }, audit: auditOf(before, { action: "review.reject", before: valuesOf(before) }) };
  },
});

export const deleteReview = defineAdminAction({
  permission: PERMISSION,
  schema: deleteReviewSchema,
  failureKey: "adminReviews.errors.delete",
  async run({ id }, { tx }) {
    const before = await lockReview(tx, id);
    await lockModels(tx, [before.modelId]);
    await tx.delete(modelReviews).where(eq(modelReviews.id, id));
    await recount(tx, [before.modelId]);
    return { data: { id }, audit: auditOf(before, { action: "review.delete", before: valuesOf(before) }) };
  },
});
