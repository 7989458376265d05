"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CopyIcon, ExternalLinkIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ChipsField } from "@/features/admin/components/chips-input";
import { TextField } from "@/features/admin/components/text-field";
import { useEditDialog } from "@/features/admin/dialog/use-edit-dialog";
import { saveGlobalSeo } from "../actions";
import { GLOBAL_SEO_LIMITS } from "../../../global/rules";
import { globalSeoSchema, type GlobalSeoInput } from "../schemas";
import { SaveBar } from "@/features/admin/components/save-bar";

const FIELDS = ["title", "description", "keywords", "robotsTxt"] as const;
/** Which tab holds each field: a refused save opens the tab of its first error. */
const TAB_OF: Record<(typeof FIELDS)[number], string> = { title: "meta", description: "meta", keywords: "keywords", robotsTxt: "technical" };
/** Titles read best at 30–60 characters, descriptions at 120–160. */
const TITLE_LIMIT = { max: GLOBAL_SEO_LIMITS.title, recommended: [30, 60] } as const;
const DESCRIPTION_LIMIT = { max: GLOBAL_SEO_LIMITS.description, recommended: [120, 160] } as const;

export interface GlobalSeoFormProps {
  initial: { title: string; description: string; keywords: string[]; robotsTxt: string; updatedAt: string | null };
  organizationJson: string;
}

/**
 * Global SEO Settings: four tabs, one 'Save Settings'
 * that saves everything, with the version check (a newer save by someone
 * else is offered to reload or overwrite) and an unsaved-changes prompt.
 */
export function GlobalSeoForm({ initial, organizationJson }: GlobalSeoFormProps) {
  const t = useTranslations("adminSeo.global");
  const [tab, setTab] = useState("meta");
  const [updatedAt, setUpdatedAt] = useState(initial.updatedAt);
  const form = useForm<GlobalSeoInput>({
    resolver: zodResolver(globalSeoSchema),
    defaultValues: { title: initial.title, description: initial.description, keywords: initial.keywords, robotsTxt: initial.robotsTxt },
  });
  const { isDirty } = form.formState;
  const { onSubmit, submitting } = useEditDialog({
    open: true,
    form,
    fields: FIELDS,
    send: (values, overwrite, call) => call(saveGlobalSeo, { ...values, expectedVersion: updatedAt ?? undefined, overwrite }),
    savedMessage: t("saved"),
    onSaved: (saved) => {
      setUpdatedAt(saved.updatedAt);
      form.reset({ title: saved.title, description: saved.description, keywords: saved.keywords, robotsTxt: saved.robotsTxt });
    },
    onFirstError: (field) => setTab(TAB_OF[field]),
  });
  const keywords = useWatch({ control: form.control, name: "keywords" }) ?? [];

  async function copySchema() {
    await navigator.clipboard.writeText(organizationJson);
    toast.success(t("schema.copied"));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="h-auto max-w-full flex-wrap">
          <TabsTrigger value="meta">{t("tabs.meta")}</TabsTrigger>
          <TabsTrigger value="keywords">{t("tabs.keywords")}</TabsTrigger>
          <TabsTrigger value="technical">{t("tabs.technical")}</TabsTrigger>
          <TabsTrigger value="schema">{t("tabs.schema")}</TabsTrigger>
        </TabsList>

        {/* forceMount keeps every tab's fields registered, so one save sends them all. */}
        <TabsContent value="meta" forceMount className="mt-2 data-[state=inactive]:hidden flex flex-col gap-5 rounded-lg border border-border bg-card p-5 sm:p-6">
          <TextField form={form} name="title" id="seo-title" label={t("meta.siteTitle")} hint={t("meta.siteTitleHint")} limit={TITLE_LIMIT} />
          <TextField multiline form={form} name="description" id="seo-description" label={t("meta.siteDescription")} hint={t("meta.siteDescriptionHint")} limit={DESCRIPTION_LIMIT} rows={3} />
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
          <TextField
            multiline
            form={form}
            name="robotsTxt"
            id="seo-robots"
            label={t("technical.robots")}
            hint={t("technical.robotsHint", { siteUrl: "{siteUrl}" })}
            rows={12}
            spellCheck={false}
            className="font-mono text-xs leading-relaxed"
          />
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

      <SaveBar
        dirty={isDirty}
        updatedAt={updatedAt}
        submitting={submitting}
        texts={{ unsaved: t("unsaved"), updated: (date) => t("updated", { date }), saving: t("saving"), save: t("save") }}
      />
    </form>
  );
}
