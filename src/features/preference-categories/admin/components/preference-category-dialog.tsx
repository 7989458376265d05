"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Controller, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { FieldMessages, FormField } from "@/features/admin/components/form-field";
import { ImagePreview } from "@/features/admin/components/image-preview";
import { ImageUploadButton } from "@/features/admin/components/image-upload-button";
import { isUsableImageUrl } from "@/lib/content-rules";
import { useConflictToast } from "@/features/admin/use-conflict-toast";
import { useUnsavedChangesGuard } from "@/features/admin/use-unsaved-changes";
import { createPreferenceCategory, updatePreferenceCategory, uploadPreferenceCategoryImage } from "../actions";
import {
  EMPTY_PREFERENCE_CATEGORY,
  missingRequiredFields,
  parseOrder,
  PREFERENCE_LIMITS,
  preferenceCategorySchema,
  type PreferenceCategoryValues,
} from "../schemas";
import type { PreferenceCategoryItem } from "../types";
import { applyFieldErrors, useAdminAction } from "@/features/admin/use-admin-action";

const FIELDS = ["name", "path", "imageUrl", "imageAlt", "orderIndex", "isActive"] as const;

/** Create or edit one tile: name, path, image (upload or URL), alt text, order, active. */
export function PreferenceCategoryDialog({
  target,
  onClose,
}: {
  target: PreferenceCategoryItem | "new" | null;
  onClose: () => void;
}) {
  const callAdmin = useAdminAction();
  const offerOverwrite = useConflictToast();
  const tErrors = useTranslations("adminShell.actionErrors");
  const t = useTranslations("adminModels.preferenceCategories");
  const tCommon = useTranslations("adminModels.common");
  const router = useRouter();
  const isNew = target === "new";
  const form = useForm<PreferenceCategoryValues>({
    resolver: zodResolver(preferenceCategorySchema),
    defaultValues: target && target !== "new" ? pick(target) : EMPTY_PREFERENCE_CATEGORY,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChangesGuard(target !== null && isDirty, tErrors("unsavedChanges"));

  // An edit sends the version it loaded: a newer change by someone else is refused, then overwritten only if asked.
  async function save(values: PreferenceCategoryValues, overwrite = false) {
    const tile = target as PreferenceCategoryItem;
    const result = isNew
      ? await callAdmin(createPreferenceCategory, values)
      : await callAdmin(updatePreferenceCategory, { ...values, id: tile.id, expectedVersion: tile.updatedAt, overwrite });
    if (offerOverwrite(result, () => save(values, true))) return;
    if (!result.ok) {
      toast.error(result.error);
      applyFieldErrors(form.setError, result.fieldErrors, FIELDS);
      return;
    }
    toast.success(t(isNew ? "toast.created" : "toast.updated"));
    onClose();
    router.refresh();
  }

  function invalid() {
    if (missingRequiredFields(form.getValues())) toast.error(t("toast.requiredFields"));
  }

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (!open && !isSubmitting ? onClose() : undefined)}>
      <DialogContent className="sm:max-w-2xl" closeLabel={tCommon("close")}>
        <DialogHeader>
          <DialogTitle>{isNew ? t("createTitle") : t("editTitle")}</DialogTitle>
          <DialogDescription>{t("dialogDescription")}</DialogDescription>
        </DialogHeader>
        <FieldMessages namespace="adminModels.errors">
          <form onSubmit={form.handleSubmit((values) => save(values), invalid)} noValidate className="flex flex-col gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField id="pc-name" label={t("fields.name")} required error={errors.name?.message}>
                {(control) => <Input {...control} maxLength={PREFERENCE_LIMITS.name} autoComplete="off" {...form.register("name")} />}
              </FormField>
              <FormField id="pc-path" label={t("fields.path")} required hint={t("fields.pathHint")} error={errors.path?.message}>
                {(control) => (
                  <Input
                    {...control}
                    maxLength={PREFERENCE_LIMITS.path}
                    placeholder="/blonde-escorts"
                    autoComplete="off"
                    spellCheck={false}
                    className="font-mono"
                    {...form.register("path")}
                  />
                )}
              </FormField>
            </div>

            <ImageField form={form} />

            <FormField id="pc-alt" label={t("fields.alt")} hint={t("fields.altHint")} error={errors.imageAlt?.message}>
              {(control) => <Input {...control} maxLength={PREFERENCE_LIMITS.imageAlt} {...form.register("imageAlt")} />}
            </FormField>

            <div className="grid gap-5 sm:grid-cols-2">
              <FormField id="pc-order" label={t("fields.order")} hint={t("fields.orderHint")} error={errors.orderIndex?.message}>
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={PREFERENCE_LIMITS.maxOrder}
                    step={1}
                    className="w-32"
                    {...form.register("orderIndex", { setValueAs: parseOrder })}
                  />
                )}
              </FormField>
              <div className="flex items-center gap-3 self-start sm:pt-7">
                <Controller
                  control={form.control}
                  name="isActive"
                  render={({ field }) => <Switch id="pc-active" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />}
                />
                <Label htmlFor="pc-active">{t("fields.active")}</Label>
              </div>
            </div>

            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
                {tCommon("cancel")}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? tCommon("saving") : isNew ? t("create") : tCommon("save")}
              </Button>
            </DialogFooter>
          </form>
        </FieldMessages>
      </DialogContent>
    </Dialog>
  );
}

function pick(item: PreferenceCategoryItem): PreferenceCategoryValues {
  return {
    name: item.name,
    path: item.path,
    imageUrl: item.imageUrl,
    imageAlt: item.imageAlt,
    orderIndex: item.orderIndex,
    isActive: item.isActive,
  };
}

type CategoryForm = UseFormReturn<PreferenceCategoryValues>;

/**
 * The image: upload a file (checked for type and 10 MB, then by its bytes on
 * the server, spec §5) or paste a URL; a preview shows what the tile will
 * carry, or says when the image cannot be loaded.
 */
function ImageField({ form }: { form: CategoryForm }) {
  const t = useTranslations("adminModels.preferenceCategories");
  const hintId = useId();
  const imageUrl = useWatch({ control: form.control, name: "imageUrl" });

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4" aria-describedby={hintId}>
      <legend className="px-1 text-sm font-medium">
        {t("fields.image")}
        <span aria-hidden="true" className="ml-0.5 text-primary">
          *
        </span>
      </legend>
      <div className="flex flex-col gap-4 sm:flex-row">
        <ImagePreview
          src={isUsableImageUrl(imageUrl) ? imageUrl.trim() : ""}
          alt={t("previewAlt")}
          emptyText={t("noImage")}
          failedText={t("previewFailed")}
          className="aspect-[4/5] w-32 shrink-0"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <ImageUploadButton
              action={uploadPreferenceCategoryImage}
              onUploaded={({ url }) => form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true })}
              label={t("upload")}
              inputTestId="pc-image-file"
            />
            <span id={hintId} className="text-xs text-muted-foreground">
              {t("fields.imageHint")}
            </span>
          </div>
          <FormField id="pc-image-url" label={t("fields.imageUrl")} error={form.formState.errors.imageUrl?.message}>
            {(control) => (
              <Input
                {...control}
                maxLength={PREFERENCE_LIMITS.imageUrl}
                placeholder="https://… or /api/media/…"
                spellCheck={false}
                className="font-mono text-xs md:text-xs"
                {...form.register("imageUrl")}
              />
            )}
          </FormField>
        </div>
      </div>
    </fieldset>
  );
}
