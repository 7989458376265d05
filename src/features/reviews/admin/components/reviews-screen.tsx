"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { EditableListFrame, useEditingRow } from "@/features/admin/list/editable-list";
import { ListCounters } from "@/features/admin/list/list-counters";
import { useListChanges } from "@/features/admin/list/use-list-changes";
import { deleteReview, rejectReview, setReviewFeatured, setReviewPublished } from "../actions";
import type { ReviewListParams } from "../list-params";
import type { AdminReview, ReviewCounters, ReviewListPage, ReviewModelOption } from "../list-query";
import { ReviewDialog } from "./review-dialog";
import { ReviewsList } from "./reviews-list";
import { ReviewsPagination, ReviewsToolbar } from "./reviews-toolbar";

const COUNTERS = ["all", "published", "pending", "featured"] as const;

/**
 * Model reviews: the four counters, the view
 * (filter, search, order, page: all in the URL), the reviews with publish,
 * reject, feature, edit and delete, and the create/edit dialog. Every change goes
 * through a server action and then re-reads the page from the server, so
 * what is shown is what is stored (a review published from the Pending tab
 * leaves it, and the counters move).
 */
export function ReviewsScreen({
  counters,
  list,
  models,
  params,
}: {
  counters: ReviewCounters;
  list: ReviewListPage;
  models: ReviewModelOption[];
  params: ReviewListParams;
}) {
  const t = useTranslations("adminReviews");
  const { change, refresh, refreshing } = useListChanges();
  const { setEditing, dialogKey, dialogProps } = useEditingRow<AdminReview>(refresh);
  /** The review whose publish or feature switch is being saved (its buttons wait). */
  const [busyId, setBusyId] = useState<string | null>(null);

  /** A switch's change, its buttons waiting until it is saved. */
  async function switchRow(review: AdminReview, run: () => Promise<boolean>) {
    setBusyId(review.id);
    await run();
    setBusyId(null);
  }

  const setPublished = (review: AdminReview, isPublished: boolean) =>
    switchRow(review, () => change(setReviewPublished, { id: review.id, isPublished }, t(isPublished ? "toasts.published" : "toasts.unpublished")));
  const setFeatured = (review: AdminReview, isFeatured: boolean) =>
    switchRow(review, () => change(setReviewFeatured, { id: review.id, isFeatured }, t(isFeatured ? "toasts.featured" : "toasts.unfeatured")));

  const reject = (review: AdminReview) => change(rejectReview, { id: review.id }, t("toasts.rejected"));

  const remove = (review: AdminReview) => change(deleteReview, { id: review.id }, t("toasts.deleted"));

  return (
    <EditableListFrame
      refreshing={refreshing}
      above={<ListCounters messages="adminReviews.counters" names={COUNTERS} counts={counters} />}
      newLabel={t("dialog.open")}
      onNew={() => setEditing("new")}
      toolbar={<ReviewsToolbar params={params} />}
      section={{ id: "reviews-list-title", title: t("list.label"), count: t("list.count", { total: list.total }) }}
      dialog={<ReviewDialog key={dialogKey} {...dialogProps} models={models} />}
    >
      <ReviewsList
        rows={list.rows}
        narrowed={params.filter !== "all" || params.q !== ""}
        busyId={busyId}
        onPublish={setPublished}
        onReject={reject}
        onFeature={setFeatured}
        onEdit={setEditing}
        onDelete={remove}
      />
      <ReviewsPagination params={params} page={list.page} pageCount={list.pageCount} />
    </EditableListFrame>
  );
}
