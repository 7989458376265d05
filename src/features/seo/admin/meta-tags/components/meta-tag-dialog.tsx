"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheckIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ChipsField } from "@/features/admin/components/chips-input";
import { ImageUploadButton } from "@/features/admin/components/image-upload-button";
import { SelectField } from "@/features/admin/components/select-field";
import { PathField, TextField } from "@/features/admin/components/text-field";
import { EditDialog, useEditDialogTexts } from "@/features/admin/dialog/edit-dialog";
import { createOrUpdate, useEditDialog } from "@/features/admin/dialog/use-edit-dialog";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { checkMetaTagPath, createMetaTag, updateMetaTag, uploadMetaTagImage } from "../actions";
import type { PageHeadBase, ReadPageHeadBase } from "../head-score";
import type { AdminPageSeo } from "../list-query";
import { DEFAULT_META_ROBOTS, FORM_SCORE_RANGES, META_ROBOTS, META_TAG_LIMITS, normalisePagePath, pagePathProblem } from "../../../meta-tags/rules";
import { metaTagFieldsSchema, type MetaTagFields, type MetaTagFieldsInput } from "../schemas";
import { MetaTagPreviews, MetaTagScore } from "./meta-tag-insights";

const FIELDS = [
  "pagePath",
  "pageTitle",
  "metaTitle",
  "metaDescription",
  "keywords",
  "metaRobots",
  "ogTitle",
  "ogDescription",
  "ogImage",
  "twitterTitle",
  "twitterDescription",
  "twitterImage",
] as const;
type Field = (typeof FIELDS)[number];
type Tab = "basic" | "social" | "preview" | "score";
const TITLE_LIMIT = { max: META_TAG_LIMITS.metaTitle, recommended: FORM_SCORE_RANGES.title };
const DESCRIPTION_LIMIT = { max: META_TAG_LIMITS.metaDescription, recommended: FORM_SCORE_RANGES.description };

/** Which tab holds each field: a refused save opens the tab of its first error. */
const TAB_OF: Record<Field, Tab> = {
  pagePath: "basic",
  pageTitle: "basic",
  metaTitle: "basic",
  metaDescription: "basic",
  keywords: "basic",
  metaRobots: "basic",
  ogTitle: "social",
  ogDescription: "social",
  ogImage: "social",
  twitterTitle: "social",
  twitterDescription: "social",
  twitterImage: "social",
};

type FormValues = Required<Omit<MetaTagFieldsInput, "keywords">> & { keywords: string[] };

const BLANK: FormValues = {
  pagePath: "",
  pageTitle: "",
  metaTitle: "",
  metaDescription: "",
  keywords: [],
  metaRobots: DEFAULT_META_ROBOTS,
  ogTitle: "",
  ogDescription: "",
  ogImage: "",
  twitterTitle: "",
  twitterDescription: "",
  twitterImage: "",
};

function valuesOf(row: AdminPageSeo): FormValues {
  return {
    pagePath: row.pagePath,
    pageTitle: row.pageTitle,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    keywords: row.keywords,
    metaRobots: (META_ROBOTS as readonly string[]).includes(row.metaRobots) ? (row.metaRobots as FormValues["metaRobots"]) : DEFAULT_META_ROBOTS,
    ogTitle: row.ogTitle ?? "",
    ogDescription: row.ogDescription ?? "",
    ogImage: row.ogImage ?? "",
    twitterTitle: row.twitterTitle ?? "",
    twitterDescription: row.twitterDescription ?? "",
    twitterImage: row.twitterImage ?? "",
  };
}

/** What the path check answered for the path as typed. */
type PathCheck = { typed: string; pagePath: string; matchesPage: boolean; taken: boolean } | null;

/**
 * Create or edit one page's meta tags: tabs Basic,
 * Social, Preview and SEO score. The path is checked as it is left: a path
 * no public page answers at is a warning (it may be prepared before its
 * page), a path another row holds is refused by the save with the reason
 * under the field. An edit sends the version it loaded, so a save over
 * someone else's newer change offers reload or overwrite; what was typed is
 * kept either way. Closing with unsaved changes asks first.
 */
