import { BadgeCheck, Quote } from "lucide-react";
import { cn } from "@/lib/utils";
import { formatLongDate } from "@/lib/format-date";
import type { PublishedReview } from "../queries";
import { StarRating } from "./star-rating";

/** Published reviews, newest first; featured ones stand out with a gold frame and label. */
export function ReviewList({ reviews, modelName }: { reviews: PublishedReview[]; modelName: string }) {
  if (reviews.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-5 py-8 text-center text-sm text-muted-foreground">
        No reviews of {modelName} have been published yet.
      </p>
    );
  }
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {reviews.map((review) => (
        <li key={review.id} className={cn(review.isFeatured && "md:col-span-2")}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ol>
  );
}

function ReviewCard({ review }: { review: PublishedReview }) {
  return (
    <article
      className={cn(
        "relative flex h-full flex-col gap-3 rounded-lg border bg-card p-5 sm:p-6",
        review.isFeatured ? "border-gold/45 bg-gradient-to-br from-gold/[0.07] to-card" : "border-border",
      )}
      data-featured={review.isFeatured || undefined}
    >
      {review.isFeatured ? (
        <>
          <Quote aria-hidden="true" className="absolute top-5 right-5 size-8 text-gold/25" />
          <p className="eyebrow">Featured review</p>
        </>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.rating} />
        <time dateTime={review.createdAt.toISOString()} className="text-xs text-muted-foreground">
          {formatLongDate(review.createdAt)}
        </time>
      </div>
      {review.title ? <h3 className="font-display text-lg leading-snug text-foreground">{review.title}</h3> : null}
      {review.content ? (
        <p className={cn("leading-relaxed text-muted-foreground", review.isFeatured && "text-foreground/90 md:text-lg")}>
          {review.content}
        </p>
      ) : null}
      <p className="mt-auto flex items-center gap-1.5 pt-1 text-sm text-foreground">
        <span>{review.reviewerName}</span>
        {review.isVerified ? (
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <BadgeCheck aria-hidden="true" className="size-3.5 text-gold" />
            Verified member
          </span>
        ) : null}
      </p>
    </article>
  );
}
