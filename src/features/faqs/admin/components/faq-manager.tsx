"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { paragraphs } from "@/lib/content-rules";
import { FieldMessages, FormField } from "@/features/admin/components/form-field";
import { applyFieldErrors, useAdminAction } from "@/features/admin/use-admin-action";
import { useConflictToast } from "@/features/admin/use-conflict-toast";
import { useServerState } from "@/features/admin/use-server-state";
import { useUnsavedChangesGuard } from "@/features/admin/use-unsaved-changes";
import { EmptyState, ItemActions } from "@/features/admin/components/item-list";
import { cn } from "@/lib/utils";
import { ListSection } from "@/features/admin/list/list-section";
import { createFaq, deleteFaq, updateFaq } from "../actions";
import { nextFaqOrder } from "../ordering";
import type { AdminFaq } from "../queries";
import { faqFieldsSchema, type FaqFields, type FaqFieldsInput } from "../schemas";
import { SectionHeading } from "@/features/admin/components/section-heading";

const FIELDS = ["question", "answer", "orderIndex", "isActive"] as const;

function sortFaqs(faqs: AdminFaq[]): AdminFaq[] {
  return faqs
    .map((faq, index) => ({ faq, index }))
    .sort((a, b) => a.faq.orderIndex - b.faq.orderIndex || a.index - b.index)
    .map(({ faq }) => faq);
}

const blankValues = (count: number): FaqFieldsInput => ({ question: "", answer: "", orderIndex: String(nextFaqOrder(count)), isActive: true });
const valuesOf = (faq: AdminFaq): FaqFieldsInput => ({ question: faq.question, answer: faq.answer, orderIndex: String(faq.orderIndex), isActive: faq.isActive });

/**
 * The FAQ list with order and active badges, a
 * create/edit form, delete behind 'Are you sure?', and a preview of the
 * active FAQs as visitors see them.
 */
