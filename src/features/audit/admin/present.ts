import "server-only";
import { getTranslations } from "next-intl/server";
import type { AppLocale } from "@/i18n/config";
import { formatDateTime } from "@/lib/format-date";
import { auditActionKey, changedFields, sentenceParts, type FieldChange } from "../describe";
import type { AuditEntry } from "./queries";

/** An audit entry as staff read it, in their language. */
export interface PresentedAuditEntry {
  id: string;
  sentence: string;
  actionLabel: string;
  entityTypeLabel: string;
  /** "04/07/2026 09:05" (London) and the ISO instant for <time>. */
  when: string;
  whenIso: string;
  changes: FieldChange[];
  note: string | null;
}

/** "preference_categories" → "Preference categories": a name for a code that has no label yet. */
export function readableCode(code: string): string {
  const words = code.replace(/[._]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface AuditLabels {
  action: (action: string) => string;
  entityType: (entityType: string) => string;
}

/** The labels of actions and entity types in the admin's language (a readable form of a code without one). */
export async function auditLabels(locale: AppLocale): Promise<AuditLabels> {
  const actions = await getTranslations({ locale, namespace: "adminShell.dashboard.activity.labels" });
  const types = await getTranslations({ locale, namespace: "adminShell.audit.entityTypes" });
  return {
    action: (action) => (actions.has(auditActionKey(action)) ? actions(auditActionKey(action)) : readableCode(action)),
    entityType: (type) => (types.has(type) ? types(type) : readableCode(type)),
  };
}

/**
 * Sentences, labels and field changes for a list of entries. A copy block's
 * name comes from `nameContentKey` (the site_content key labels, passed in by
 * the page so this domain does not depend on that one).
 */
export async function presentAuditEntries(
  entries: AuditEntry[],
  { locale, nameContentKey }: { locale: AppLocale; nameContentKey: (section: string) => string },
): Promise<PresentedAuditEntry[]> {
  const t = await getTranslations({ locale, namespace: "adminShell.audit" });
  const labels = await auditLabels(locale);
  const known = (key: string) => t.has(`sentences.${key}`);
  return entries.map((entry) => {
    const actionLabel = labels.action(entry.action);
    const { key, values } = sentenceParts(entry, { known, actionLabel, system: t("system"), nameContentKey });
    // A site_content entry's note is its key, already in the sentence as the block's name.
    const note = entry.entityType === "site_content" ? null : entry.notes;
    return {
      id: entry.id,
      sentence: t(`sentences.${key}`, values),
      actionLabel,
      entityTypeLabel: labels.entityType(entry.entityType),
      when: formatDateTime(entry.createdAt),
      whenIso: entry.createdAt.toISOString(),
      changes: changedFields(entry.oldValues, entry.newValues),
      note: note?.trim() ? note : null,
    };
  });
}
