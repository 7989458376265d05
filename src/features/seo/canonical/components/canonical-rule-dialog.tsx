"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { FormField } from "@/features/admin/components/form-field";
import { applyFieldErrors, useAdminAction } from "@/features/admin/use-admin-action";
import { useUnsavedChangesGuard } from "@/features/admin/use-unsaved-changes";
import { createCanonicalRule, updateCanonicalRule } from "../actions";
import type { AdminCanonicalRule } from "../queries";
import { CANONICAL_RULE_LIMITS } from "../rules";
import { canonicalRuleFieldsSchema, type CanonicalRuleFields, type CanonicalRuleFieldsInput } from "../schemas";

const FIELDS = ["pattern", "canonicalUrl", "isActive"] as const;
const BLANK: CanonicalRuleFieldsInput = { pattern: "", canonicalUrl: "", isActive: true };

/**
 * Add or edit one canonical rule (admin spec screen 5): the pattern, the
 * canonical URL and whether it applies. A pattern another rule holds is
 * refused by the save with the reason under the field; what was typed is
 * kept. Closing with unsaved changes asks first.
 */
export function CanonicalRuleDialog({ target, onClose, onSaved }: { target: AdminCanonicalRule | "new" | null; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations("adminSeo.technical.canonical");
  const tErrors = useTranslations("adminShell.actionErrors");
  const callAdmin = useAdminAction();
  const editing = target !== null && target !== "new" ? target : null;
  const form = useForm<CanonicalRuleFieldsInput, unknown, CanonicalRuleFields>({
    resolver: zodResolver(canonicalRuleFieldsSchema),
    defaultValues: editing ? { pattern: editing.pattern, canonicalUrl: editing.canonicalUrl, isActive: editing.isActive } : BLANK,
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const unsavedMessage = tErrors("unsavedChanges");
  useUnsavedChangesGuard(target !== null && isDirty, unsavedMessage);

  function close() {
    if (isSubmitting) return;
    if (isDirty && !window.confirm(unsavedMessage)) return;
    onClose();
  }

  async function save(fields: CanonicalRuleFields) {
    const result = editing ? await callAdmin(updateCanonicalRule, { ...fields, id: editing.id }) : await callAdmin(createCanonicalRule, fields);
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, FIELDS);
      toast.error(result.error);
      return;
    }
    toast.success(editing ? t("toasts.saved") : t("toasts.created"));
    onSaved();
  }

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (!open ? close() : undefined)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg" closeLabel={t("dialog.close")}>
        <DialogHeader>
          <DialogTitle>{editing ? t("dialog.editTitle") : t("dialog.createTitle")}</DialogTitle>
          <DialogDescription>{t("dialog.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(save)} noValidate className="flex min-w-0 flex-col gap-5">
          <FormField id="canonical-pattern" label={t("dialog.pattern")} hint={t("dialog.patternHint")} required error={errors.pattern?.message}>
            {(a11y) => (
              <Input
                {...a11y}
                autoComplete="off"
                spellCheck={false}
                inputMode="url"
                placeholder="/models/*"
                maxLength={CANONICAL_RULE_LIMITS.pattern}
                className="font-mono"
                {...register("pattern")}
              />
            )}
          </FormField>
          <FormField id="canonical-url" label={t("dialog.canonicalUrl")} hint={t("dialog.canonicalUrlHint")} required error={errors.canonicalUrl?.message}>
            {(a11y) => (
              <Input
                {...a11y}
                autoComplete="off"
                spellCheck={false}
                inputMode="url"
                placeholder="/models"
                maxLength={CANONICAL_RULE_LIMITS.canonicalUrl}
                className="font-mono"
                {...register("canonicalUrl")}
              />
            )}
          </FormField>
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-4">
                <div className="flex flex-col gap-1">
                  <Label htmlFor="canonical-active">{t("dialog.isActive")}</Label>
                  <p id="canonical-active-help" className="text-xs text-muted-foreground">
                    {t("dialog.isActiveHint")}
                  </p>
                </div>
                <Switch id="canonical-active" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} aria-describedby="canonical-active-help" />
              </div>
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={isSubmitting}>
              {t("dialog.cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("dialog.saving") : editing ? t("dialog.save") : t("dialog.create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
