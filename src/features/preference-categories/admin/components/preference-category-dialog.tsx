"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Controller, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { FieldMessages } from "@/features/admin/components/form-field";
import { ImagePreview } from "@/features/admin/components/image-preview";
import { ImageUploadButton } from "@/features/admin/components/image-upload-button";
import { TextField } from "@/features/admin/components/text-field";
import { EditDialog } from "@/features/admin/dialog/edit-dialog";
import { createOrUpdate, useEditDialog } from "@/features/admin/dialog/use-edit-dialog";
import { isUsableImageUrl } from "@/lib/content-rules";
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
import { pickFields } from "@/lib/pick";

const FIELDS = ["name", "path", "imageUrl", "imageAlt", "orderIndex", "isActive"] as const;

/** Create or edit one tile: name, path, image (upload or URL), alt text, order, active. */
export function PreferenceCategoryDialog({
  target,
  onClose,
}: {
  target: PreferenceCategoryItem | "new" | null;
  onClose: () => void;
}) {
  const t = useTranslations("adminModels.preferenceCategories");
  const tCommon = useTranslations("adminModels.common");
  const router = useRouter();
  const isNew = target === "new";
  const form = useForm<PreferenceCategoryValues>({
    resolver: zodResolver(preferenceCategorySchema),
    defaultValues: target && target !== "new" ? pick(target) : EMPTY_PREFERENCE_CATEGORY,
  });
  const dialog = useEditDialog({
    open: target !== null,
    form,
    fields: FIELDS,
    // An edit sends the version it loaded: a newer change by someone else is refused, then overwritten only if asked.
    send: createOrUpdate(target && target !== "new" ? target : null, createPreferenceCategory, updatePreferenceCategory),
    savedMessage: t(isNew ? "toast.created" : "toast.updated"),
    onSaved: () => {
      onClose();
      router.refresh();
    },
    onClose,
    onInvalid: () => {
      if (missingRequiredFields(form.getValues())) toast.error(t("toast.requiredFields"));
    },
    // This dialog has always closed at once; leaving the page with changes still asks.
    askBeforeClose: false,
  });
  const texts = {
    title: isNew ? t("createTitle") : t("editTitle"),
    description: t("dialogDescription"),
    closeLabel: tCommon("close"),
    cancel: tCommon("cancel"),
    submit: isNew ? t("create") : tCommon("save"),
    busy: tCommon("saving"),
  };

  return (
    <FieldMessages namespace="adminModels.errors">
      <EditDialog {...dialog} texts={texts} className="sm:max-w-2xl">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="name" id="pc-name" label={t("fields.name")} required maxLength={PREFERENCE_LIMITS.name} autoComplete="off" />
          <TextField
            form={form}
            name="path"
            id="pc-path"
            label={t("fields.path")}
            required
            hint={t("fields.pathHint")}
            maxLength={PREFERENCE_LIMITS.path}
            placeholder="/blonde-escorts"
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
          />
        </div>

        <ImageField form={form} />

        <TextField form={form} name="imageAlt" id="pc-alt" label={t("fields.alt")} hint={t("fields.altHint")} maxLength={PREFERENCE_LIMITS.imageAlt} />

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            form={form}
            name="orderIndex"
            id="pc-order"
            label={t("fields.order")}
            hint={t("fields.orderHint")}
            type="number"
            inputMode="numeric"
            min={0}
            max={PREFERENCE_LIMITS.maxOrder}
            step={1}
            className="w-32"
            registerOptions={{ setValueAs: parseOrder }}
          />
          <div className="flex items-center gap-3 self-start sm:pt-7">
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => <Switch id="pc-active" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />}
            />
            <Label htmlFor="pc-active">{t("fields.active")}</Label>
          </div>
        </div>
      </EditDialog>
    </FieldMessages>
  );
}

function pick(item: PreferenceCategoryItem): PreferenceCategoryValues {
  return pickFields(item, ["name", "path", "imageUrl", "imageAlt", "orderIndex", "isActive"]);
}

type CategoryForm = UseFormReturn<PreferenceCategoryValues>;

/**
 * The image: upload a file (checked for type and 10 MB, then by its bytes on
 * the server) or paste a URL; a preview shows what the tile will
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
          <TextField
            form={form}
            name="imageUrl"
            id="pc-image-url"
            label={t("fields.imageUrl")}
            maxLength={PREFERENCE_LIMITS.imageUrl}
            placeholder="https://… or /api/media/…"
            spellCheck={false}
            className="font-mono text-xs md:text-xs"
          />
        </div>
      </div>
    </fieldset>
  );
}
