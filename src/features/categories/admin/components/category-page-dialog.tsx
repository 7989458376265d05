"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Controller, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { FormField } from "@/features/admin/components/form-field";
import { updateCategoryPage } from "../actions";
import { categoryPageFormSchema, LANDING_LIMITS, type CategoryPageFormValues, type LandingFieldsValues } from "../schemas";
import type { CategoryPageItem } from "../types";
import { LandingFields } from "./landing-fields";
import { applyFieldErrors, useAdminAction } from "@/features/admin/use-admin-action";
import { PublicPageLink } from "@/features/admin/components/public-page-link";

const FIELDS = ["name", "isActive", "description", "content", "seoTitle", "seoDescription", "keywords"] as const;

/** Edit one category landing page: its name, whether it is published, and its landing fields. */
export function CategoryPageDialog({ item, onClose }: { item: CategoryPageItem | null; onClose: () => void }) {
  const callAdmin = useAdminAction();
  const t = useTranslations("adminModels.categoryPages");
  const tCommon = useTranslations("adminModels.common");
  const router = useRouter();
  const form = useForm<CategoryPageFormValues>({
    resolver: zodResolver(categoryPageFormSchema),
    defaultValues: item
      ? {
          name: item.name,
          isActive: item.isActive,
          description: item.description,
          content: item.content,
          seoTitle: item.seoTitle,
          seoDescription: item.seoDescription,
          keywords: item.keywords,
        }
      : undefined,
  });
  const { errors, isSubmitting } = form.formState;
  const name = useWatch({ control: form.control, name: "name" }) ?? "";

  async function save(values: CategoryPageFormValues) {
    if (!item) return;
    const result = await callAdmin(updateCategoryPage, { ...values, id: item.id });
    if (!result.ok) {
      toast.error(result.error);
      applyFieldErrors(form.setError, result.fieldErrors, FIELDS);
      return;
    }
    toast.success(t("toast.updated"));
    onClose();
    router.refresh();
  }

  return (
    <Dialog open={item !== null} onOpenChange={(open) => (!open && !isSubmitting ? onClose() : undefined)}>
      <DialogContent className="sm:max-w-3xl" closeLabel={tCommon("close")}>
        {item ? (
          <>
            <DialogHeader>
              <DialogTitle>{t("editTitle", { name: item.name })}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-x-2">
                {t("editDescription")}
                <PublicPageLink path={item.path} />
              </DialogDescription>
            </DialogHeader>
            <form onSubmit={form.handleSubmit(save)} noValidate className="flex flex-col gap-5">
              <div className="grid gap-5 sm:grid-cols-[1fr_auto] sm:items-start">
                <FormField id="cat-name" label={t("name")} required error={errors.name?.message}>
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
              <LandingFields
                form={form as unknown as UseFormReturn<LandingFieldsValues>}
                idPrefix="cat"
                fallbackTitle={name.trim() || item.name}
                path={item.path}
              />
              <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t border-border bg-popover px-6 py-4">
                <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
                  {tCommon("cancel")}
                </Button>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? tCommon("saving") : tCommon("save")}
                </Button>
              </DialogFooter>
            </form>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
