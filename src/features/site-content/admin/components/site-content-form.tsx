"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { isUsableImageUrl } from "@/lib/content-rules";
import { updateSiteContent, uploadContentImage } from "../actions";
import { FormField } from "@/features/admin/components/form-field";
import { applyFieldErrors, useAdminAction } from "@/features/admin/use-admin-action";
import { useConflictToast } from "@/features/admin/use-conflict-toast";
import { useUnsavedChangesGuard } from "@/features/admin/use-unsaved-changes";
import type { AdminContentBlock } from "../../queries";
import { siteContentFieldsSchema, type SiteContentFields } from "../schemas";
import { ImagePreview } from "@/features/admin/components/image-preview";
import { ImageUploadButton } from "@/features/admin/components/image-upload-button";
import { pickFields } from "@/lib/pick";

const FIELDS = ["title", "subtitle", "content", "imageUrl", "imageAlt", "buttonText", "buttonUrl"] as const;

function valuesOf(block: AdminContentBlock): SiteContentFields {
  return pickFields(block, FIELDS);
}

/**
 * One site_content block's editor, saved on its own (title, subtitle, content,
 * image URL, image alt, button text, button URL). Values stay in the form when
 * a save fails.
 */
export function SiteContentForm({
  block,
  label,
  onSaved,
  onDirtyChange,
}: {
  block: AdminContentBlock;
  /** The form's accessible name, e.g. 'About · Introduction'. */
  label: string;
  onSaved?: (block: AdminContentBlock) => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const callAdmin = useAdminAction();
  const offerOverwrite = useConflictToast();
  const tErrors = useTranslations("adminShell.actionErrors");
  const t = useTranslations("adminContent");
  const form = useForm<SiteContentFields>({ resolver: zodResolver(siteContentFieldsSchema), defaultValues: valuesOf(block) });
  const { register, control, handleSubmit, formState, setError, reset, setValue } = form;
  const error = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message;
  const id = (name: string) => `content-${block.section}-${name}`;
  const [imageUrl, imageAlt] = useWatch({ control, name: ["imageUrl", "imageAlt"] });

  // The version this form last loaded or saved: sent with each save so a newer change by someone else is not overwritten unasked.
  const [version, setVersion] = useState(block.updatedAt);

  async function saveValues(values: SiteContentFields, overwrite: boolean) {
    const result = await callAdmin(updateSiteContent, { id: block.id, ...values, expectedVersion: version, overwrite });
    if (offerOverwrite(result, () => saveValues(values, true))) return;
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, FIELDS);
      toast.error(result.error);
      return;
    }
    setVersion(result.data.updatedAt);
    reset(valuesOf(result.data));
    onSaved?.(result.data);
    toast.success(t("siteContent.toasts.updated"));
  }
  const save = handleSubmit((values) => saveValues(values, false));

  const dirty = formState.isDirty;
  useUnsavedChangesGuard(dirty, tErrors("unsavedChanges"));
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  return (
    <form onSubmit={save} noValidate className="grid gap-5" aria-label={label}>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField id={id("title")} label={t("siteContent.fields.title")} error={error("title")}>
          {(control) => <Input {...control} {...register("title")} />}
        </FormField>
        <FormField id={id("subtitle")} label={t("siteContent.fields.subtitle")} error={error("subtitle")}>
          {(control) => <Input {...control} {...register("subtitle")} />}
        </FormField>
      </div>
      <FormField id={id("content")} label={t("siteContent.fields.content")} hint={t("siteContent.contentHelp")} error={error("content")}>
        {(control) => <Textarea {...control} rows={7} className="min-h-40 leading-relaxed" {...register("content")} />}
      </FormField>
      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_9rem]">
        <div className="grid gap-5">
          <FormField id={id("imageUrl")} label={t("siteContent.fields.imageUrl")} error={error("imageUrl")}>
            {(control) => (
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input {...control} inputMode="url" placeholder="/api/media/… or https://…" {...register("imageUrl")} />
                <ImageUploadButton
                  action={uploadContentImage}
                  fields={{ purpose: "site" }}
                  onUploaded={({ url }) => setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true })}
                  className="h-11 shrink-0"
                />
              </div>
            )}
          </FormField>
          <FormField id={id("imageAlt")} label={t("siteContent.fields.imageAlt")} error={error("imageAlt")}>
            {(control) => <Input {...control} {...register("imageAlt")} />}
          </FormField>
        </div>
        <ImagePreview
          src={isUsableImageUrl(imageUrl) ? imageUrl.trim() : ""}
          alt={imageAlt}
          emptyText={t("banners.noImage")}
          failedText={t("common.previewFailed")}
          className="hidden aspect-square md:block"
        />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField id={id("buttonText")} label={t("siteContent.fields.buttonText")} error={error("buttonText")}>
          {(control) => <Input {...control} {...register("buttonText")} />}
        </FormField>
        <FormField
          id={id("buttonUrl")}
          label={t("siteContent.fields.buttonUrl")}
          hint={t("siteContent.buttonHelp")}
          error={error("buttonUrl")}
        >
          {(control) => <Input {...control} inputMode="url" placeholder="/models" {...register("buttonUrl")} />}
        </FormField>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-border pt-4">
        {dirty ? <span className="mr-auto text-xs text-muted-foreground">{t("common.unsaved")}</span> : null}
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("common.saving") : t("common.save")}
        </Button>
      </div>
    </form>
  );
}
