"use client";

import { BanIcon, EyeIcon, EyeOffIcon, Star, StarOffIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState, ItemActions, ItemList, type ItemColumn } from "@/features/admin/components/item-list";
import { ConfirmAction } from "@/features/admin/dialog/confirm-action";
import { formatDay } from "@/lib/format-date";
import { cn } from "@/lib/utils";
import { starFills } from "../../format";
import type { AdminReview } from "../list-query";
import { mayBeFeatured, mayReject } from "../rules";

export interface ReviewsListProps {
  rows: AdminReview[];
  /** The view has a filter or a search (for the empty message). */
  narrowed: boolean;
  /** The review whose switch is being saved. */
  busyId: string | null;
  onPublish: (review: AdminReview, isPublished: boolean) => void;
  onFeature: (review: AdminReview, isFeatured: boolean) => void;
  onEdit: (review: AdminReview) => void;
  onDelete: (review: AdminReview) => Promise<boolean>;
  /** Resolves true when the review was rejected. */
  onReject: (review: AdminReview) => Promise<boolean>;
}

/** The reviews of one page: a table on wide screens, one card per review below `md` (ItemList), so a phone never scrolls sideways. */
export function ReviewsList(props: ReviewsListProps) {
  const t = useTranslations("adminReviews");
  if (props.rows.length === 0) return <EmptyState>{props.narrowed ? t("list.empty") : t("list.emptyAll")}</EmptyState>;

  const columns: ItemColumn<AdminReview>[] = [
    { header: t("list.columns.model"), cell: (review) => <span className="font-medium">{review.modelName}</span> },
    { header: t("list.columns.reviewer"), cell: (review) => review.reviewerName },
    { header: t("list.columns.rating"), cell: (review) => <ReviewStars rating={review.rating} /> },
    { header: t("list.columns.review"), cell: (review) => <ReviewText review={review} />, cellClassName: "max-w-sm whitespace-normal" },
    { header: t("list.columns.status"), cell: (review) => <ReviewBadges review={review} /> },
    {
      header: t("list.columns.created"),
      cell: (review) => <span className="tabular-nums">{formatDay(review.createdAt)}</span>,
      className: "hidden lg:table-cell",
    },
    { header: t("list.columns.actions"), cell: (review) => <ReviewActions {...props} review={review} />, srOnlyHeader: true, className: "text-right" },
  ];

  return (
    <ItemList
      items={props.rows}
      itemKey={(review) => review.id}
      columns={columns}
      label={t("list.label")}
      card={(review) => (
        <>
          <div className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="break-words font-medium">{review.modelName}</span>
            <ReviewStars rating={review.rating} />
          </div>
          <p className="break-words text-sm text-muted-foreground">
            {review.reviewerName} · {t("list.written", { date: formatDay(review.createdAt) })}
          </p>
          <ReviewText review={review} />
          <ReviewBadges review={review} />
          <ReviewActions {...props} review={review} className="border-t border-border pt-2" />
        </>
      )}
    />
  );
}

/** Five stars for a whole rating, announced once as text ("Rated 4 out of 5") rather than as five icons. */
export function ReviewStars({ rating }: { rating: number }) {
  const t = useTranslations("adminReviews.list");
  return (
    <span role="img" aria-label={t("rating", { rating })} className="inline-flex shrink-0 items-center gap-0.5">
      {starFills(rating).map((fill, index) => (
        <Star key={index} aria-hidden="true" strokeWidth={1.5} className={cn("size-4", fill > 0 ? "fill-gold text-gold" : "text-gold/35")} />
      ))}
    </span>
  );
}

function ReviewText({ review }: { review: AdminReview }) {
  const t = useTranslations("adminReviews.list");
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className={cn("break-words text-sm font-medium", review.title ? undefined : "italic text-muted-foreground")}>{review.title || t("noTitle")}</span>
      <span className="line-clamp-2 break-words text-sm text-muted-foreground">{review.content}</span>
    </div>
  );
}

function ReviewBadges({ review }: { review: AdminReview }) {
  const t = useTranslations("adminReviews.badges");
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant={review.isPublished ? "success" : "warning"}>{review.isPublished ? t("published") : t("pending")}</Badge>
      {review.isFeatured ? <Badge>{t("featured")}</Badge> : null}
      {review.isVerified ? <Badge variant="outline">{t("verified")}</Badge> : null}
    </div>
  );
}

/**
 * Publish or unpublish; Reject for a pending review; Feature for a published
 * one (and Unfeature for any featured one: a mark kept while unpublished can
 * go too); edit; delete behind 'Are you sure?'. Each is named after its
 * review for screen readers.
 */
function ReviewActions({ review, busyId, onPublish, onFeature, onEdit, onDelete, onReject, className }: ReviewsListProps & { review: AdminReview; className?: string }) {
  const t = useTranslations("adminReviews.actions");
  const names = { reviewer: review.reviewerName, model: review.modelName };
  const busy = busyId === review.id;
  const featureOffered = review.isFeatured || mayBeFeatured({ isPublished: review.isPublished, isFeatured: true }, review.isFeatured);
  return (
    <div className={cn("flex flex-wrap items-center justify-end gap-1", className)}>
      <Button type="button" variant="outline" size="sm" disabled={busy} aria-label={t(review.isPublished ? "unpublishLabel" : "publishLabel", names)} onClick={() => onPublish(review, !review.isPublished)}>
        {review.isPublished ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
        <span aria-hidden="true">{t(review.isPublished ? "unpublish" : "publish")}</span>
      </Button>
      {mayReject(review) ? <RejectButton review={review} disabled={busy} onReject={onReject} /> : null}
      {featureOffered ? (
        <Button type="button" variant="outline" size="sm" disabled={busy} aria-label={t(review.isFeatured ? "unfeatureLabel" : "featureLabel", names)} onClick={() => onFeature(review, !review.isFeatured)}>
          {review.isFeatured ? <StarOffIcon aria-hidden="true" /> : <Star aria-hidden="true" />}
          <span aria-hidden="true">{t(review.isFeatured ? "unfeature" : "feature")}</span>
        </Button>
      ) : null}
      <ItemActions
        editLabel={t("editLabel", names)}
        onEdit={() => onEdit(review)}
        deleteLabel={t("deleteLabel", names)}
        deleteDescription={t("deleteDescription", names)}
        onDelete={() => onDelete(review)}
      />
    </div>
  );
}

/** Reject behind a confirmation that says what it does; the dialog stays open until the action answers, and closes only when it succeeded. */
function RejectButton({ review, disabled, onReject }: { review: AdminReview; disabled: boolean; onReject: (review: AdminReview) => Promise<boolean> }) {
  const t = useTranslations("adminReviews.actions");
  const tItems = useTranslations("adminShell.items");
  const names = { reviewer: review.reviewerName, model: review.modelName };
  return (
    <ConfirmAction
      destructive
      title={t("rejectTitle")}
      description={t("rejectDescription", names)}
      confirmLabel={t("rejectConfirm")}
      busyLabel={t("rejecting")}
      cancelLabel={tItems("cancel")}
      onConfirm={() => onReject(review)}
      trigger={
        <Button type="button" variant="outline" size="sm" disabled={disabled} aria-label={t("rejectLabel", names)}>
          <BanIcon aria-hidden="true" />
          <span aria-hidden="true">{t("reject")}</span>
        </Button>
      }
    />
  );
}
