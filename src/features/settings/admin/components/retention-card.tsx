"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/features/admin/components/form-field";
import { SettingsCard } from "@/features/admin/components/settings-card";
import { applyFieldErrors, useAdminAction } from "@/features/admin/use-admin-action";
import { useUnsavedChangesGuard } from "@/features/admin/use-unsaved-changes";
import type { RetentionMessages, RetentionName } from "@/features/retention/registry";
import { retentionDaysSchema } from "@/features/retention/admin/schemas";
import { saveRetention } from "../actions";

type RetentionInput = { days: number };

/**
 * One retention period's card on System Settings › Security (the registry,
 * src/features/retention/registry.ts, lists them): the days, saved on their
 * own; the daily purge reads them.
 */
export function RetentionCard({
  period,
  initialDays,
  limits,
  messages,
}: {
  period: RetentionName;
  initialDays: number;
  limits: { min: number; max: number };
  messages: RetentionMessages;
}) {
  const callAdmin = useAdminAction();
  const t = useTranslations(messages);
  const tErrors = useTranslations("adminShell.actionErrors");
  const [savedDays, setSavedDays] = useState(initialDays);
  // The save action's rule for this period (retention/save.ts builds its schema from the same function).
  const [schema] = useState(() => retentionDaysSchema(limits, `${messages}.invalid`));
  const form = useForm<RetentionInput>({ resolver: zodResolver(schema), defaultValues: { days: initialDays } });
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard(isDirty, tErrors("unsavedChanges"));

  async function save(values: RetentionInput) {
    const result = await callAdmin(saveRetention, { period, ...values });
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors, ["days"]);
      toast.error(result.error);
      return;
    }
    setSavedDays(result.data.days);
    form.reset(result.data);
    toast.success(t("saved"));
  }

  return (
    <SettingsCard title={t("title")} description={t("description")}>
      <form onSubmit={form.handleSubmit(save)} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-6">
        <FormField id={`${period}-retention-days`} label={t("days")} hint={t("hint")} error={errors.days?.message} className="sm:max-w-xs">
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={limits.min}
              max={limits.max}
              step={1}
              {...form.register("days", { valueAsNumber: true })}
            />
          )}
        </FormField>
        <div className="flex flex-col gap-2 sm:pt-7">
          <Button type="submit" disabled={isSubmitting || !isDirty} className="self-start">
            {isSubmitting ? t("saving") : t("save")}
          </Button>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {t("current", { days: savedDays })}
          </p>
        </div>
      </form>
    </SettingsCard>
  );
}
