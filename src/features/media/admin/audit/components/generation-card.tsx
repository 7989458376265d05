"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { RunCard } from "./run-card";
import { readScope, runGeneration, type GenerationRun } from "./runs";
import { useRun } from "./use-run";

/** Canonical image generation over every stored image, with the summary: total, successful, updated (and failed). */
export function GenerationCard({ disabled, onBusy }: { disabled: boolean; onBusy: (busy: boolean) => void }) {
  const t = useTranslations("adminContent.imageAudit");
  const callAdmin = useAdminAction();
  const { running, progress, onProgress, run } = useRun(t("errors.generation"), onBusy);
  const [summary, setSummary] = useState<GenerationRun | null>(null);

  async function generate() {
    setSummary(null);
    const result = await run(async () => {
      const scope = await readScope(callAdmin);
      return scope.ok ? runGeneration(callAdmin, scope, onProgress) : scope;
    });
    if (!result) return;
    const { ok: _ok, ...counts } = result;
    setSummary(counts);
  }

  return (
    <RunCard
      title={t("generation.title")}
      description={t("generation.description")}
      runLabel={t("generation.run")}
      runningLabel={t("generation.running")}
      running={running}
      disabled={disabled}
      progress={progress}
      onRun={generate}
    >
      {summary ? (
        <p role="status" className="text-sm">
          {t("generation.summary", summary)}
        </p>
      ) : null}
    </RunCard>
  );
}
