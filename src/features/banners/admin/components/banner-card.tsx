"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { isUsableImageUrl } from "@/lib/content-rules";
import { FieldMessages, FormField } from "@/features/admin/components/form-field";
import { imageUrlSchema } from "@/features/forms/field-schemas";
import { SelectField } from "@/features/admin/components/select-field";
import { applyFieldErrors, useAdminAction } from "@/features/admin/use-admin-action";
import { ConfirmDelete } from "@/features/admin/components/confirm-delete";
import { ImagePreview } from "@/features/admin/components/image-preview";
import { ImageUploadButton } from "@/features/admin/components/image-upload-button";
import { cn } from "@/lib/utils";
import { useConflictToast } from "@/features/admin/use-conflict-toast";
import { useUnsavedChangesGuard } from "@/features/admin/use-unsaved-changes";
import { deleteBanner, updateBanner, uploadBannerImage } from "../actions";
import { DEVICES, VISIBILITIES } from "../constants";
import type { BannerWriteResult } from "../actions";
import type { AdminBanner } from "../queries";
import { bannerDetailsSchema, type BannerPatch } from "../schemas";
import { pickFields } from "@/lib/pick";

const FIELDS = ["imageUrl", "caption", "altText", "orderIndex", "deviceType", "visibility"] as const;
type FormValues = z.infer<typeof bannerDetailsSchema> & { imageUrl: string };

function valuesOf(banner: AdminBanner): FormValues {
  return pickFields(banner, ["imageUrl", "caption", "altText", "orderIndex", "deviceType", "visibility"]);
}

/**
 * The image address may stay as it was (a new banner's is empty), but a
 * changed one must be a /path or an http(s) URL; the action checks
 * the same, since only changed fields are sent.
 */
function formSchema(savedImageUrl: string) {
  return bannerDetailsSchema.extend({
    imageUrl: imageUrlSchema({ message: "common.invalidUrl" }).refine((value) => value !== "" || savedImageUrl.trim() === "", "common.invalidUrl"),
  });
}

export interface BannerCardProps {
  banner: AdminBanner;
  sectionLabel: string;
  /** The form was saved: the banner as saved, and the banners exclusivity switched off (the manager announces it). */
  onSaved: (result: BannerWriteResult) => void;
  /** The image was replaced by an upload. */
  onWritten: (result: BannerWriteResult) => void;
  onToggle: (banner: AdminBanner, active: boolean) => Promise<void>;
  onDeleted: (id: string) => void;
  toggling: boolean;
  autoFocus?: boolean;
}

