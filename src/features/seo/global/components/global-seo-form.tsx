"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckIcon, CopyIcon, ExternalLinkIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { ChipsField } from "@/features/admin/components/chips-input";
import { CharCounter, FormField } from "@/features/admin/components/form-field";
import { applyFieldErrors, useAdminAction } from "@/features/admin/use-admin-action";
import { useConflictToast } from "@/features/admin/use-conflict-toast";
import { useUnsavedChangesGuard } from "@/features/admin/use-unsaved-changes";
import { formatDateTime } from "@/lib/format-date";
import { saveGlobalSeo } from "../actions";
import { GLOBAL_SEO_LIMITS } from "../rules";
import { globalSeoSchema, type GlobalSeoInput } from "../schemas";

const FIELDS = ["title", "description", "keywords", "robotsTxt"] as const;
/** Which tab holds each field: a refused save opens the tab of its first error. */
const TAB_OF: Record<(typeof FIELDS)[number], string> = { title: "meta", description: "meta", keywords: "keywords", robotsTxt: "technical" };
/** Admin spec §9: titles read best at 30–60 characters, descriptions at 120–160. */
const RECOMMENDED = { title: [30, 60], description: [120, 160] } as const;

export interface GlobalSeoFormProps {
  initial: { title: string; description: string; keywords: string[]; robotsTxt: string; updatedAt: string | null };
  organizationJson: string;
}

/**
 * Global SEO Settings (admin spec screen 2): four tabs, one 'Save Settings'
 * that saves everything, with the version check (a newer save by someone
 * else is offered to reload or overwrite) and an unsaved-changes prompt.
 */