export function FaqManager({ initialFaqs }: { initialFaqs: AdminFaq[] }) {
  const callAdmin = useAdminAction();
  const offerOverwrite = useConflictToast();
  const tErrors = useTranslations("adminShell.actionErrors");
  const t = useTranslations("adminContent");
  // The server's rows again after a refresh: a FAQ saved elsewhere shows here too (RefreshOnTableChange on the page).
  const [faqs, setFaqs] = useServerState(initialFaqs, sortFaqs);
  const [editing, setEditing] = useState<AdminFaq | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<FaqFieldsInput, unknown, FaqFields>({ resolver: zodResolver(faqFieldsSchema), defaultValues: blankValues(faqs.length) });
  const { register, control, handleSubmit, formState, reset, setError, setFocus } = form;
  const error = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message;
  useUnsavedChangesGuard(formState.isDirty, tErrors("unsavedChanges"));

  function startCreate(list = faqs) {
    setEditing(null);
    reset(blankValues(list.length));
  }

  function startEdit(faq: AdminFaq) {
    setEditing(faq);
    reset(valuesOf(faq));
    formRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    setFocus("question");
  }

  const submit = handleSubmit((values) => save(values, false));

  /**
   * Saves the form; an edit sends the version it loaded, so a save over
   * someone else's newer change is refused ("Changed by … at …") and the
   * admin chooses: reload to see theirs, or overwrite it with this one.
   */
  async function save(values: FaqFields, overwrite: boolean) {
    const result = editing
      ? await callAdmin(updateFaq, { id: editing.id, ...values, expectedVersion: new Date(editing.updatedAt).toISOString(), overwrite })
      : await callAdmin(createFaq, values);
    if (offerOverwrite(result, () => save(values, true))) return;
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, FIELDS);
      toast.error(result.error);
      return;
    }
    const saved = result.data;
    const next = sortFaqs(editing ? faqs.map((faq) => (faq.id === saved.id ? saved : faq)) : [...faqs, saved]);
    setFaqs(next);
    toast.success(t(editing ? "faq.toasts.updated" : "faq.toasts.created"));
    startCreate(next);
  }

  async function remove(faq: AdminFaq): Promise<boolean> {
    const result = await callAdmin(deleteFaq, { id: faq.id });
    if (!result.ok) {
      toast.error(result.error);
      return false;
    }
    const next = faqs.filter((item) => item.id !== faq.id);
    setFaqs(next);
    if (editing?.id === faq.id) startCreate(next);
    toast.success(t("faq.toasts.deleted"));
    return true;
  }

  const active = faqs.filter((faq) => faq.isActive);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <section aria-labelledby="faq-form-title" className="rounded-lg border border-border bg-card lg:sticky lg:top-20 lg:order-2">
        <FieldMessages namespace="adminContent">
          <form ref={formRef} onSubmit={submit} noValidate className="flex scroll-mt-24 flex-col gap-5 p-5">
            <div className="flex items-start justify-between gap-3">
              <div className="flex flex-col gap-1">
                <h2 id="faq-form-title" className="font-display text-xl">
                  {editing ? t("faq.formEdit") : t("faq.formCreate")}
                </h2>
                <p className="text-xs text-muted-foreground">{t("faq.formHelp")}</p>
              </div>
              {editing ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => startCreate()}>
                  <PlusIcon aria-hidden="true" />
                  {t("faq.new")}
                </Button>
              ) : null}
            </div>
            <FormField id="faq-question" label={t("faq.fields.question")} error={error("question")}>
              {(a11y) => <Textarea {...a11y} rows={2} className="min-h-16" {...register("question")} />}
            </FormField>
            <FormField id="faq-answer" label={t("faq.fields.answer")} hint={t("faq.answerHelp")} error={error("answer")}>
              {(a11y) => <Textarea {...a11y} rows={7} className="min-h-36 leading-relaxed" {...register("answer")} />}
            </FormField>
            <div className="grid grid-cols-[7rem_minmax(0,1fr)] items-start gap-4">
              <FormField id="faq-order" label={t("faq.fields.order")} error={error("orderIndex")}>
                {(a11y) => <Input {...a11y} inputMode="numeric" {...register("orderIndex")} />}
              </FormField>
              <Controller
                control={control}
                name="isActive"
                render={({ field }) => (
                  <div className="flex flex-col gap-2">
                    <Label htmlFor="faq-active">{t("faq.fields.active")}</Label>
                    <div className="flex min-h-11 items-center gap-3">
                      <Switch id="faq-active" checked={field.value} onCheckedChange={field.onChange} aria-describedby="faq-active-help" />
                      <span id="faq-active-help" className="text-xs text-muted-foreground">
                        {t("faq.fields.activeHelp")}
                      </span>
                    </div>
                  </div>
                )}
              />
            </div>
            <p className="-mt-2 text-xs text-muted-foreground">{t("faq.fields.orderHelp")}</p>
            <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
              {editing ? (
                <Button type="button" variant="outline" onClick={() => startCreate()}>
                  {t("faq.cancelEdit")}
                </Button>
              ) : null}
              <Button type="submit" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? t("common.saving") : editing ? t("faq.update") : t("faq.create")}
              </Button>
            </div>
          </form>
        </FieldMessages>
      </section>

      <div className="flex min-w-0 flex-col gap-8 lg:order-1">
        <ListSection id="faq-list-title" title={t("faq.listTitle")} count={t("faq.count", { count: faqs.length })}>
          {faqs.length === 0 ? (
            <EmptyState>{t("faq.empty")}</EmptyState>
          ) : (
            <ol className="flex flex-col gap-3">
              {faqs.map((faq) => (
                <li
                  key={faq.id}
                  className={cn(
                    "flex flex-col gap-2 rounded-lg border bg-card p-4",
                    editing?.id === faq.id ? "border-gold/70 ring-1 ring-gold/40" : "border-border",
                  )}
                >
                  <div className="flex items-center gap-2">
                    <Badge variant="outline" className="tabular-nums">
                      {t("faq.order", { order: faq.orderIndex })}
                    </Badge>
                    <Badge variant={faq.isActive ? "success" : "secondary"}>{faq.isActive ? t("common.active") : t("common.inactive")}</Badge>
                    {editing?.id === faq.id ? <Badge>{t("faq.editing")}</Badge> : null}
                    <ItemActions
                      className="-my-1 ml-auto"
                      editLabel={t("faq.editLabel", { question: faq.question })}
                      onEdit={() => startEdit(faq)}
                      deleteLabel={t("faq.deleteLabel", { question: faq.question })}
                      deleteDescription={t("faq.deleteDescription", { question: faq.question })}
                      onDelete={() => remove(faq)}
                    />
                  </div>
                  <p className="font-medium">{faq.question}</p>
                  <p className="line-clamp-2 text-sm text-muted-foreground">{faq.answer}</p>
                </li>
              ))}
            </ol>
          )}
        </ListSection>

        <section aria-labelledby="faq-preview-title" className="flex flex-col gap-3">
          <SectionHeading id="faq-preview-title" heading={t("faq.previewTitle")} intro={t("faq.previewHelp")} />
          {active.length === 0 ? (
            <EmptyState className="py-8">{t("faq.previewEmpty")}</EmptyState>
          ) : (
            <Accordion type="single" collapsible className="rounded-lg border border-border bg-background px-5">
              {active.map((faq) => (
                <AccordionItem key={faq.id} value={faq.id} className="last:border-b-0">
                  <AccordionTrigger className="text-base sm:text-lg">{faq.question}</AccordionTrigger>
                  <AccordionContent>
                    {paragraphs(faq.answer).map((text, index) => (
                      <p key={index} className={index > 0 ? "mt-3" : undefined}>
                        {text}
                      </p>
                    ))}
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          )}
        </section>
      </div>
    </div>
  );
}
