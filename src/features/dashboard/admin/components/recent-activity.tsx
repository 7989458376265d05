import { HistoryIcon } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { PresentedAuditEntry } from "@/features/audit/admin/present";
import { AuditEntryList, type AuditEntryListLabels } from "@/features/audit/admin/components/audit-entry-list";

export interface RecentActivityLabels extends AuditEntryListLabels {
  description: string;
  empty: string;
  /** The link to the whole audit log. */
  all: string;
}

/** The dashboard's link that shows sign-ins, or leaves them out again. */
export interface SignInsToggle {
  href: string;
  label: string;
}

/**
 * The latest audit-log rows as sentences (Recent Activity lists the audit
 * log). On the dashboard, admins' sign-ins are left out by default
 * so the changes show; the `signIns` link beside the title brings them back.
 */
export function RecentActivityCard({
  entries,
  labels,
  signIns,
}: {
  entries: PresentedAuditEntry[];
  labels: RecentActivityLabels;
  signIns?: SignInsToggle;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <CardTitle className="text-xl">{labels.title}</CardTitle>
          <CardDescription>{labels.description}</CardDescription>
        </div>
        {signIns ? (
          <Link
            href={signIns.href}
            scroll={false}
            className="inline-flex min-h-10 items-center rounded-md border border-border px-3 text-sm text-foreground transition-colors hover:border-gold/50 hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {signIns.label}
          </Link>
        ) : null}
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
