import type { PresentedAuditEntry } from "../present";

/** "imageUrl" → "Image url", "seo_title" → "Seo title": a stored field's name as words. */
function readableField(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/_/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface AuditEntryListLabels {
  /** The list's accessible name. */
  title: string;
  changes: string;
  noChanges: string;
  field: string;
  before: string;
  after: string;
}

/**
 * Audit entries as sentences, newest first: who did what to which thing,
 * then the kind and the time; with `showChanges`, each entry unfolds to the
 * fields it changed, before → after. One column on a phone; the change table
 * becomes stacked rows there.
 */
export function AuditEntryList({ entries, labels, showChanges = false }: { entries: PresentedAuditEntry[]; labels: AuditEntryListLabels; showChanges?: boolean }) {
  return (
    <ol aria-label={labels.title} className="divide-y divide-border rounded-md border border-border">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-1 px-4 py-3">
          <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <p className="min-w-0 break-words text-sm font-medium text-foreground">{entry.sentence}</p>
            <p className="shrink-0 text-xs text-muted-foreground tabular-nums">
              <time dateTime={entry.whenIso}>{entry.when}</time>
            </p>
          </div>
          <p className="text-xs text-muted-foreground">
            {entry.entityTypeLabel} · {entry.actionLabel}
          </p>
          {entry.note ? <p className="break-words text-xs text-muted-foreground">{entry.note}</p> : null}
          {showChanges ? <ChangeDetails entry={entry} labels={labels} /> : null}
        </li>
      ))}
    </ol>
  );
}

function ChangeDetails({ entry, labels }: { entry: PresentedAuditEntry; labels: AuditEntryListLabels }) {
  if (entry.changes.length === 0) return <p className="text-xs text-muted-foreground">{labels.noChanges}</p>;
  return (
    <details className="group mt-1 text-sm">
      <summary className="cursor-pointer rounded-sm text-xs font-medium text-primary underline-offset-4 hover:underline">
        {labels.changes} ({entry.changes.length})
      </summary>
      <dl className="mt-2 grid gap-2">
        {entry.changes.map((change) => (
          <div key={change.field} className="grid gap-1 rounded-md bg-muted/40 p-2 sm:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1fr)] sm:gap-3">
            <dt className="text-xs text-muted-foreground">{readableField(change.field)}</dt>
            <dd className="min-w-0 break-words text-xs">
              <span className="sr-only">{labels.before}: </span>
              <del className="text-muted-foreground decoration-destructive/60">{change.before}</del>
            </dd>
            <dd className="min-w-0 break-words text-xs">
              <span className="sr-only">{labels.after}: </span>
              <ins className="no-underline text-foreground">→ {change.after}</ins>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
