"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmAction } from "@/features/admin/dialog/confirm-action";
import { formatDateTime } from "@/lib/format-date";
import type { MigrationScope, MigrationTarget, MigrationView } from "../../../migration/scope";

export interface MigrationHandlers {
  start(scope: MigrationScope): Promise<boolean>;
  pause(job: MigrationView): Promise<boolean>;
  resume(job: MigrationView): Promise<boolean>;
}

const STATUS_BADGE = { idle: "outline", running: "default", paused: "warning", complete: "success", failed: "destructive" } as const;

function percentOf(job: MigrationView): number {
  if (job.total === 0) return job.status === "complete" ? 100 : 0;
  return Math.min(100, Math.round((job.processed / job.total) * 100));
}

/** One scope's card: idle (no job yet), processing (running or paused) or complete, with the job's counts. */
export function MigrationCard({
  scope,
  target,
  job,
  blocked,
  handlers,
}: {
  scope: MigrationScope;
  target: MigrationTarget;
  job: MigrationView | null;
  /** Another scope's job is under way: only one runs at a time. */
  blocked: boolean;
  handlers: MigrationHandlers;
}) {
  const t = useTranslations("adminContent.migration");
  const title = scope === "all" ? t("cards.all") : t(`categories.${scope}`);
  const status = job?.status ?? "idle";
  const headingId = `migration-${scope}`;
  const percent = job ? percentOf(job) : 0;

  return (
    <Card role="region" aria-labelledby={headingId} data-scope={scope} className={scope === "all" ? "md:col-span-2 xl:col-span-3" : undefined}>
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-3">
          <CardTitle id={headingId}>{title}</CardTitle>
          <Badge variant={STATUS_BADGE[status]}>{t(`status.${status}`)}</Badge>
        </div>
        <CardDescription>{scope === "all" ? t("cards.allText") : t("cards.categoryText")}</CardDescription>
      </CardHeader>
      {job ? (
        <CardContent className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">
            {t("toWhere", { store: t(`target.${job.target}`) })}
            {job.status === "running" || job.status === "paused" ? ` · ${t(`phase.${job.phase}`)}` : null}
          </p>
          <div
            role="progressbar"
            aria-label={title}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t("progress", { processed: job.processed, total: job.total })}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            {(["total", "processed", "succeeded", "failed"] as const).map((name) => (
              <div key={name} className="flex flex-col">
                <dt className="text-muted-foreground">{t(`counts.${name}`)}</dt>
                <dd className="font-medium tabular-nums" data-count={name}>
                  {job[name]}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-muted-foreground">
            {job.startedByEmail ? t("startedBy", { email: job.startedByEmail }) : null}
            {job.finishedAt ? ` · ${t("finished", { when: formatDateTime(job.finishedAt) })}` : null}
          </p>
          {job.failures.length > 0 ? <FailureList failures={job.failures} /> : null}
        </CardContent>
      ) : null}
      <CardFooter className="flex flex-wrap gap-2">
        <CardActions scope={scope} title={title} target={target} job={job} blocked={blocked} handlers={handlers} />
      </CardFooter>
    </Card>
  );
}

function FailureList({ failures }: { failures: MigrationView["failures"] }) {
  const t = useTranslations("adminContent.migration");
  const refusals = useTranslations("adminContent.imageImport.refusals");
  // An import's refusal keeps the import's own message (decision 046); the migration's reasons are its own.
  const reason = (code: string) => (t.has(`reasons.${code}`) ? t(`reasons.${code}`) : refusals.has(code) ? refusals(code) : t("reasons.import_failed"));
  return (
    <details className="text-sm">
      <summary className="cursor-pointer">{t("failures.title")}</summary>
      <ul className="mt-2 flex flex-col gap-2">
        {[...failures].reverse().map((failure, index) => (
          <li key={`${failure.item}-${index}`} className="min-w-0">
            <span className="block truncate font-mono text-xs" title={failure.item}>
              {failure.item}
            </span>
            <span className="text-muted-foreground">{reason(failure.reason)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function CardActions({ scope, title, target, job, blocked, handlers }: { scope: MigrationScope; title: string; target: MigrationTarget; job: MigrationView | null; blocked: boolean; handlers: MigrationHandlers }) {
  const t = useTranslations("adminContent.migration");
  if (job?.status === "running") {
    return (
      <Button type="button" variant="outline" onClick={() => handlers.pause(job)}>
        {t("actions.pause")}
      </Button>
    );
  }
  if (job && (job.status === "paused" || job.status === "failed")) {
    return (
      <Button type="button" disabled={blocked} onClick={() => handlers.resume(job)}>
        {t("actions.resume")}
      </Button>
    );
  }
  const store = t(`target.${target}`);
  return (
    <ConfirmAction
      title={t("confirm.title", { scope: title, store })}
      description={t("confirm.body", { store })}
      confirmLabel={t("confirm.confirm")}
      busyLabel={t("actions.working")}
      cancelLabel={t("confirm.cancel")}
      onConfirm={() => handlers.start(scope)}
      trigger={
        <Button type="button" disabled={blocked}>
          {job ? t("actions.startAgain") : t("actions.start")}
        </Button>
      }
    />
  );
}