export function GlobalSeoForm({ initial, organizationJson }: GlobalSeoFormProps) {
  const t = useTranslations("adminSeo.global");
  const tErrors = useTranslations("adminShell.actionErrors");
  const callAdmin = useAdminAction();
  const offerOverwrite = useConflictToast();
  const [tab, setTab] = useState("meta");
  const [updatedAt, setUpdatedAt] = useState(initial.updatedAt);
  const form = useForm<GlobalSeoInput>({
    resolver: zodResolver(globalSeoSchema),
    defaultValues: { title: initial.title, description: initial.description, keywords: initial.keywords, robotsTxt: initial.robotsTxt },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty, tErrors("unsavedChanges"));
  const [title = "", description = "", keywords = []] = useWatch({ control: form.control, name: ["title", "description", "keywords"] });

  async function save(values: GlobalSeoInput, overwrite: boolean) {
    const result = await callAdmin(saveGlobalSeo, { ...values, expectedVersion: updatedAt ?? undefined, overwrite });
    if (offerOverwrite(result, () => save(values, true))) return;
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors, FIELDS);
      const first = FIELDS.find((field) => result.fieldErrors?.[field]);
      if (first) setTab(TAB_OF[first]);
      toast.error(result.error);
      return;
    }
    setUpdatedAt(result.data.updatedAt);
    form.reset({ title: result.data.title, description: result.data.description, keywords: result.data.keywords, robotsTxt: result.data.robotsTxt });
    toast.success(t("saved"));
  }

  function onInvalid(fieldErrors: Partial<Record<string, unknown>>) {
    const first = FIELDS.find((field) => fieldErrors[field]);
    if (first) setTab(TAB_OF[first]);
  }

  async function copySchema() {
    await navigator.clipboard.writeText(organizationJson);
    toast.success(t("schema.copied"));
  }

  return (
    <form onSubmit={form.handleSubmit((values) => save(values, false), onInvalid)} noValidate className="flex flex-col gap-5">
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="h-auto max-w-full flex-wrap">
          <TabsTrigger value="meta">{t("tabs.meta")}</TabsTrigger>
          <TabsTrigger value="keywords">{t("tabs.keywords")}</TabsTrigger>
          <TabsTrigger value="technical">{t("tabs.technical")}</TabsTrigger>
          <TabsTrigger value="schema">{t("tabs.schema")}</TabsTrigger>
        </TabsList>

        {/* forceMount keeps every tab's fields registered, so one save sends them all. */}
        <TabsContent value="meta" forceMount className="mt-2 data-[state=inactive]:hidden flex flex-col gap-5 rounded-lg border border-border bg-card p-5 sm:p-6">
          <FormField
            id="seo-title"
            label={t("meta.siteTitle")}
            hint={t("meta.siteTitleHint")}
            error={errors.title?.message}
            counter={<CharCounter length={title.length} max={GLOBAL_SEO_LIMITS.title} recommended={RECOMMENDED.title} />}
          >
            {(control) => <Input {...control} {...form.register("title")} />}
          </FormField>
          <FormField
            id="seo-description"
            label={t("meta.siteDescription")}
            hint={t("meta.siteDescriptionHint")}
            error={errors.description?.message}
            counter={<CharCounter length={description.length} max={GLOBAL_SEO_LIMITS.description} recommended={RECOMMENDED.description} />}
          >
            {(control) => <Textarea {...control} rows={3} {...form.register("description")} />}
          </FormField>
        </TabsContent>

        <TabsContent value="keywords" forceMount className="mt-2 data-[state=inactive]:hidden flex flex-col gap-3 rounded-lg border border-border bg-card p-5 sm:p-6">
          <p className="text-sm text-muted-foreground">{t("keywords.intro")}</p>
          <ChipsField
            form={form}
            name="keywords"
            id="seo-keywords"
            label={t("keywords.label")}
            placeholder={t("keywords.placeholder")}
            counter={<span className="text-xs text-muted-foreground tabular-nums">{t("keywords.count", { count: keywords.length })}</span>}
            maxLength={GLOBAL_SEO_LIMITS.keyword}
            maxItems={GLOBAL_SEO_LIMITS.keywords}
          />
          {keywords.length === 0 ? <p className="text-sm text-muted-foreground">{t("keywords.empty")}</p> : null}
        </TabsContent>

        <TabsContent value="technical" forceMount className="mt-2 data-[state=inactive]:hidden flex flex-col gap-3 rounded-lg border border-border bg-card p-5 sm:p-6">
          <FormField id="seo-robots" label={t("technical.robots")} hint={t("technical.robotsHint", { siteUrl: "{siteUrl}" })} error={errors.robotsTxt?.message}>
            {(control) => <Textarea {...control} rows={12} spellCheck={false} className="font-mono text-xs leading-relaxed" {...form.register("robotsTxt")} />}
          </FormField>
          <a
            href="/robots.txt"
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm text-primary underline-offset-4 hover:underline"
          >
            {t("technical.viewCurrent")}
            <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          </a>
        </TabsContent>

        <TabsContent value="schema" forceMount className="mt-2 data-[state=inactive]:hidden flex flex-col gap-3 rounded-lg border border-border bg-card p-5 sm:p-6">
          <p className="text-sm text-muted-foreground">{t("schema.intro")}</p>
          <pre className="max-h-96 overflow-auto rounded-md border border-border bg-background p-4 font-mono text-xs leading-relaxed text-foreground" aria-label={t("schema.json")} tabIndex={0}>
            {organizationJson}
          </pre>
          <Button type="button" variant="outline" className="self-start" onClick={() => void copySchema()}>
            <CopyIcon aria-hidden="true" />
            {t("schema.copy")}
          </Button>
        </TabsContent>
      </Tabs>

      <div className="flex flex-wrap items-center justify-end gap-3">
        {isDirty ? (
          <Badge variant="outline" className="border-gold/40 text-gold">
            {t("unsaved")}
          </Badge>
        ) : null}
        {updatedAt ? <span className="text-xs text-muted-foreground">{t("updated", { date: formatDateTime(updatedAt) })}</span> : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? null : <CheckIcon aria-hidden="true" />}
          {isSubmitting ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
