"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheckIcon, ExternalLinkIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SelectField } from "@/features/admin/components/select-field";
import { PathField, TextField } from "@/features/admin/components/text-field";
import { EditDialog, useEditDialogTexts } from "@/features/admin/dialog/edit-dialog";
import { createOrUpdate, useEditDialog } from "@/features/admin/dialog/use-edit-dialog";
import { cn } from "@/lib/utils";
import { META_TAG_LIMITS } from "../../../meta-tags/rules";
import { createStructuredData, updateStructuredData } from "../actions";
import type { AdminStructuredData } from "../list-query";
import {
  EXTERNAL_VALIDATORS,
  formatStructuredData,
  issueValues,
  STRUCTURED_DATA_LIMITS,
  STRUCTURED_DATA_TEMPLATES,
  STRUCTURED_DATA_TYPES,
  structuredDataTemplate,
  validateStructuredData,
  type OrganizationSource,
  type StructuredDataTemplate,
  type StructuredDataType,
} from "../rules";
import { structuredDataFieldsSchema, type StructuredDataFields } from "../schemas";

const FIELDS = ["pagePath", "schemaType", "schemaJson"] as const;
type Tab = "editor" | "templates" | "validation";

interface FormValues {
  pagePath: string;
  schemaType: StructuredDataType;
  schemaJson: string;
}

/** A new block starts as the smallest valid one, to be filled in or replaced by a template. */
const BLANK: FormValues = {
  pagePath: "",
  schemaType: "WebPage",
  schemaJson: formatStructuredData({ "@context": "https://schema.org", "@type": "WebPage" }),
};

function valuesOf(row: AdminStructuredData): FormValues {
  return { pagePath: row.pagePath, schemaType: row.schemaType, schemaJson: formatStructuredData(row.schemaData) };
}

/**
 * Create or edit one JSON-LD block: tabs Editor (path,
 * type, the JSON), Templates (Organization, Article, LocalBusiness, WebPage,
 * FAQ, each filling the editor) and Validation (the checks' result and the
 * external validators). The JSON is checked as it is typed with the rules
 * the action runs again on the server (rules.ts); Save stays disabled while
 * the check fails. An edit sends the version it loaded, so a save
 * over someone else's newer change offers reload or overwrite; what was
 * typed is kept either way. Closing with unsaved changes asks first.
 */
