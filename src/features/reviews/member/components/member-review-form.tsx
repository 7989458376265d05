"use client";

import { StarIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Field, FormStatus, SubmitButton, useAuthForm } from "@/features/auth/components/auth-forms";
import { cn } from "@/lib/utils";
import { saveMemberReviewAction } from "../actions";
import type { OwnReviewValues } from "../own-review-state";
import { MEMBER_REVIEW_LIMITS as L } from "../rules";

export type { OwnReviewValues } from "../own-review-state";

/**
 * A member's own review of a model, on its profile: written once, edited
 * after; every save goes back to moderation, and the form says so.
 */
export function MemberReviewForm({
  modelId,
  modelName,
  own,
  onSaved,
}: {
  modelId: string;
  modelName: string;
  own: OwnReviewValues | null;
  /** Told after each accepted save, so the review shown can be read again. */
  onSaved?: () => void;
}) {
  const { state, action, pending, formRef, errors, values } = useAuthForm(saveMemberReviewAction, {
    reviewerName: own?.reviewerName ?? "",
    rating: own ? String(own.rating) : "",
    title: own?.title ?? "",
    content: own?.content ?? "",
  });
  useEffect(() => {
    if (state?.ok) onSaved?.();
  }, [state, onSaved]);
  const contentId = useId();
  const contentError = errors.content?.[0];
  const status = own ? (own.isPublished ? "Your review is published." : "Your review is waiting to be checked by our team.") : null;
  return (
    <section aria-labelledby="member-review-title" className="rounded-lg border border-border bg-card p-5 sm:p-6">
      <h3 id="member-review-title" className="font-display text-xl">
        {own ? "Your review" : `Review ${modelName}`}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {status ? `${status} ` : null}
        Reviews are checked before they appear, and show the name you choose below, never your email.
      </p>
      <form ref={formRef} action={action} noValidate className="mt-5 grid gap-5" aria-label={own ? "Edit your review" : `Review ${modelName}`}>
        <FormStatus state={state} />
        <input type="hidden" name="modelId" value={modelId} />
        <StarPicker key={`${values.rating}-${state ? "sent" : "new"}`} initial={Number(values.rating) || 0} error={errors.rating?.[0]} />
        <Field
          label="Name to show"
          name="reviewerName"
          hint="Initials are fine, for example James R."
          defaultValue={values.reviewerName}
          maxLength={L.nameMax}
          autoComplete="off"
          errors={errors.reviewerName}
          required
        />
        <Field label="Title (optional)" name="title" defaultValue={values.title} maxLength={L.titleMax} errors={errors.title} />
        <div className="grid gap-2">
          <Label htmlFor={contentId}>Your review</Label>
          <Textarea
            id={contentId}
            name="content"
            rows={5}
            defaultValue={values.content}
            maxLength={L.contentMax}
            required
            aria-invalid={contentError ? true : undefined}
            aria-describedby={contentError ? `${contentId}-error` : undefined}
          />
          {contentError ? (
            <p id={`${contentId}-error`} className="text-sm text-destructive">
              {contentError}
            </p>
          ) : null}
        </div>
        <SubmitButton pending={pending} pendingLabel="Sending...">
          {own ? "Save changes" : "Send review"}
        </SubmitButton>
      </form>
    </section>
  );
}

/** Five radio buttons drawn as stars: keyboard arrows move between them like any radio group. */
function StarPicker({ initial, error }: { initial: number; error?: string }) {
  const [rating, setRating] = useState(initial);
  const name = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${name}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium">Your rating</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="group relative cursor-pointer">
            <input
              type="radio"
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
              className="peer sr-only"
              aria-label={`${value} ${value === 1 ? "star" : "stars"}`}
            />
            <span className="flex size-11 items-center justify-center rounded-md peer-focus-visible:ring-2 peer-focus-visible:ring-ring">
              <StarIcon aria-hidden="true" className={cn("size-7 transition-colors", value <= rating ? "fill-gold text-gold" : "text-muted-foreground")} />
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
