"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { isUsableImageUrl } from "@/lib/content-rules";
import { uploadContentImage } from "@/features/site-content/admin/actions";
import { ChipsField } from "@/features/admin/components/chips-input";
import { CharCounter, FormField } from "@/features/admin/components/form-field";
import { RichTextEditor } from "@/features/admin/components/rich-text-editor";
import { SwitchField } from "@/features/admin/components/switch-field";
import { TextField } from "@/features/admin/components/text-field";
import { useEditDialog } from "@/features/admin/dialog/use-edit-dialog";
import { ImagePreview } from "@/features/admin/components/image-preview";
import { ImageUploadButton } from "@/features/admin/components/image-upload-button";
import { useSlugRedirectOffer } from "@/features/seo/admin/redirects/components/use-slug-redirect-offer";
import { saveBlogPost } from "../actions";
import type { AdminBlogPost } from "../queries";
import { blogPostFieldsSchema, DEFAULT_READ_TIME, type BlogPostFields } from "../schemas";
import { blogSeoScore, META_DESCRIPTION_LIMIT } from "../seo-score";
import { slugify } from "@/lib/slug";
import { SeoScoreBadge, SeoScoreCard } from "./seo-score-card";

type Tab = "content" | "seo" | "settings";
type FieldName = keyof BlogPostFields;

/** Which tab holds each field, to open the one with the first error. */
const FIELD_TABS: Record<FieldName, Tab> = {
  title: "content",
  slug: "content",
  excerpt: "content",
  content: "content",
  image: "content",
  metaDescription: "seo",
  seoKeywords: "seo",
  serviceKeywords: "seo",
  author: "settings",
  category: "settings",
  readTime: "settings",
  isPublished: "settings",
  isFeatured: "settings",
};
const FIELDS = Object.keys(FIELD_TABS) as FieldName[];
const TABS: Tab[] = ["content", "seo", "settings"];

function valuesOf(post: AdminBlogPost | null): BlogPostFields {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    image: post?.image ?? "",
    author: post?.author ?? "",
    category: post?.category ?? "",
    metaDescription: post?.metaDescription ?? "",
    seoKeywords: post?.seoKeywords ?? "",
    serviceKeywords: post?.serviceKeywords ?? [],
    isPublished: post?.isPublished ?? false,
    isFeatured: post?.isFeatured ?? false,
    readTime: post?.readTime ?? DEFAULT_READ_TIME,
  };
}

/**
 * The create/edit dialog with tabs Content, SEO and
 * Settings. The slug follows the title until the admin edits it (new posts
 * only: a published post keeps its address); the SEO score updates as they type.
 */