export function StructuredDataDialog({
  target,
  templateSettings,
  today,
  onClose,
  onSaved,
}: {
  /** A row to edit, "new", or null when closed. */
  target: AdminStructuredData | "new" | null;
  templateSettings: OrganizationSource;
  today: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("adminSeo.structuredData");
  const editing = target !== null && target !== "new" ? target : null;
  const form = useForm<FormValues, unknown, StructuredDataFields>({
    resolver: zodResolver(structuredDataFieldsSchema),
    defaultValues: editing ? valuesOf(editing) : BLANK,
  });
  const { setValue, control } = form;
  const [tab, setTab] = useState<Tab>("editor");
  const dialog = useEditDialog({
    open: target !== null,
    form,
    fields: FIELDS,
    send: createOrUpdate(editing, createStructuredData, updateStructuredData),
    savedMessage: editing ? t("toasts.updated") : t("toasts.created"),
    onSaved,
    onClose,
    // Every field is on the editor tab.
    onFirstError: () => setTab("editor"),
  });
  const schemaJson = useWatch({ control, name: "schemaJson" }) ?? "";
  const pagePath = useWatch({ control, name: "pagePath" }) ?? "";

  const verdict = useMemo(() => validateStructuredData(schemaJson), [schemaJson]);
  const issues = verdict.issues.map((issue) => t(`validation.${issue.code}`, issueValues(issue)));

  function applyTemplate(template: StructuredDataTemplate) {
    const { schemaType, data } = structuredDataTemplate(template, { settings: templateSettings, pagePath, today });
    setValue("schemaType", schemaType, { shouldDirty: true });
    setValue("schemaJson", formatStructuredData(data), { shouldDirty: true, shouldValidate: true });
    setTab("editor");
    toast.success(t("dialog.templateApplied", { template }));
  }

  return (
    <EditDialog
      {...dialog}
      texts={useEditDialogTexts("adminSeo.structuredData.dialog", editing !== null)}
      submitDisabled={!verdict.valid}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
    >
      <Tabs value={tab} onValueChange={(next) => setTab(next as Tab)} className="min-w-0">
        <TabsList className="h-auto max-w-full flex-wrap">
          <TabsTrigger value="editor">{t("dialog.tabs.editor")}</TabsTrigger>
          <TabsTrigger value="templates">{t("dialog.tabs.templates")}</TabsTrigger>
          <TabsTrigger value="validation">{t("dialog.tabs.validation")}</TabsTrigger>
        </TabsList>

        {/* forceMount keeps the editor's fields registered while another tab shows. */}
        <TabsContent value="editor" forceMount className="mt-3 flex min-w-0 flex-col gap-5 data-[state=inactive]:hidden">
          <PathField form={form} name="pagePath" id="structured-data-path" label={t("dialog.pagePath")} hint={t("dialog.pagePathHint")} required placeholder="/faq" maxLength={META_TAG_LIMITS.path} />
          <SelectField
            control={control}
            name="schemaType"
            id="structured-data-type-field"
            label={t("dialog.schemaType")}
            options={STRUCTURED_DATA_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          />
          <TextField
            multiline
            form={form}
            name="schemaJson"
            id="structured-data-json"
            label={t("dialog.json")}
            hint={t("dialog.jsonHint")}
            required
            counter={
              <span className={cn("text-xs tabular-nums", schemaJson.length > STRUCTURED_DATA_LIMITS.json ? "text-red-300 light:text-destructive" : "text-muted-foreground")}>
                {t("dialog.jsonCount", { count: schemaJson.length, max: STRUCTURED_DATA_LIMITS.json })}
              </span>
            }
            rows={14}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            wrap="off"
            className="min-h-64 font-mono text-xs leading-relaxed md:text-xs"
          />
          <ValidationSummary issues={issues} />
        </TabsContent>

        <TabsContent value="templates" className="mt-3 flex min-w-0 flex-col gap-3">
          <p className="text-sm text-muted-foreground">{t("dialog.templatesIntro")}</p>
          <ul className="flex min-w-0 flex-col gap-2">
            {STRUCTURED_DATA_TEMPLATES.map((template) => (
              <li key={template} className="flex min-w-0 flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium">{template}</p>
                  <p className="text-sm text-muted-foreground">{t(`dialog.templates.${template}`)}</p>
                </div>
                <Button type="button" variant="outline" size="sm" className="shrink-0 self-start sm:self-auto" onClick={() => applyTemplate(template)} aria-label={t("dialog.useTemplate", { template })}>
                  {template}
                </Button>
              </li>
            ))}
          </ul>
        </TabsContent>

        <TabsContent value="validation" className="mt-3 flex min-w-0 flex-col gap-4">
          <p className="text-sm text-muted-foreground">{t("dialog.validationIntro")}</p>
          {issues.length === 0 ? (
            <p className="flex items-start gap-1.5 text-sm">
              <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-400" />
              {t("dialog.validationValid")}
            </p>
          ) : (
            <IssueList issues={issues} />
          )}
          <section aria-labelledby="structured-data-external" className="flex min-w-0 flex-col gap-2">
            <h3 id="structured-data-external" className="text-sm font-medium">
              {t("dialog.externalTitle")}
            </h3>
            <ul className="flex flex-col gap-1 text-sm">
              <ExternalLink href={EXTERNAL_VALIDATORS.richResults} label={t("dialog.richResults")} newTab={t("dialog.opensInNewTab")} />
              <ExternalLink href={EXTERNAL_VALIDATORS.schemaOrg} label={t("dialog.schemaValidator")} newTab={t("dialog.opensInNewTab")} />
            </ul>
          </section>
        </TabsContent>
      </Tabs>
    </EditDialog>
  );
}

/** Under the editor: the check's answer as the JSON is typed (announced politely, not on every key as an alert). */
function ValidationSummary({ issues }: { issues: string[] }) {
  const t = useTranslations("adminSeo.structuredData.dialog");
  return (
    <div aria-live="polite" className="-mt-2 flex min-w-0 flex-col gap-1 text-sm">
      {issues.length === 0 ? (
        <p className="flex items-start gap-1.5 text-muted-foreground">
          <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-400" />
          {t("checkedValid")}
        </p>
      ) : (
        <>
          <p className="text-amber-200 light:text-amber-800">{t("issueCount", { count: issues.length })}</p>
          <IssueList issues={issues} />
        </>
      )}
    </div>
  );
}

function IssueList({ issues }: { issues: string[] }) {
  return (
    <ul className="flex min-w-0 flex-col gap-1 text-sm">
      {issues.map((issue, index) => (
        <li key={index} className="flex min-w-0 items-start gap-1.5 text-red-300 light:text-destructive">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">{issue}</span>
        </li>
      ))}
    </ul>
  );
}

function ExternalLink({ href, label, newTab }: { href: string; label: string; newTab: string }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 text-gold underline underline-offset-4 hover:text-foreground">
        {label}
        <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{newTab}</span>
      </a>
    </li>
  );
}
