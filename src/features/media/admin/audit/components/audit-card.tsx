"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAdminAction } from "@/features/admin/use-admin-action";
import type { AuditReport } from "../findings";
import { FindingsReport } from "./findings-report";
import { RunCard } from "./run-card";
import { readScope, runAudit } from "./runs";
import { useRun } from "./use-run";

/** The audit: every reference and every stored image, in batches; its sections fill in as the batches come back. */
export function AuditCard({ disabled, onBusy }: { disabled: boolean; onBusy: (busy: boolean) => void }) {
  const t = useTranslations("adminContent.imageAudit");
  const callAdmin = useAdminAction();
  const { running, progress, onProgress, run } = useRun(t("errors.audit"), onBusy);
  const [report, setReport] = useState<AuditReport | null>(null);
  const [checked, setChecked] = useState<{ references: number; images: number } | null>(null);

  async function audit() {
    setChecked(null);
    setReport(null);
    const result = await run(async () => {
      const scope = await readScope(callAdmin);
      return scope.ok ? runAudit(callAdmin, scope, { onProgress, onReport: setReport }) : scope;
    });
    if (result) setChecked({ references: result.references, images: result.images });
  }

  return (
    <RunCard title={t("audit.title")} description={t("audit.description")} runLabel={t("audit.run")} runningLabel={t("audit.running")} running={running} disabled={disabled} progress={progress} onRun={audit}>
      {checked ? <p className="text-sm text-muted-foreground">{t("audit.done", checked)}</p> : null}
      {report ? <FindingsReport report={report} /> : null}
    </RunCard>
  );
}
