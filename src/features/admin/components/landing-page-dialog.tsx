"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Controller, useForm, useWatch, type DefaultValues, type Resolver, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { ActionResult } from "../action";
import { EditDialogForm, EditDialogFrame } from "../dialog/edit-dialog";
import { useEditDialog } from "../dialog/use-edit-dialog";
import {
  KEYWORDS_RECOMMENDED,
  LANDING_LIMITS,
  SEO_DESCRIPTION_RECOMMENDED,
  SEO_TITLE_RECOMMENDED,
  type LandingFieldsValues,
} from "../landing-page";
import { ChipsField } from "./chips-input";
import { CharCounter, FormField } from "./form-field";
import { PublicPageLink } from "./public-page-link";
import { RichTextEditor } from "./rich-text-editor";
import { TextField } from "./text-field";

const LANDING_FIELDS = ["description", "content", "seoTitle", "seoDescription", "keywords"] as const;

/**
 * The edit dialog of a landing page (a category's or a district's): the
 * page's title and public address, the landing fields every landing page has
 * and the domain's own fields before or after them, saved through the
 * domain's action. A failed save keeps what was typed, marks the fields the
 * action names and says why; a saved one closes and refreshes the screen.
 */
export function LandingPageDialog<V extends LandingFieldsValues>({
  page,
  title,
  description,
  schema,
  defaultValues,
  fields = [],
  action,
  savedMessage,
  fallbackTitle,
  idPrefix,
  testId,
  onClose,
  before,
  after,
}: {
  /** The page being edited, or null while the dialog is closed; `updatedAt` is the version its save sends. */
  page: { id: number; path: string; updatedAt: string } | null;
  title: string;
  description: string;
  /** The form's schema: the landing fields and the domain's own. */
  schema: z.ZodType<unknown, V>;
  defaultValues: V | undefined;
  /** The domain's own fields, in form order, for the action's field errors. */
  fields?: readonly string[];
  /** The domain's update action; it gets the form's values, the page id and the version it was loaded at. */
  action: (input: V & { id: number; expectedVersion: string; overwrite: boolean }) => Promise<ActionResult<unknown>>;
  savedMessage: string;
  /** The title the page uses when the SEO title is empty. */
  fallbackTitle: (form: UseFormReturn<V>) => string;
  idPrefix: string;
  testId: string;
  onClose: () => void;
  before?: (form: UseFormReturn<V>) => ReactNode;
  after?: (form: UseFormReturn<V>) => ReactNode;
}) {
  const tCommon = useTranslations("adminModels.common");
  const router = useRouter();
  const form = useForm<V>({ resolver: zodResolver(schema) as unknown as Resolver<V>, defaultValues: defaultValues as DefaultValues<V> });
  const dialog = useEditDialog({
    open: page !== null,
    form,
    fields: [...fields, ...LANDING_FIELDS],
    // Sends the version the page was loaded at: a newer change by someone else is refused, then overwritten only if asked.
    send: (values, overwrite, call) => (page ? call(action, { ...values, id: page.id, expectedVersion: page.updatedAt, overwrite }) : null),
    savedMessage,
    onSaved: () => {
      onClose();
      router.refresh();
    },
    onClose,
    // These dialogs have always closed at once; leaving the page with changes still asks.
    askBeforeClose: false,
  });

  return (
    <EditDialogFrame open={dialog.open} onClose={dialog.onClose} closeLabel={tCommon("close")} className="sm:max-w-3xl">
      {page ? (
        <EditDialogForm
          texts={{
            title,
            description: (
              <>
                {description}
                <PublicPageLink path={page.path} />
              </>
            ),
            cancel: tCommon("cancel"),
            submit: tCommon("save"),
            busy: tCommon("saving"),
          }}
          onSubmit={dialog.onSubmit}
          onCancel={dialog.onClose}
          submitting={dialog.submitting}
          testId={testId}
          classNames={{
            description: "flex flex-wrap items-center gap-x-2",
            footer: "sticky -bottom-6 z-10 -mx-6 -mb-6 border-t border-border bg-popover px-6 py-4",
          }}
        >
          {before?.(form)}
          <LandingFields form={form as unknown as UseFormReturn<LandingFieldsValues>} idPrefix={idPrefix} fallbackTitle={fallbackTitle(form)} path={page.path} />
          {after?.(form)}
        </EditDialogForm>
      ) : null}
    </EditDialogFrame>
  );
}

/**
 * The fields every landing page has (category and district alike):
 * description, HTML content, SEO title /60, SEO description /160, keywords,
 * with a search-result preview of what the page publishes.
 */
function LandingFields({
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
      <TextField
        multiline
        form={form}
        name="description"
        id={id("description")}
        label={t("description")}
        hint={t("descriptionHint")}
        limit={{ max: LANDING_LIMITS.description }}
        rows={3}
        maxLength={LANDING_LIMITS.description}
      />

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
        <TextField
          form={form}
          name="seoTitle"
          id={id("seo-title")}
          label={t("seoTitle")}
          hint={t("seoTitleHint")}
          limit={{ max: LANDING_LIMITS.seoTitle, recommended: SEO_TITLE_RECOMMENDED }}
          maxLength={LANDING_LIMITS.seoTitle}
        />
        <TextField
          multiline
          form={form}
          name="seoDescription"
          id={id("seo-description")}
          label={t("seoDescription")}
          hint={t("seoDescriptionHint")}
          limit={{ max: LANDING_LIMITS.seoDescription, recommended: SEO_DESCRIPTION_RECOMMENDED }}
          rows={3}
          maxLength={LANDING_LIMITS.seoDescription}
          className="min-h-20"
          registerOptions={{ setValueAs: (value: string) => value.replace(/[\r\n]+/g, " ") }}
        />
        <ChipsField
          form={form}
          name="keywords"
          id={id("keywords")}
          label={t("keywords")}
          hint={t("keywordsHint", { min: KEYWORDS_RECOMMENDED[0], max: KEYWORDS_RECOMMENDED[1] })}
          counter={<CharCounter length={keywords.length} max={LANDING_LIMITS.keywords} recommended={KEYWORDS_RECOMMENDED} />}
          maxLength={LANDING_LIMITS.keyword}
          placeholder={t("keywordsPlaceholder")}
        />
        <SearchPreview title={seoTitle.trim() || fallbackTitle} description={seoDescription.trim() || description.trim()} path={path} />
      </section>
    </>
  );
}

/** How a search result shows the page: title up to 60, description up to 160 characters. */
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
