import { HistoryIcon } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { PresentedAuditEntry } from "@/features/audit/admin/present";
import { AuditEntryList, type AuditEntryListLabels } from "@/features/audit/components/audit-entry-list";

export interface RecentActivityLabels extends AuditEntryListLabels {
  description: string;
  empty: string;
  /** The link to the whole audit log. */
  all: string;
}

/** The latest audit-log rows as sentences (decisions.md: Recent Activity lists the audit log). */
export function RecentActivityCard({ entries, labels }: { entries: PresentedAuditEntry[]; labels: RecentActivityLabels }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{labels.title}</CardTitle>
        <CardDescription>{labels.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {entries.length === 0 ? (
          <p className="flex items-center gap-2 rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
            <HistoryIcon className="size-4" aria-hidden="true" />
            {labels.empty}
          </p>
        ) : (
          <AuditEntryList entries={entries} labels={labels} />
        )}
        <Link href="/admin/users/audit" className="self-start rounded-sm text-sm text-primary underline-offset-4 hover:underline">
          {labels.all}
        </Link>
      </CardContent>
    </Card>
  );
}
