"use client";

import { useTranslations } from "next-intl";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { CharCounter, FormField } from "@/features/admin/components/form-field";
import { RichTextEditor } from "@/features/admin/components/rich-text-editor";
import {
  KEYWORDS_RECOMMENDED,
  LANDING_LIMITS,
  SEO_DESCRIPTION_RECOMMENDED,
  SEO_TITLE_RECOMMENDED,
  type LandingFieldsValues,
} from "../schemas";
import { ChipsInput } from "./chips-input";

/**
 * The fields every landing page has (category and district alike):
 * description, HTML content, SEO title /60, SEO description /160, keywords,
 * with a search-result preview of what the page publishes.
 */
export function LandingFields({
  form,
  idPrefix,
  fallbackTitle,
  path,
}: {
  form: UseFormReturn<LandingFieldsValues>;
  idPrefix: string;
  /** The title the page uses when the SEO title is empty. */
  fallbackTitle: string;
  path: string;
}) {
  const t = useTranslations("adminModels.landing");
  const { errors } = form.formState;
  const [description, seoTitle, seoDescription, keywords] = useWatch({
    control: form.control,
    name: ["description", "seoTitle", "seoDescription", "keywords"],
  });
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <>
      <FormField
        id={id("description")}
        label={t("description")}
        hint={t("descriptionHint")}
        error={errors.description?.message}
        counter={<CharCounter length={description.length} max={LANDING_LIMITS.description} />}
      >
        {(control) => <Textarea {...control} rows={3} maxLength={LANDING_LIMITS.description} {...form.register("description")} />}
      </FormField>

      <FormField id={id("content")} label={t("content")} hint={t("contentHint")} error={errors.content?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => <RichTextEditor control={control} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
          />
        )}
      </FormField>

      <section aria-labelledby={id("seo-heading")} className="flex flex-col gap-5 rounded-lg border border-border p-4">
        <h3 id={id("seo-heading")} className="text-xs font-semibold tracking-widest text-gold uppercase">
          {t("seoHeading")}
        </h3>
        <FormField
          id={id("seo-title")}
          label={t("seoTitle")}
          hint={t("seoTitleHint")}
          error={errors.seoTitle?.message}
          counter={<CharCounter length={seoTitle.length} max={LANDING_LIMITS.seoTitle} recommended={SEO_TITLE_RECOMMENDED} />}
        >
          {(control) => <Input {...control} maxLength={LANDING_LIMITS.seoTitle} {...form.register("seoTitle")} />}
        </FormField>
        <FormField
          id={id("seo-description")}
          label={t("seoDescription")}
          hint={t("seoDescriptionHint")}
          error={errors.seoDescription?.message}
          counter={
            <CharCounter length={seoDescription.length} max={LANDING_LIMITS.seoDescription} recommended={SEO_DESCRIPTION_RECOMMENDED} />
          }
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={LANDING_LIMITS.seoDescription}
              className="min-h-20"
              {...form.register("seoDescription", { setValueAs: (value: string) => value.replace(/[\r\n]+/g, " ") })}
            />
          )}
        </FormField>
        <FormField
          id={id("keywords")}
          label={t("keywords")}
          hint={t("keywordsHint", { min: KEYWORDS_RECOMMENDED[0], max: KEYWORDS_RECOMMENDED[1] })}
          error={errors.keywords?.message ?? firstItemError(errors.keywords)}
          counter={<CharCounter length={keywords.length} max={LANDING_LIMITS.keywords} recommended={KEYWORDS_RECOMMENDED} />}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="keywords"
              render={({ field }) => (
                <ChipsInput
                  control={control}
                  value={field.value}
                  onChange={field.onChange}
                  maxLength={LANDING_LIMITS.keyword}
                  addLabel={t("add")}
                  removeLabel={(item) => t("remove", { item })}
                  placeholder={t("keywordsPlaceholder")}
                />
              )}
            />
          )}
        </FormField>
        <SearchPreview title={seoTitle.trim() || fallbackTitle} description={seoDescription.trim() || description.trim()} path={path} />
      </section>
    </>
  );
}

/** Errors of a list field may sit on one item ("keywords.2"): show the first one. */
export function firstItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  const item = error.find((entry) => entry && typeof entry === "object" && "message" in entry) as { message?: string } | undefined;
  return item?.message;
}

/** How a search result shows the page: title up to 60, description up to 160 characters (spec §5). */
function SearchPreview({ title, description, path }: { title: string; description: string; path: string }) {
  const t = useTranslations("adminModels.landing");
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
  return (
    <div className="flex flex-col gap-1 rounded-md bg-muted/60 p-3" aria-label={t("preview")} role="group">
      <span className="text-[0.7rem] font-medium tracking-widest text-muted-foreground uppercase">{t("preview")}</span>
      <span className="truncate font-mono text-xs text-muted-foreground">{path}</span>
      <span className="text-base leading-snug text-primary">{cut(title, 60)}</span>
      <span className="text-sm leading-snug text-muted-foreground">{description ? cut(description, 160) : t("previewNoDescription")}</span>
    </div>
  );
}
