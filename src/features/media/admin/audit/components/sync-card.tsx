"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { RunCard } from "./run-card";
import { readScope, runGeneration, runOutsideSync, type GenerationRun, type OutsideRun } from "./runs";
import { useRun } from "./use-run";

/**
 * Sync and repair: the outside addresses brought home, then the missing
 * variants rebuilt; one progress bar over both. Whatever fails, it is
 * 'Falha na sincronização' (or its en-GB counterpart).
 */
export function SyncCard({ disabled, onBusy }: { disabled: boolean; onBusy: (busy: boolean) => void }) {
  const t = useTranslations("adminContent.imageAudit");
  const callAdmin = useAdminAction();
  const { running, progress, onProgress, run } = useRun(t("errors.sync"), onBusy);
  const [summary, setSummary] = useState<{ outside: OutsideRun; rebuild: GenerationRun } | null>(null);

  async function sync() {
    setSummary(null);
    const result = await run(async () => {
      const scope = await readScope(callAdmin);
      if (!scope.ok) return scope;
      const outside = await runOutsideSync(callAdmin, scope, onProgress, scope.outside + scope.images);
      if (!outside.ok) return outside;
      const rebuild = await runGeneration(callAdmin, scope, onProgress, scope.outside);
      if (!rebuild.ok) return rebuild;
      const { ok: _outsideOk, ...outsideCounts } = outside;
      const { ok: _rebuildOk, ...rebuildCounts } = rebuild;
      return { ok: true as const, outside: outsideCounts, rebuild: rebuildCounts };
    });
    if (result) setSummary(result);
  }

  return (
    <RunCard title={t("sync.title")} description={t("sync.description")} runLabel={t("sync.run")} runningLabel={t("sync.running")} running={running} disabled={disabled} progress={progress} onRun={sync}>
      {summary ? (
        <p role="status" className="text-sm">
          {t("sync.summary", { ...summary.outside, updated: summary.rebuild.updated, rebuildFailed: summary.rebuild.failed })}
        </p>
      ) : null}
    </RunCard>
  );
}
