"use client";

import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { FormField } from "@/features/admin/components/form-field";
import { LandingPageDialog } from "@/features/admin/components/landing-page-dialog";
import { LANDING_LIMITS, landingValuesOf } from "@/features/admin/landing-page";
import { updateCategoryPage } from "../actions";
import { categoryPageFormSchema, type CategoryPageFormValues } from "../schemas";
import type { CategoryPageItem } from "../types";

/** Edit one category landing page: its name, whether it is published, and its landing fields. */
export function CategoryPageDialog({ item, onClose }: { item: CategoryPageItem | null; onClose: () => void }) {
  const t = useTranslations("adminModels.categoryPages");
  return (
    <LandingPageDialog<CategoryPageFormValues>
      page={item}
      title={item ? t("editTitle", { name: item.name }) : ""}
      description={t("editDescription")}
      schema={categoryPageFormSchema}
      defaultValues={item ? { name: item.name, isActive: item.isActive, ...landingValuesOf(item) } : undefined}
      fields={["name", "isActive"]}
      action={updateCategoryPage}
      savedMessage={t("toast.updated")}
      fallbackTitle={(form) => form.watch("name")?.trim() || (item?.name ?? "")}
      idPrefix="cat"
      testId="category-page-form"
      onClose={onClose}
      before={(form) => (
        <div className="grid gap-5 sm:grid-cols-[1fr_auto] sm:items-start">
          <FormField id="cat-name" label={t("name")} required error={form.formState.errors.name?.message}>
            {(control) => <Input {...control} maxLength={LANDING_LIMITS.name} {...form.register("name")} />}
          </FormField>
          <div className="flex items-center gap-3 sm:pt-7">
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => <Switch id="cat-active" checked={field.value} onCheckedChange={field.onChange} />}
            />
            <Label htmlFor="cat-active">{t("published")}</Label>
          </div>
        </div>
      )}
    />
  );
}