export function MetaTagDialog({
  target,
  siteUrl,
  readHeadBase,
  onClose,
  onSaved,
}: {
  /** A row to edit (with the list's "matches a page" answer when known), "new", or null when closed. */
  target: (AdminPageSeo & { matchesPage?: boolean }) | "new" | null;
  siteUrl: string;
  /** Reads the page's own head input for a path, for the SEO score tab (the page score every SEO screen shows). */
  readHeadBase: ReadPageHeadBase;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("adminSeo.metaTags");
  const callAdmin = useAdminAction();
  const editing = target !== null && target !== "new" ? target : null;
  const form = useForm<FormValues, unknown, MetaTagFields>({
    resolver: zodResolver(metaTagFieldsSchema),
    defaultValues: editing ? valuesOf(editing) : BLANK,
  });
  const { setValue, control } = form;
  const [tab, setTab] = useState<Tab>("basic");
  const dialog = useEditDialog({
    open: target !== null,
    form,
    fields: FIELDS,
    send: createOrUpdate(editing, createMetaTag, updateMetaTag),
    savedMessage: t("toasts.saved"),
    onSaved,
    onClose,
    // A refused save opens the tab of its first error.
    onFirstError: (field) => setTab(TAB_OF[field]),
  });
  const values = useWatch({ control }) as FormValues;

  // An edited row arrives with the list's own check of its path, so the warning is there before anything is typed.
  const [pathCheck, setPathCheck] = useState<PathCheck>(
    editing && editing.matchesPage !== undefined ? { typed: editing.pagePath, pagePath: editing.pagePath, matchesPage: editing.matchesPage, taken: false } : null,
  );
  const [checking, setChecking] = useState(false);
  const latestCheck = useRef(0);
  // The page's own head input for the path last checked: the score tab scores the page over it.
  const [headBase, setHeadBase] = useState<{ path: string; base: PageHeadBase } | null>(null);
  const latestBase = useRef(0);

  async function loadHeadBase(typed: string) {
    const ticket = ++latestBase.current;
    const result = await callAdmin(readHeadBase, { pagePath: typed });
    if (ticket === latestBase.current && result.ok) setHeadBase({ path: normalisePagePath(typed), base: result.data });
  }

  // An edited row's page is known at once.
  const editedPath = editing?.pagePath;
  useEffect(() => {
    if (editedPath) void loadHeadBase(editedPath);
    // Once per dialog: the dialog is keyed by the row and its version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function checkPath(typed: string) {
    if (pagePathProblem(typed)) return setPathCheck(null);
    void loadHeadBase(typed);
    const ticket = ++latestCheck.current;
    setChecking(true);
    const result = await callAdmin(checkMetaTagPath, { pagePath: typed, ...(editing ? { id: editing.id } : {}) });
    // A slower answer for a path typed earlier is dropped.
    if (ticket !== latestCheck.current) return;
    setChecking(false);
    setPathCheck(result.ok ? { typed, ...result.data } : null);
  }

  const typedPath = values.pagePath ?? "";
  const currentCheck = pathCheck && pathCheck.typed === typedPath ? pathCheck : null;

  return (
    <EditDialog {...dialog} texts={useEditDialogTexts("adminSeo.metaTags.dialog", editing !== null)} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
      <Tabs value={tab} onValueChange={(next) => setTab(next as Tab)} className="min-w-0">
        <TabsList className="max-w-full overflow-x-auto">
          <TabsTrigger value="basic">{t("dialog.tabs.basic")}</TabsTrigger>
          <TabsTrigger value="social">{t("dialog.tabs.social")}</TabsTrigger>
          <TabsTrigger value="preview">{t("dialog.tabs.preview")}</TabsTrigger>
          <TabsTrigger value="score">{t("dialog.tabs.score")}</TabsTrigger>
        </TabsList>

        {/* forceMount keeps every tab's fields registered, so one save sends them all. */}
        <TabsContent value="basic" forceMount className="mt-3 flex min-w-0 flex-col gap-5 data-[state=inactive]:hidden">
          <PathField
            form={form}
            name="pagePath"
            id="meta-tag-path"
            label={t("dialog.pagePath")}
            hint={t("dialog.pagePathHint")}
            required
            placeholder="/escorts-in-mayfair"
            maxLength={META_TAG_LIMITS.path}
            registerOptions={{ onBlur: (event) => void checkPath(event.target.value) }}
          />
          <PathStatus checking={checking} check={currentCheck} />

          <TextField form={form} name="pageTitle" id="meta-tag-page-title" label={t("dialog.pageTitle")} hint={t("dialog.pageTitleHint")} maxLength={META_TAG_LIMITS.pageTitle} />
          {/* The counters' limits are the input limits; the recommended ranges are the score's (title 30–60, description 120–160). */}
          <TextField form={form} name="metaTitle" id="meta-tag-meta-title" label={t("dialog.metaTitle")} limit={TITLE_LIMIT} maxLength={TITLE_LIMIT.max} />
          <TextField
            multiline
            form={form}
            name="metaDescription"
            id="meta-tag-meta-description"
            label={t("dialog.metaDescription")}
            limit={DESCRIPTION_LIMIT}
            maxLength={DESCRIPTION_LIMIT.max}
            rows={3}
          />
          <ChipsField
            form={form as unknown as UseFormReturn<FormValues>}
            name="keywords"
            id="meta-tag-keywords"
            label={t("dialog.keywords")}
            placeholder={t("dialog.keywordsPlaceholder")}
            counter={<span className="text-xs text-muted-foreground tabular-nums">{t("dialog.keywordsCount", { count: (values.keywords ?? []).length })}</span>}
            maxLength={META_TAG_LIMITS.keyword}
            maxItems={META_TAG_LIMITS.keywords}
          />
          <SelectField control={control} name="metaRobots" id="meta-tag-robots" label={t("dialog.metaRobots")} options={META_ROBOTS.map((value) => ({ value, label: value }))} />
        </TabsContent>

        <TabsContent value="social" forceMount className="mt-3 flex min-w-0 flex-col gap-5 data-[state=inactive]:hidden">
          {socialFields("og", t("dialog.openGraph"))}
          {socialFields("twitter", t("dialog.twitter"))}
        </TabsContent>

        <TabsContent value="preview" className="mt-3 min-w-0">
          <MetaTagPreviews values={values} siteUrl={siteUrl} />
        </TabsContent>

        <TabsContent value="score" className="mt-3 min-w-0">
          <MetaTagScore
            values={values}
            base={headBase && headBase.path === normalisePagePath(typedPath) ? headBase.base : null}
            state={!typedPath.trim() || pagePathProblem(typedPath) ? "noPath" : headBase && headBase.path === normalisePagePath(typedPath) ? "ready" : "loading"}
          />
        </TabsContent>
      </Tabs>
    </EditDialog>
  );

  /**
   * The title, description and image of one network, the image uploaded to
   * the media store or typed. A render helper, not a component: a component
   * declared here would be a new type on every render and lose the focus.
   */
  function socialFields(network: "og" | "twitter", legend: string) {
    const title = network === "og" ? "ogTitle" : "twitterTitle";
    const description = network === "og" ? "ogDescription" : "twitterDescription";
    const image = network === "og" ? "ogImage" : "twitterImage";
    return (
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4">
        <legend className="px-1 text-sm font-medium">{legend}</legend>
        <p className="text-xs text-muted-foreground">{t("dialog.socialHint")}</p>
        <TextField form={form} name={title} id={`meta-tag-${title}`} label={t(`dialog.${title}`)} maxLength={META_TAG_LIMITS.socialTitle} />
        <TextField multiline form={form} name={description} id={`meta-tag-${description}`} label={t(`dialog.${description}`)} rows={2} maxLength={META_TAG_LIMITS.socialDescription} />
        <TextField form={form} name={image} id={`meta-tag-${image}`} label={t(`dialog.${image}`)} hint={t("dialog.imageHint")} inputMode="url" spellCheck={false} maxLength={META_TAG_LIMITS.image} />
        <ImageUploadButton
          action={uploadMetaTagImage}
          label={t("dialog.upload")}
          className="self-start"
          onUploaded={({ url }) => setValue(image, url, { shouldDirty: true, shouldValidate: true })}
        />
      </fieldset>
    );
  }
}

/** The path check's answer: a public page answers there, or a warning that none does (yet). */
function PathStatus({ checking, check }: { checking: boolean; check: PathCheck }) {
  const t = useTranslations("adminSeo.metaTags");
  return (
    <div aria-live="polite" className="-mt-3 min-h-5 text-sm">
      {checking && !check ? <span className="text-muted-foreground">{t("dialog.checking")}</span> : null}
      {check && check.taken ? (
        <p role="alert" className="flex items-start gap-1.5 text-red-300 light:text-destructive">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("errors.pathTaken")}
        </p>
      ) : check && !check.matchesPage ? (
        <p role="status" className="flex items-start gap-1.5 text-amber-200 light:text-amber-800">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("dialog.noPageWarning", { path: check.pagePath })}
        </p>
      ) : check ? (
        <p className="flex items-start gap-1.5 text-muted-foreground">
          <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-400" />
          {t("dialog.pageFound", { path: check.pagePath })}
        </p>
      ) : null}
    </div>
  );
}
