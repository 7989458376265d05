"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Alert, AlertDescription } from "@/components/ui/alert";
import type { ActionResult } from "@/features/admin/action";
import { LabelledSelect } from "@/features/admin/list/labelled-select";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { pauseImageMigration, resumeImageMigration, startImageMigration } from "../actions";
import { MIGRATION_SCOPES, type MigrationScope, type MigrationTarget, type MigrationView } from "../../../migration/scope";
import { MigrationCard } from "./migration-card";
import { useMigrationProgress } from "./use-migration-progress";

/**
 * Bulk Image Migration: where to move the images, then one card for
 * everything and one per category, each with its job's live progress and
 * Start, Pause and Resume. The job runs on the server; this screen only
 * starts, pauses and watches it.
 */
export function MigrationScreen({ jobs: initial, targets, writeTarget }: { jobs: MigrationView[]; targets: MigrationTarget[]; writeTarget: MigrationTarget }) {
  const t = useTranslations("adminContent.migration");
  const callAdmin = useAdminAction();
  const { jobs, live, merge } = useMigrationProgress(initial, { failedMessage: t("errors.failed") });
  // New images go where the latest migration moves them (decision 051); before any, where the server says.
  const latest = [...jobs].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const storingOn = latest?.target ?? writeTarget;
  const [target, setTarget] = useState<MigrationTarget>(targets.includes("s3") && writeTarget === "local" ? "s3" : writeTarget);
  const unfinished = jobs.find((job) => job.status === "running" || job.status === "paused") ?? null;

  async function act(run: () => Promise<ActionResult<MigrationView>>, done: string): Promise<boolean> {
    const result = await run();
    if (!result.ok) {
      toast.error(result.error);
      return false;
    }
    merge(result.data);
    toast.success(done);
    return true;
  }

  const handlers = {
    start: (scope: MigrationScope) => act(() => callAdmin(startImageMigration, { scope, target }), t("toasts.started")),
    pause: (job: MigrationView) => act(() => callAdmin(pauseImageMigration, { id: job.id }), t("toasts.paused")),
    resume: (job: MigrationView) => act(() => callAdmin(resumeImageMigration, { id: job.id }), t("toasts.resumed")),
  };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <LabelledSelect
          id="migration-target"
          label={t("target.label")}
          value={target}
          options={targets.map((kind) => ({ value: kind, label: t(`target.${kind}`) }))}
          onChange={setTarget}
          className="flex w-full flex-col gap-2 sm:w-72"
        />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t("target.current", { store: t(`target.${storingOn}`) })}
          {live ? null : <span className="block">{t("reconnecting")}</span>}
        </p>
      </div>
      {targets.includes("s3") ? null : (
        <Alert>
          <AlertDescription>{t("target.s3Missing")}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {MIGRATION_SCOPES.map((scope) => (
          <MigrationCard
            key={scope}
            scope={scope}
            target={target}
            job={jobs.find((job) => job.scope === scope) ?? null}
            blocked={unfinished !== null && unfinished.scope !== scope}
            handlers={handlers}
          />
        ))}
      </div>
    </div>
  );
}
