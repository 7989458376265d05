import { HistoryIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format-date";
import { auditActionKey } from "../format";
import type { ActivityEntry } from "../queries";

export interface RecentActivityLabels {
  title: string;
  description: string;
  empty: string;
  action: string;
  who: string;
  when: string;
  system: string;
  /** Translated names of known actions, keyed by auditActionKey(action). */
  known: Record<string, string>;
}

/** The latest audit-log rows (decisions.md: Recent Activity lists the audit log). */
export function RecentActivityCard({ entries, labels }: { entries: ActivityEntry[]; labels: RecentActivityLabels }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{labels.title}</CardTitle>
        <CardDescription>{labels.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="flex items-center gap-2 rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
            <HistoryIcon className="size-4" aria-hidden="true" />
            {labels.empty}
          </p>
        ) : (
          <ol aria-label={labels.title} className="divide-y divide-border rounded-md border border-border">
            {entries.map((entry) => {
              const known = labels.known[auditActionKey(entry.action)];
              return (
                <li key={entry.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_auto] sm:items-center sm:gap-4">
                  <p className="min-w-0 text-sm">
                    <span className="sr-only">{labels.action}: </span>
                    {known ? (
                      <span className="font-medium text-foreground">{known}</span>
                    ) : (
                      <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground">{entry.action}</code>
                    )}
                    {entry.entityId && !known ? (
                      <span className="ml-2 truncate text-xs text-muted-foreground">
                        {entry.entityType} · {entry.entityId}
                      </span>
                    ) : null}
                  </p>
                  <p className="min-w-0 truncate text-sm text-muted-foreground">
                    <span className="sr-only">{labels.who}: </span>
                    {entry.actorEmail ?? labels.system}
                  </p>
                  <p className="text-xs text-muted-foreground tabular-nums sm:text-right">
                    <span className="sr-only">{labels.when}: </span>
                    <time dateTime={entry.createdAt.toISOString()}>{formatDateTime(entry.createdAt)}</time>
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
