/**
 * How an audit row reads to staff: a sentence in their language ("anna@…
 * updated the banner “Mayfair evenings”") and the fields it changed, before →
 * after. Pure, so the dashboard, the audit screen and the tests share it
 * (describe.test.ts); the caller passes the translator and the content-key
 * namer, which live in other layers.
 */

export interface AuditRow {
  action: string;
  entityType: string;
  entityId: string | null;
  actorEmail: string | null;
  oldValues: Record<string, unknown> | null;
  newValues: Record<string, unknown> | null;
  notes: string | null;
}

/** Message key for a known audit action ("theme.apply" → "theme_apply"); next-intl keys cannot hold dots. */
export function auditActionKey(action: string): string {
  return action.replace(/[^A-Za-z0-9]/g, "_");
}

const NAME_LIMIT = 60;

/** The fields that name a row, in the order tried: what staff would call it. */
const NAME_FIELDS = ["name", "title", "question", "caption", "email", "clientName", "slug", "path"] as const;

function clip(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > limit ? `${flat.slice(0, limit - 1)}…` : flat;
}

/**
 * The name of the thing an entry changed, or null: a copy block by its
 * label (its key is in `notes` or `entityId`), anything else by the first
 * naming field of its new values, else its old ones.
 */
export function entityName(row: AuditRow, nameContentKey: (section: string) => string): string | null {
  if (row.entityType === "site_content") {
    const section = row.notes ?? row.entityId;
    return section ? nameContentKey(section) : null;
  }
  for (const values of [row.newValues, row.oldValues]) {
    for (const field of NAME_FIELDS) {
      const value = values?.[field];
      if (typeof value === "string" && value.trim()) return clip(value, NAME_LIMIT);
    }
  }
  return null;
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const VALUE_LIMIT = 160;

/** A stored value as one readable line: "—" for nothing, lists joined, long text clipped. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return clip(value, VALUE_LIMIT);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.length ? clip(value.map(readableValue).join(", "), VALUE_LIMIT) : "—";
  return clip(JSON.stringify(value), VALUE_LIMIT);
}

function isNothing(value: unknown): boolean {
  return value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
}

/** The fields whose value differs between before and after (a created row: every field; a deleted one: every old field). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const old = before?.[field];
    const now = after?.[field];
    // null, "" and [] all read "—": a change between them is no change to staff.
    if (isNothing(old) && isNothing(now)) return [];
    if (JSON.stringify(old) === JSON.stringify(now)) return [];
    return [{ field, before: readableValue(old), after: readableValue(now) }];
  });
}

export interface SentenceParts {
  /** Message key under adminShell.audit.sentences, or "generic". */
  key: string;
  values: { actor: string; name: string; hasName: "yes" | "no"; action: string };
}

/**
 * What the sentence says: its message key and values. An action without a
 * sentence of its own reads "{actor}: {action label}" through "generic".
 */
export function sentenceParts(
  row: AuditRow,
  { known, actionLabel, system, nameContentKey }: { known: (key: string) => boolean; actionLabel: string; system: string; nameContentKey: (section: string) => string },
): SentenceParts {
  const key = auditActionKey(row.action);
  const name = entityName(row, nameContentKey);
  return {
    key: known(key) ? key : "generic",
    values: { actor: row.actorEmail ?? system, name: name ?? "", hasName: name ? "yes" : "no", action: actionLabel },
  };
}
