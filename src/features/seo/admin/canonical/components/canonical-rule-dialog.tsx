"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { SwitchField } from "@/features/admin/components/switch-field";
import { PathField } from "@/features/admin/components/text-field";
import { EditDialog, useEditDialogTexts } from "@/features/admin/dialog/edit-dialog";
import { useEditDialog } from "@/features/admin/dialog/use-edit-dialog";
import { createCanonicalRule, updateCanonicalRule } from "../actions";
import type { AdminCanonicalRule } from "../queries";
import { CANONICAL_RULE_LIMITS } from "../rules";
import { canonicalRuleFieldsSchema, type CanonicalRuleFields, type CanonicalRuleFieldsInput } from "../schemas";

const FIELDS = ["pattern", "canonicalUrl", "isActive"] as const;
const BLANK: CanonicalRuleFieldsInput = { pattern: "", canonicalUrl: "", isActive: true };

/**
 * Add or edit one canonical rule: the pattern, the
 * canonical URL and whether it applies. A pattern another rule holds is
 * refused by the save with the reason under the field; what was typed is
 * kept. Closing with unsaved changes asks first.
 */
export function CanonicalRuleDialog({ target, onClose, onSaved }: { target: AdminCanonicalRule | "new" | null; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations("adminSeo.technical.canonical");
  const editing = target !== null && target !== "new" ? target : null;
  const form = useForm<CanonicalRuleFieldsInput, unknown, CanonicalRuleFields>({
    resolver: zodResolver(canonicalRuleFieldsSchema),
    defaultValues: editing ? { pattern: editing.pattern, canonicalUrl: editing.canonicalUrl, isActive: editing.isActive } : BLANK,
  });
  const dialog = useEditDialog({
    open: target !== null,
    form,
    fields: FIELDS,
    send: (fields, _overwrite, call) => (editing ? call(updateCanonicalRule, { ...fields, id: editing.id }) : call(createCanonicalRule, fields)),
    savedMessage: editing ? t("toasts.saved") : t("toasts.created"),
    onSaved,
    onClose,
  });

  return (
    <EditDialog {...dialog} texts={useEditDialogTexts("adminSeo.technical.canonical.dialog", editing !== null)} className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
      <PathField form={form} name="pattern" id="canonical-pattern" label={t("dialog.pattern")} hint={t("dialog.patternHint")} required placeholder="/models/*" maxLength={CANONICAL_RULE_LIMITS.pattern} />
      <PathField
        form={form}
        name="canonicalUrl"
        id="canonical-url"
        label={t("dialog.canonicalUrl")}
        hint={t("dialog.canonicalUrlHint")}
        required
        placeholder="/models"
        maxLength={CANONICAL_RULE_LIMITS.canonicalUrl}
      />
      <SwitchField control={form.control} name="isActive" id="canonical-active" label={t("dialog.isActive")} hint={t("dialog.isActiveHint")} />
    </EditDialog>
  );
}
