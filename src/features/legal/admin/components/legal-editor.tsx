"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckIcon, ExternalLinkIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { LEGAL_DOCUMENTS, LEGAL_PLACEHOLDERS, type LegalKind } from "../../document";
import { updateLegalSection } from "../actions";
import type { LegalSectionRow } from "../queries";
import { FormField } from "@/features/admin/components/form-field";
import { LEGAL_LIMITS, legalSectionSchema, type LegalSectionInput } from "../schemas";
import { applyFieldErrors, useAdminAction } from "@/features/admin/use-admin-action";
import { useConflictToast } from "@/features/admin/use-conflict-toast";
import { useUnsavedChangesGuard } from "@/features/admin/use-unsaved-changes";
import { useContentKeyLabel } from "@/features/site-content/admin/components/use-content-key-label";
import { SaveStatus } from "@/features/admin/components/save-bar";

/** The placeholders a legal text may hold, as the content hint names them ("{signInRecordRetentionDays}"). */
const FACT_PLACEHOLDERS = LEGAL_PLACEHOLDERS.map((name) => `{${name}}`).join(", ");

/** The privacy policy and the terms, one form per site_content section. */
export function LegalEditor({ sections }: { sections: LegalSectionRow[] }) {
  const t = useTranslations("adminShell.legal");
  const bySection = new Map(sections.map((s) => [s.section, s]));
  const kinds: LegalKind[] = ["privacy", "terms"];

  return (
    <Tabs defaultValue="privacy">
      <TabsList>
        {kinds.map((kind) => (
          <TabsTrigger key={kind} value={kind}>
            {t(kind)}
          </TabsTrigger>
        ))}
      </TabsList>
      {kinds.map((kind) => (
        <TabsContent key={kind} value={kind} className="mt-2 flex flex-col gap-5">
          <a
            href={LEGAL_DOCUMENTS[kind].path}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm text-primary underline-offset-4 hover:underline"
          >
            {t("viewPage", { path: LEGAL_DOCUMENTS[kind].path })}
            <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          </a>
          {LEGAL_DOCUMENTS[kind].sections.map((key, index) => {
            const row = bySection.get(key);
            return row ? <SectionForm key={key} row={row} number={index} isMain={index === 0} /> : null;
          })}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function SectionForm({ row, number, isMain }: { row: LegalSectionRow; number: number; isMain: boolean }) {
  const callAdmin = useAdminAction();
  const offerOverwrite = useConflictToast();
  const label = useContentKeyLabel();
  const t = useTranslations("adminShell.legal");
  const tErrors = useTranslations("adminShell.actionErrors");
  const [updatedAt, setUpdatedAt] = React.useState(row.updatedAt);
  const form = useForm<LegalSectionInput>({
    resolver: zodResolver(legalSectionSchema),
    defaultValues: { section: row.section, title: row.title, subtitle: row.subtitle, content: row.content },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty, tErrors("unsavedChanges"));
  const id = (field: string) => `${row.section}-${field}`;
  const headingId = id("heading");

  // Each save sends the version this form last loaded or saved, so someone else's newer change is not overwritten unasked.
  async function save(values: LegalSectionInput, overwrite: boolean) {
    const result = await callAdmin(updateLegalSection, { ...values, expectedVersion: updatedAt ?? undefined, overwrite });
    if (offerOverwrite(result, () => save(values, true))) return;
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors, ["title", "subtitle", "content"]);
      toast.error(result.error);
      return;
    }
    setUpdatedAt(result.data.updatedAt);
    form.reset(values);
    toast.success(t("saved"));
  }

  return (
    <form
      onSubmit={form.handleSubmit((values) => save(values, false))}
      aria-labelledby={headingId}
      noValidate
      className="rounded-lg border border-border bg-card p-5 sm:p-6"
     
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-display text-xl text-foreground">
          {isMain ? null : <span className="mr-2 text-gold tabular-nums">{number}.</span>}
          {label(row.section)}
        </h2>
        <div className="flex items-center gap-2">
          <SaveStatus dirty={isDirty} updatedAt={updatedAt} texts={{ unsaved: t("unsaved"), updated: (date) => t("updated", { date }) }} />
        </div>
      </div>
      {isMain ? <p className="mt-2 text-sm text-muted-foreground">{t("mainHint")}</p> : null}
      {row.exists ? null : <p className="mt-2 text-sm text-muted-foreground">{t("missing")}</p>}

      <input type="hidden" {...form.register("section")} />
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <FormField id={id("title")} label={t("fieldTitle")} error={errors.title?.message}>
          {(control) => <Input {...control} maxLength={LEGAL_LIMITS.title} {...form.register("title")} />}
        </FormField>
        <FormField id={id("subtitle")} label={t("fieldSubtitle")} error={errors.subtitle?.message}>
          {(control) => <Input {...control} maxLength={LEGAL_LIMITS.subtitle} {...form.register("subtitle")} />}
        </FormField>
        <FormField id={id("content")} label={t("fieldContent")} hint={`${t("contentHint")} ${t("factsHint", { placeholder: FACT_PLACEHOLDERS })}`} error={errors.content?.message} className="md:col-span-2">
          {(control) => (
            <Textarea {...control} rows={isMain ? 10 : 8} maxLength={LEGAL_LIMITS.content} className="leading-relaxed" {...form.register("content")} />
          )}
        </FormField>
      </div>
      <div className="mt-5 flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? null : <CheckIcon aria-hidden="true" />}
          {isSubmitting ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
