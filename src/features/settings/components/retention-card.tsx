"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { FormField } from "@/features/admin/components/form-field";
import { applyFieldErrors, useAdminAction } from "@/features/admin/use-admin-action";
import { useUnsavedChangesGuard } from "@/features/admin/use-unsaved-changes";
import { saveApplicationRetention, saveAuditRetention, saveNotFoundRetention, savePageViewRetention } from "../admin/actions";
import { APPLICATION_RETENTION_LIMITS, applicationRetentionSchema } from "../application-retention";
import { AUDIT_RETENTION_LIMITS, auditRetentionSchema } from "../audit-retention";
import { NOT_FOUND_RETENTION_LIMITS, notFoundRetentionSchema } from "../not-found-retention";
import { PAGE_VIEW_RETENTION_LIMITS, pageViewRetentionSchema } from "../page-view-retention";

type RetentionInput = { days: number };

/**
 * The periods System Settings › Security keeps things for, each purged daily
 * after it: the audit log's entries, rejected applications with their photos,
 * 404 monitor entries not seen since, and the days of page views SEO
 * Performance charts.
 */
const PERIODS = {
  audit: { namespace: "adminShell.settings.retention", action: saveAuditRetention, schema: auditRetentionSchema, limits: AUDIT_RETENTION_LIMITS },
  applications: {
    namespace: "adminShell.settings.applicationRetention",
    action: saveApplicationRetention,
    schema: applicationRetentionSchema,
    limits: APPLICATION_RETENTION_LIMITS,
  },
  notFound: { namespace: "adminShell.settings.notFoundRetention", action: saveNotFoundRetention, schema: notFoundRetentionSchema, limits: NOT_FOUND_RETENTION_LIMITS },
  pageViews: {
    namespace: "adminShell.settings.pageViewRetention",
    action: savePageViewRetention,
    schema: pageViewRetentionSchema,
    limits: PAGE_VIEW_RETENTION_LIMITS,
  },
} as const;

/** One retention period's card: the days, saved on their own (the daily purge reads them). */
export function RetentionCard({ period, initialDays }: { period: keyof typeof PERIODS; initialDays: number }) {
  const { namespace, action, schema, limits } = PERIODS[period];
  const callAdmin = useAdminAction();
  const t = useTranslations(namespace);
  const tErrors = useTranslations("adminShell.actionErrors");
  const [savedDays, setSavedDays] = useState(initialDays);
  const form = useForm<RetentionInput>({ resolver: zodResolver(schema), defaultValues: { days: initialDays } });
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard(isDirty, tErrors("unsavedChanges"));

  async function save(values: RetentionInput) {
    const result = await callAdmin(action, values);
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
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
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
      </CardContent>
    </Card>
  );
}
