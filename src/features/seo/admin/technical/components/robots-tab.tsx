"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/features/admin/components/form-field";
import { applyFieldErrors, useAdminAction } from "@/features/admin/use-admin-action";
import { useConflictToast } from "@/features/admin/use-conflict-toast";
import { useUnsavedChangesGuard } from "@/features/admin/use-unsaved-changes";
import { saveRobotsTxt } from "../actions";
import { saveRobotsTxtSchema, type SaveRobotsTxtInput } from "../schemas";
import { ExternalLink } from "./external-link";
import { TabPanel } from "./technical-seo-screen";
import { SaveBar } from "@/features/admin/components/save-bar";

const FIELDS = ["robotsTxt"] as const;

export interface RobotsTabProps {
  initial: { robotsTxt: string; updatedAt: string | null; served: string };
}

/**
 * The robots.txt tab (editor, save, view current). The
 * same robots_txt setting as Global SEO's Technical tab, saved with the
 * version it loaded (a newer save on either screen offers reload or
 * overwrite), and the file exactly as /robots.txt serves it.
 */
export function RobotsTab({ initial }: RobotsTabProps) {
  const t = useTranslations("adminSeo.technical.robots");
  const tErrors = useTranslations("adminShell.actionErrors");
  const callAdmin = useAdminAction();
  const offerOverwrite = useConflictToast();
  const [updatedAt, setUpdatedAt] = useState(initial.updatedAt);
  const [served, setServed] = useState(initial.served);
  const form = useForm<Pick<SaveRobotsTxtInput, "robotsTxt">>({
    resolver: zodResolver(saveRobotsTxtSchema.pick({ robotsTxt: true })),
    defaultValues: { robotsTxt: initial.robotsTxt },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty, tErrors("unsavedChanges"));

  async function save(values: Pick<SaveRobotsTxtInput, "robotsTxt">, overwrite: boolean) {
    const result = await callAdmin(saveRobotsTxt, { ...values, expectedVersion: updatedAt ?? undefined, overwrite });
    if (offerOverwrite(result, () => save(values, true))) return;
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors, FIELDS);
      toast.error(result.error);
      return;
    }
    setUpdatedAt(result.data.updatedAt);
    setServed(result.data.served);
    form.reset({ robotsTxt: result.data.robotsTxt });
    toast.success(t("saved"));
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <TabPanel id="technical-robots" heading={t("heading")} intro={t("intro")}>
        <form onSubmit={form.handleSubmit((values) => save(values, false))} noValidate className="flex min-w-0 flex-col gap-4">
          <FormField id="technical-robots-txt" label={t("label")} hint={t("hint", { siteUrl: "{siteUrl}" })} error={errors.robotsTxt?.message}>
            {(control) => <Textarea {...control} rows={12} spellCheck={false} className="font-mono text-xs leading-relaxed" {...form.register("robotsTxt")} />}
          </FormField>
          <SaveBar
            dirty={isDirty}
            updatedAt={updatedAt}
            submitting={isSubmitting}
            texts={{ unsaved: t("unsaved"), updated: (date) => t("updated", { date }), saving: t("saving"), save: t("save") }}
          />
        </form>
      </TabPanel>

      <TabPanel id="technical-robots-served" heading={t("served")} intro={t("servedHint")}>
        <pre
          aria-label={t("servedLabel")}
          tabIndex={0}
          className="max-h-80 min-w-0 overflow-auto whitespace-pre rounded-md border border-border bg-background p-4 font-mono text-xs leading-relaxed text-foreground"
        >
          {served}
        </pre>
        <ExternalLink href="/robots.txt" newTabLabel={t("newTab")}>{t("open")}</ExternalLink>
      </TabPanel>
    </div>
  );
}
