"use client";

import { PlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useListChanges } from "@/features/admin/list/use-list-changes";
import { ListCounters } from "@/features/admin/list/list-counters";
import { ListSection } from "@/features/admin/list/list-section";
import { deleteReview, rejectReview, setReviewFeatured, setReviewPublished } from "../actions";
import type { ReviewListParams } from "../list-params";
import type { AdminReview, ReviewCounters, ReviewListPage, ReviewModelOption } from "../list-query";
import { ReviewDialog } from "./review-dialog";
import { ReviewsList } from "./reviews-list";
import { ReviewsPagination, ReviewsToolbar } from "./reviews-toolbar";

const COUNTERS = ["all", "published", "pending", "featured"] as const;

/**
 * Admin spec §2 screen 17, Model reviews: the four counters, the view
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
  const [editing, setEditing] = useState<AdminReview | "new" | null>(null);
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
    <div className="flex min-w-0 flex-col gap-6" aria-busy={refreshing}>
      <ListCounters messages="adminReviews.counters" names={COUNTERS} counts={counters} />

      <div>
        <Button type="button" onClick={() => setEditing("new")}>
          <PlusIcon aria-hidden="true" />
          {t("dialog.open")}
        </Button>
      </div>

      <ReviewsToolbar params={params} />

      <ListSection id="reviews-list-title" title={t("list.label")} count={t("list.count", { total: list.total })}>
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
      </ListSection>

      {/* Keyed by the review and its version, so the form always starts from what was loaded. */}
      <ReviewDialog
        key={editing === null ? "closed" : editing === "new" ? "new" : `${editing.id}@${new Date(editing.updatedAt).toISOString()}`}
        target={editing}
        models={models}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </div>
  );
}
