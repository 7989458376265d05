"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { FormField } from "@/features/admin/components/form-field";
import { TextField } from "@/features/admin/components/text-field";
import { EditDialog, useEditDialogTexts } from "@/features/admin/dialog/edit-dialog";
import { createOrUpdate, useEditDialog } from "@/features/admin/dialog/use-edit-dialog";
import { createReview, updateReview } from "../actions";
import type { AdminReview, ReviewModelOption } from "../list-query";
import { mayBeFeatured } from "../rules";
import { REVIEW_LIMITS, REVIEW_RATINGS, reviewFieldsSchema, type ReviewFields } from "../schemas";

const FIELDS = ["modelId", "reviewerName", "rating", "title", "content", "isVerified", "isPublished", "isFeatured"] as const;

const SELECT =
  "flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive md:text-sm";

/** What the form holds: the selects hold text ("" until chosen); the schema turns the rating into a number. */
interface ReviewFormValues {
  modelId: string;
  reviewerName: string;
  rating: string | number;
  title: string;
  content: string;
  isVerified: boolean;
  isPublished: boolean;
  isFeatured: boolean;
}

const BLANK: ReviewFormValues = { modelId: "", reviewerName: "", rating: "", title: "", content: "", isVerified: false, isPublished: false, isFeatured: false };

function valuesOf(review: AdminReview): ReviewFormValues {
  return {
    modelId: review.modelId,
    reviewerName: review.reviewerName,
    rating: String(review.rating),
    title: review.title,
    content: review.content,
    isVerified: review.isVerified,
    isPublished: review.isPublished,
    isFeatured: review.isFeatured,
  };
}

/** Models whose name holds the typed text, in any case. */
function matchingModels(models: readonly ReviewModelOption[], query: string): readonly ReviewModelOption[] {
  const needle = query.trim().toLocaleLowerCase("en-GB");
  return needle ? models.filter((model) => model.name.toLocaleLowerCase("en-GB").includes(needle)) : models;
}

/** The select's choices: the matches, and the chosen model first when the search hides it (so the select never loses it). */
function modelChoices(models: readonly ReviewModelOption[], matches: readonly ReviewModelOption[], chosenId: string): readonly ReviewModelOption[] {
  if (!chosenId || matches.some((model) => model.id === chosenId)) return matches;
  const chosen = models.find((model) => model.id === chosenId);
  return chosen ? [chosen, ...matches] : matches;
}

/**
 * Create or edit one review (model_reviews): the model (found by
 * name), the reviewer, a rating from 1 to 5, title, text and the verified,
 * published and featured flags. An edit sends the version it loaded, so a
 * save over someone else's newer change is refused and the admin chooses to
 * reload or overwrite; what was typed is kept either way. Closing with
 * unsaved changes asks first.
 */
export function ReviewDialog({
  target,
  models,
  onClose,
  onSaved,
}: {
  target: AdminReview | "new" | null;
  models: readonly ReviewModelOption[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("adminReviews.dialog");
  const tToasts = useTranslations("adminReviews.toasts");
  const tReviewErrors = useTranslations("adminReviews.errors");
  const editing = target !== null && target !== "new" ? target : null;
  const form = useForm<ReviewFormValues, unknown, ReviewFields>({
    resolver: zodResolver(reviewFieldsSchema),
    defaultValues: editing ? valuesOf(editing) : BLANK,
  });
  const { register, formState, setError } = form;
  const { errors } = formState;
  const dialog = useEditDialog({
    open: target !== null,
    form,
    fields: FIELDS,
    send: (values, overwrite, call) => {
      // The action refuses it too; said here under the box, before a round trip.
      if (!mayBeFeatured(values, editing?.isFeatured ?? false)) {
        setError("isFeatured", { type: "rule", message: tReviewErrors("featureUnpublished") });
        return null;
      }
      return createOrUpdate(editing, createReview, updateReview)(values, overwrite, call);
    },
    savedMessage: tToasts(editing ? "updated" : "created"),
    onSaved,
    onClose,
  });

  const [modelQuery, setModelQuery] = useState("");
  const chosenId = useWatch({ control: form.control, name: "modelId" });
  const matches = useMemo(() => matchingModels(models, modelQuery), [models, modelQuery]);
  const options = modelChoices(models, matches, chosenId);

  return (
    <EditDialog {...dialog} texts={useEditDialogTexts("adminReviews.dialog", editing !== null)} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
      <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4">
        <legend className="px-1 text-sm font-medium">{t("model")}</legend>
        <FormField id="review-model-search" label={t("modelSearch")} hint={t("modelSearchHint")}>
          {(control) => <Input {...control} type="search" autoComplete="off" value={modelQuery} onChange={(event) => setModelQuery(event.target.value)} />}
        </FormField>
        <p className="-mt-1 text-xs text-muted-foreground" aria-live="polite">
          {t("modelMatches", { count: matches.length })}
        </p>
        <FormField id="review-model" label={t("model")} required error={errors.modelId?.message}>
          {(control) => (
            <select {...control} className={SELECT} {...register("modelId")}>
              <option value="">{t("modelChoose")}</option>
              {options.map((model) => (
                <option key={model.id} value={model.id}>
                  {model.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField form={form} name="reviewerName" id="review-reviewer" label={t("reviewerName")} required autoComplete="off" maxLength={REVIEW_LIMITS.reviewerName} />
        <FormField id="review-rating" label={t("rating")} required error={errors.rating?.message}>
          {(control) => (
            <select {...control} className={SELECT} {...register("rating")}>
              <option value="">{t("ratingChoose")}</option>
              {REVIEW_RATINGS.map((rating) => (
                <option key={rating} value={String(rating)}>
                  {t("ratingOption", { rating })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <TextField form={form} name="title" id="review-title" label={t("title")} maxLength={REVIEW_LIMITS.title} />
      <TextField multiline form={form} name="content" id="review-content" label={t("content")} required rows={6} className="min-h-32 leading-relaxed" maxLength={REVIEW_LIMITS.content} />

      <div className="flex flex-col gap-3">
        <Flag id="review-verified" label={t("verified")} hint={t("verifiedHint")} field={register("isVerified")} />
        <Flag id="review-published" label={t("published")} hint={t("publishedHint")} field={register("isPublished")} />
        <Flag id="review-featured" label={t("featured")} hint={t("featuredHint")} field={register("isFeatured")} error={errors.isFeatured?.message} />
      </div>
    </EditDialog>
  );
}

/** A tick box with its label and a hint that says what it does. */
function Flag({ id, label, hint, field, error }: { id: string; label: string; hint: string; field: UseFormRegisterReturn; error?: string }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-[hsl(var(--gold))]"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        {...field}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <span id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </span>
        {error ? (
          <span id={`${id}-error`} role="alert" className="text-sm text-red-300 light:text-destructive">
            {error}
          </span>
        ) : null}
      </div>
    </div>
  );
}