/** One banner: active toggle, image, caption, alt text, order, device, visibility, delete. */
export function BannerCard({ banner, sectionLabel, onSaved, onWritten, onToggle, onDeleted, toggling, autoFocus }: BannerCardProps) {
  const callAdmin = useAdminAction();
  const offerOverwrite = useConflictToast();
  const t = useTranslations("adminContent");
  const tErrors = useTranslations("adminShell.actionErrors");
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const schema = useMemo(() => formSchema(banner.imageUrl), [banner.imageUrl]);
  const form = useForm<FormValues>({ resolver: zodResolver(schema), defaultValues: valuesOf(banner) });
  const { register, control, handleSubmit, formState, setError, reset, resetField } = form;
  const error = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message;
  const captionRef = useRef<HTMLInputElement | null>(null);
  const [imageUrl, altText, caption] = useWatch({ control, name: ["imageUrl", "altText", "caption"] });
  const { ref: captionFieldRef, ...captionField } = register("caption");

  useEffect(() => {
    if (autoFocus) captionRef.current?.focus();
  }, [autoFocus]);

  useUnsavedChangesGuard(formState.isDirty, tErrors("unsavedChanges"));

  // Sends the version this card shows: someone else's newer change is refused, then overwritten only if asked.
  async function savePatch(patch: BannerPatch, overwrite: boolean) {
    const expectedVersion = new Date(banner.updatedAt).toISOString();
    const result = await callAdmin(updateBanner, { id: banner.id, patch, expectedVersion, overwrite });
    if (offerOverwrite(result, () => savePatch(patch, true))) return;
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, FIELDS, "patch.");
      toast.error(result.error);
      return;
    }
    reset(valuesOf(result.data.banner));
    onSaved(result.data);
  }

  const save = handleSubmit(async (values) => {
    const patch = Object.fromEntries(
      FIELDS.filter((name) => formState.dirtyFields[name]).map((name) => [name, values[name]]),
    ) as BannerPatch;
    if (Object.keys(patch).length === 0) return;
    await savePatch(patch, false);
  });

  /** Saved already: the field takes the new address as its clean value, other edits stay. */
  function uploaded(result: BannerWriteResult) {
    resetField("imageUrl", { defaultValue: result.banner.imageUrl });
    onWritten(result);
  }

  async function remove(): Promise<boolean> {
    const result = await callAdmin(deleteBanner, { id: banner.id });
    if (!result.ok) {
      toast.error(result.error);
      return false;
    }
    onDeleted(banner.id);
    toast.success(t("banners.toasts.deleted"));
    return true;
  }

  const previewSrc = isUsableImageUrl(imageUrl) ? imageUrl.trim() : "";
  const headingId = id("heading");

  return (
    <article
      aria-labelledby={headingId}
      className={cn("rounded-lg border bg-card transition-colors", banner.isActive ? "border-border" : "border-dashed border-border/80")}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-border px-4 py-3 sm:px-5">
        <div className="flex min-w-0 basis-full items-center gap-2 sm:basis-0 sm:flex-1">
          <Badge variant="outline" className="tabular-nums">
            {t("banners.bannerLabel", { order: banner.orderIndex })}
          </Badge>
          <h3 id={headingId} className={cn("min-w-0 truncate text-sm font-medium", banner.caption ? undefined : "text-muted-foreground italic")}>
            {banner.caption || t("banners.noCaption")}
          </h3>
        </div>
        <div className="flex w-full items-center gap-2 sm:w-auto">
          <Badge variant="secondary">{t(`banners.devices.${banner.deviceType}`)}</Badge>
          {banner.visibility === "admin_only" ? <Badge variant="warning">{t("banners.visibilities.admin_only")}</Badge> : null}
          <div className="ml-auto flex items-center gap-2 rounded-md border border-border px-2.5 py-1.5 sm:ml-1">
            <Switch
              id={id("active")}
              checked={banner.isActive}
              disabled={toggling}
              onCheckedChange={(checked) => void onToggle(banner, checked)}
            />
            <Label htmlFor={id("active")} className="text-xs">
              {t("banners.activeLabel")}
            </Label>
          </div>
          <ConfirmDelete
            triggerLabel={t("banners.delete")}
            description={t("banners.deleteDescription", { section: sectionLabel })}
            onConfirm={remove}
          />
        </div>
      </header>

      <FieldMessages namespace="adminContent">
        <form onSubmit={save} noValidate className="grid gap-5 p-4 sm:p-5 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
          <div className="flex flex-col gap-3">
            <ImagePreview
              src={previewSrc}
              alt={altText || caption}
              emptyText={t("banners.noImage")}
              failedText={t("common.previewFailed")}
              className={cn("aspect-video w-full", banner.isActive ? undefined : "opacity-60")}
            />
            <ImageUploadButton action={uploadBannerImage} fields={{ id: banner.id }} onUploaded={uploaded} className="w-full" />
            <p className="text-xs text-muted-foreground">{t("upload.hint")}</p>
          </div>

          <div className="grid content-start gap-4">
            <FormField id={id("imageUrl")} label={t("banners.fields.imageUrl")} error={error("imageUrl")}>
              {(a11y) => <Input {...a11y} inputMode="url" placeholder="/api/media/… or https://…" {...register("imageUrl")} />}
            </FormField>
            <div className="grid gap-4 md:grid-cols-2">
              <FormField id={id("caption")} label={t("banners.fields.caption")} error={error("caption")}>
                {(a11y) => (
                  <Input
                    {...a11y}
                    {...captionField}
                    ref={(element) => {
                      captionFieldRef(element);
                      captionRef.current = element;
                    }}
                  />
                )}
              </FormField>
              <FormField id={id("altText")} label={t("banners.fields.altText")} hint={t("banners.fields.altHelp")} error={error("altText")}>
                {(a11y) => <Input {...a11y} {...register("altText")} />}
              </FormField>
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField id={id("order")} label={t("banners.fields.order")} hint={t("banners.fields.orderHelp")} error={error("orderIndex")}>
                {(a11y) => <Input {...a11y} type="number" min={0} step={1} inputMode="numeric" {...register("orderIndex", { valueAsNumber: true })} />}
              </FormField>
              <SelectField
                control={control}
                name="deviceType"
                id={id("device")}
                label={t("banners.fields.deviceType")}
                options={DEVICES.map((device) => ({ value: device, label: t(`banners.devices.${device}`) }))}
              />
              <SelectField
                control={control}
                name="visibility"
                id={id("visibility")}
                label={t("banners.fields.visibility")}
                options={VISIBILITIES.map((visibility) => ({ value: visibility, label: t(`banners.visibilities.${visibility}`) }))}
              />
            </div>
            <div className="flex flex-wrap items-center justify-end gap-3 pt-1">
              {formState.isDirty ? <span className="mr-auto text-xs text-muted-foreground">{t("common.unsaved")}</span> : null}
              <Button type="submit" disabled={formState.isSubmitting || !formState.isDirty}>
                {formState.isSubmitting ? t("common.saving") : t("common.save")}
              </Button>
            </div>
          </div>
        </form>
      </FieldMessages>
    </article>
  );
}
