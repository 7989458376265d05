import { getFormatter, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { RefreshOnTableChange } from "@/features/admin/components/refresh-on-table-change";
import { InfoCard } from "@/features/admin/components/settings-card";
import type { BackupOverview } from "../queries";
import { BackUpNowButton } from "./back-up-now-button";

const STATUS_VARIANT = { succeeded: "success", running: "outline", failed: "destructive", incomplete: "warning" } as const;

function megabytes(bytes: number | null): string {
  return bytes === null ? "—" : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * System Settings › Database › Backups (decision 055): the schedule, where
 * sets go and whether they are encrypted, the latest runs with their size
 * and result, and "Back up now". Follows backup_runs as it changes, so a
 * run started here shows itself running and then finished.
 */
export async function BackupsCard({ locale, overview }: { locale: string; overview: BackupOverview }) {
  const t = await getTranslations({ locale, namespace: "adminShell.settings.backups" });
  const format = await getFormatter({ locale });
  const running = overview.runs.some((run) => run.status === "running");
  // min-w-0: the runs' table scrolls inside the card rather than widening the settings' column.
  return (
    <div className="min-w-0">
      <InfoCard
        title={t("title")}
        description={t("description")}
        rows={[
          { label: t("schedule"), value: t("scheduleValue", { minutes: overview.firstRunAfterMinutes }) },
          { label: t("location"), value: <code className="font-mono text-xs break-all">{overview.location}</code> },
          { label: t("encryption"), value: overview.encrypted ? t("encrypted") : t("notEncrypted") },
          { label: t("contents"), value: t("contentsValue") },
        ]}
      >
        <RefreshOnTableChange tables="backup_runs" />
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-sm font-medium text-foreground">{t("latest")}</h3>
          <BackUpNowButton running={running} />
        </div>
        {overview.runs.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">{t("none")}</p>
        ) : (
          <>
            {/* On a phone, one entry per run; the table from the small breakpoint up. */}
            <ul className="mt-3 flex flex-col gap-3 sm:hidden" aria-label={t("latest")}>
              {overview.runs.map((run) => (
                <li key={run.id} className="rounded-md border border-border p-3 text-sm">
                  <div className="flex items-start justify-between gap-3">
                    <span>{format.dateTime(run.startedAt, { dateStyle: "medium", timeStyle: "short" })}</span>
                    <Badge variant={STATUS_VARIANT[run.status]}>{t(`statuses.${run.status}`)}</Badge>
                  </div>
                  <span className="block font-mono text-xs break-all text-muted-foreground">{run.setName}</span>
                  <span className="mt-1 block text-muted-foreground">
                    {t(`triggers.${run.trigger}`)} · {megabytes(run.bytes)} · {run.mediaCount === null ? "—" : t("filesCount", { count: run.mediaCount })}
                  </span>
                  {run.error ? <span className="mt-1 block text-xs break-words text-destructive">{run.error}</span> : null}
                </li>
              ))}
            </ul>
            <div className="mt-3 hidden overflow-x-auto rounded-md border border-border sm:block">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("started")}</TableHead>
                    <TableHead>{t("trigger")}</TableHead>
                    <TableHead>{t("result")}</TableHead>
                    <TableHead className="text-right">{t("size")}</TableHead>
                    <TableHead className="text-right">{t("files")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {overview.runs.map((run) => (
                    <TableRow key={run.id}>
                      <TableCell className="whitespace-nowrap">
                        {format.dateTime(run.startedAt, { dateStyle: "medium", timeStyle: "short" })}
                        <span className="block font-mono text-xs text-muted-foreground">{run.setName}</span>
                      </TableCell>
                      <TableCell>{t(`triggers.${run.trigger}`)}</TableCell>
                      <TableCell>
                        <Badge variant={STATUS_VARIANT[run.status]}>{t(`statuses.${run.status}`)}</Badge>
                        {run.error ? <span className="mt-1 block max-w-md text-xs break-words text-destructive">{run.error}</span> : null}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{megabytes(run.bytes)}</TableCell>
                      <TableCell className="text-right tabular-nums">{run.mediaCount ?? "—"}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </>
        )}
      </InfoCard>
    </div>
  );
}
