"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Accordion, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { updateCharacteristicsContent, updateLocationsContent, updateServicesContent } from "../actions";
import type { ContentArea } from "../../areas";
import type { ContentSectionRow } from "../../queries";
import { CONTENT_LIMITS, contentSectionFieldsSchema, type ContentSectionFields } from "../schemas";
import { CharCounter, FormField } from "@/features/admin/components/form-field";
import { EmptyState } from "@/features/admin/components/item-list";
import { KeptAccordionContent } from "@/features/admin/components/kept-accordion-content";
import { applyFieldErrors, useAdminAction } from "@/features/admin/use-admin-action";
import { useConflictToast } from "@/features/admin/use-conflict-toast";
import { useUnsavedChangesGuard } from "@/features/admin/use-unsaved-changes";
import { useContentKeyLabel } from "@/features/site-content/admin/components/use-content-key-label";
import { LONDON_TIME_ZONE } from "@/lib/london-time";

const ACTIONS = {
  characteristics: updateCharacteristicsContent,
  services: updateServicesContent,
  locations: updateLocationsContent,
} satisfies Record<ContentArea, unknown>;

/**
 * The prefixed site_content editor: one
 * accordion item per block, each with its own form and Save button.
 */
export function ContentSectionsEditor({ area, sections }: { area: ContentArea; sections: ContentSectionRow[] }) {
  const t = useTranslations("adminModels.contentSections");
  if (sections.length === 0) {
    return <EmptyState>{t("empty")}</EmptyState>;
  }
  return (
    <Accordion type="multiple" className="flex flex-col">
      {sections.map((row) => (
        <SectionItem key={row.section} area={area} row={row} />
      ))}
    </Accordion>
  );
}

function SectionItem({ area, row }: { area: ContentArea; row: ContentSectionRow }) {
  const callAdmin = useAdminAction();
  const offerOverwrite = useConflictToast();
  const t = useTranslations("adminModels.contentSections");
  const tErrors = useTranslations("adminShell.actionErrors");
  const tCommon = useTranslations("adminModels.common");
  const format = useFormatter();
  const router = useRouter();
  const form = useForm<ContentSectionFields>({
    resolver: zodResolver(contentSectionFieldsSchema),
    defaultValues: { title: row.title, subtitle: row.subtitle, content: row.content },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard(isDirty, tErrors("unsavedChanges"));
  const title = useWatch({ control: form.control, name: "title" });
  const labelOf = useContentKeyLabel();
  const label = labelOf(row.section);
  const idBase = `cs-${row.section}`;

  // Each save sends the version this form last loaded or saved, so someone else's newer change is not overwritten unasked.
  const [version, setVersion] = useState(row.updatedAt);

  async function save(values: ContentSectionFields, overwrite = false) {
    const result = await callAdmin(ACTIONS[area], { section: row.section, ...values, expectedVersion: version, overwrite });
    if (offerOverwrite(result, () => save(values, true))) return;
    if (!result.ok) {
      toast.error(result.error);
      applyFieldErrors(form.setError, result.fieldErrors, ["title", "subtitle", "content"]);
      return;
    }
    setVersion(result.data.updatedAt);
    toast.success(t(`${area}.updated`));
    form.reset(values);
    router.refresh();
  }

  return (
    <AccordionItem value={row.section}>
      <AccordionTrigger className="py-4 font-sans text-base sm:text-base">
        <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
          <span className="font-display text-lg">{label}</span>
          {isDirty ? (
            <Badge variant="warning" className="sm:ml-auto">
              {tCommon("unsaved")}
            </Badge>
          ) : null}
        </span>
      </AccordionTrigger>
      {/* Kept mounted while closed, so unsaved edits survive collapsing the item. */}
      <KeptAccordionContent className="text-foreground">
        <form onSubmit={form.handleSubmit((values) => save(values))} noValidate className="flex flex-col gap-5" aria-label={label}>
          <FormField
            id={`${idBase}-title`}
            label={t("fields.title")}
            required
            error={errors.title?.message}
            counter={<CharCounter length={title.length} max={CONTENT_LIMITS.title} />}
          >
            {(control) => <Input {...control} maxLength={CONTENT_LIMITS.title} {...form.register("title")} />}
          </FormField>
          <FormField id={`${idBase}-subtitle`} label={t("fields.subtitle")} error={errors.subtitle?.message}>
            {(control) => <Input {...control} maxLength={CONTENT_LIMITS.subtitle} {...form.register("subtitle")} />}
          </FormField>
          <FormField
            id={`${idBase}-content`}
            label={t("fields.content")}
            hint={t("fields.contentHint")}
            error={errors.content?.message}
          >
            {(control) => <Textarea {...control} rows={7} className="leading-relaxed" {...form.register("content")} />}
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-muted-foreground">
              {t("lastUpdated", {
                date: format.dateTime(new Date(row.updatedAt), { dateStyle: "medium", timeStyle: "short", timeZone: LONDON_TIME_ZONE }),
              })}
            </p>
            <div className="flex gap-2">
              <Button type="button" variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
                {tCommon("discard")}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? tCommon("saving") : tCommon("save")}
              </Button>
            </div>
          </div>
        </form>
      </KeptAccordionContent>
    </AccordionItem>
  );
}