export function BlogPostDialog({
  open,
  onOpenChange,
  post,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  post: AdminBlogPost | null;
  onSaved: (post: AdminBlogPost, created: boolean) => void;
}) {
  const t = useTranslations("adminContent");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("common.cancel")}
        className="flex max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] flex-col gap-0 overflow-hidden p-0 sm:max-h-[calc(100dvh-3rem)] sm:max-w-4xl"
      >
        {open ? <BlogPostForm post={post} onSaved={onSaved} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BlogPostForm({
  post,
  onSaved,
  onCancel,
}: {
  post: AdminBlogPost | null;
  onSaved: (post: AdminBlogPost, created: boolean) => void;
  onCancel: () => void;
}) {
  const offerSlugRedirect = useSlugRedirectOffer();
  const t = useTranslations("adminContent");
  const [tab, setTab] = useState<Tab>("content");
  const [slugEdited, setSlugEdited] = useState(post !== null);
  const form = useForm<BlogPostFields>({ resolver: zodResolver(blogPostFieldsSchema), defaultValues: valuesOf(post) });
  const { register, control, formState, setValue } = form;
  const dialog = useEditDialog({
    // Mounted only while the dialog shows.
    open: true,
    form,
    fields: FIELDS,
    // An edit sends the version it loaded: someone else's newer change is refused, then overwritten only if asked.
    send: (values, overwrite, call) => call(saveBlogPost, { ...values, id: post?.id, expectedVersion: post?.updatedAt, overwrite }),
    savedMessage: t(post ? "blog.toasts.updated" : "blog.toasts.created"),
    onSaved: (saved) => {
      // A published post's address moved: offer the 301 from the old one (decision 030).
      if (post?.isPublished && saved.slug !== post.slug) offerSlugRedirect("blogPost", post.slug, saved.slug);
      onSaved(saved, post === null);
    },
    onClose: onCancel,
    onFirstError: (field) => setTab(FIELD_TABS[field]),
  });
  const [title, slug, excerpt, metaDescription, seoKeywords, image] = useWatch({
    control,
    name: ["title", "slug", "excerpt", "metaDescription", "seoKeywords", "image"],
  });
  const seoInput = { title, metaDescription, seoKeywords, excerpt };
  const seo = blogSeoScore(seoInput);
  const tabsWithErrors = new Set(FIELDS.filter((name) => formState.errors[name]).map((name) => FIELD_TABS[name]));

  // A new post's slug follows its title until the admin edits the slug.
  function followTitle(event: React.ChangeEvent<HTMLInputElement>) {
    if (!slugEdited) setValue("slug", slugify(event.target.value));
  }

  return (
    <form onSubmit={dialog.onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <DialogHeader className="border-b border-border px-5 py-4 sm:px-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <DialogTitle>{post ? t("blog.dialog.editTitle") : t("blog.dialog.createTitle")}</DialogTitle>
          <SeoScoreBadge result={seo} />
        </div>
        <DialogDescription>{t("blog.dialog.description")}</DialogDescription>
      </DialogHeader>

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="min-h-0 flex-1 gap-0">
        <div className="border-b border-border px-5 py-3 sm:px-6">
          <TabsList className="w-full sm:w-fit">
            {TABS.map((name) => (
              <TabsTrigger key={name} value={name} className="flex-1 sm:flex-none">
                {t(`blog.dialog.tabs.${name}`)}
                {tabsWithErrors.has(name) ? (
                  <span className="size-1.5 rounded-full bg-red-400" role="img" aria-label={t("blog.dialog.invalidTab", { tab: t(`blog.dialog.tabs.${name}`) })} />
                ) : null}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>

        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
          {/* Kept mounted while hidden: the editor keeps its history, and errors on other tabs stay set. */}
          <TabsContent value="content" forceMount className="grid gap-5 data-[state=inactive]:hidden">
            <TextField form={form} name="title" id="blog-title" label={t("blog.fields.title")} registerOptions={{ onChange: followTitle }} />
            <TextField
              form={form}
              name="slug"
              id="blog-slug"
              label={t("blog.fields.slug")}
              hint={t("blog.fields.slugHelp", { slug: slug || slugify(title) || "…" })}
              spellCheck={false}
              autoCapitalize="none"
              className="font-mono text-sm"
              registerOptions={{ onChange: () => setSlugEdited(true) }}
            />
            <TextField multiline form={form} name="excerpt" id="blog-excerpt" label={t("blog.fields.excerpt")} hint={t("blog.fields.excerptHelp", { count: excerpt.trim().length })} rows={3} />
            <FormField id="blog-content" label={t("blog.fields.content")} error={formState.errors.content?.message}>
              {(a11y) => (
                <Controller
                  control={control}
                  name="content"
                  render={({ field }) => <RichTextEditor control={a11y} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
                />
              )}
            </FormField>
            <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <ImagePreview
                src={isUsableImageUrl(image) ? image.trim() : ""}
                alt={t("blog.fields.imageAlt")}
                emptyText={t("banners.noImage")}
                failedText={t("common.previewFailed")}
                className="aspect-[16/10] w-full"
              />
              <FormField id="blog-image" label={t("blog.fields.image")} hint={t("upload.hint")} error={formState.errors.image?.message}>
                {(a11y) => (
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <Input {...a11y} inputMode="url" placeholder="/api/media/… or https://…" {...register("image")} />
                    <ImageUploadButton
                      action={uploadContentImage}
                      fields={{ purpose: "blog" }}
                      onUploaded={({ url }) => setValue("image", url, { shouldDirty: true, shouldValidate: true })}
                      className="h-11 shrink-0"
                    />
                  </div>
                )}
              </FormField>
            </div>
          </TabsContent>

          <TabsContent value="seo" forceMount className="grid gap-5 data-[state=inactive]:hidden">
            <TextField
              multiline
              form={form}
              name="metaDescription"
              id="blog-meta"
              label={t("blog.fields.metaDescription")}
              counter={<CharCounter length={metaDescription.length} max={META_DESCRIPTION_LIMIT} aria-live="polite" />}
              rows={3}
            />
            <TextField form={form} name="seoKeywords" id="blog-seo-keywords" label={t("blog.fields.seoKeywords")} hint={t("blog.fields.seoKeywordsHelp")} />
            <ChipsField
              form={form}
              name="serviceKeywords"
              id="blog-service-keywords"
              label={t("blog.fields.serviceKeywords")}
              hint={t("blog.fields.serviceKeywordsHelp")}
              maxLength={60}
              maxItems={30}
            />
            <SeoScoreCard result={seo} input={seoInput} />
          </TabsContent>

          <TabsContent value="settings" forceMount className="grid gap-5 data-[state=inactive]:hidden">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField form={form} name="author" id="blog-author" label={t("blog.fields.author")} />
              <TextField form={form} name="category" id="blog-category" label={t("blog.fields.category")} />
            </div>
            <TextField
              form={form}
              name="readTime"
              id="blog-read-time"
              label={t("blog.fields.readTime")}
              fieldClassName="sm:max-w-48"
              type="number"
              min={1}
              max={120}
              step={1}
              inputMode="numeric"
              registerOptions={{ valueAsNumber: true }}
            />
            <SwitchField control={control} name="isPublished" id="blog-isPublished" label={t("blog.fields.publish")} hint={t("blog.fields.publishHelp")} />
            <SwitchField control={control} name="isFeatured" id="blog-isFeatured" label={t("blog.fields.featured")} hint={t("blog.fields.featuredHelp")} />
          </TabsContent>
        </div>
      </Tabs>

      <DialogFooter className="flex-row justify-end border-t border-border px-5 py-3 sm:px-6 sm:py-4">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={dialog.submitting}>
          {dialog.submitting ? t("common.saving") : post ? t("blog.dialog.save") : t("blog.dialog.create")}
        </Button>
      </DialogFooter>
    </form>
  );
}
