"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/features/admin/components/progress-bar";
import { SettingsCard } from "@/features/admin/components/settings-card";

/**
 * One card of the report: what it does, the button that runs it, its
 * progress (shown once it has started, announced as it moves) and what it
 * found or did.
 */
export function RunCard({
  title,
  description,
  runLabel,
  runningLabel,
  running,
  disabled,
  progress,
  onRun,
  children,
}: {
  title: string;
  description: string;
  runLabel: string;
  runningLabel: string;
  running: boolean;
  /** Another card is running: one run at a time, so their writes never cross. */
  disabled: boolean;
  progress: number | null;
  onRun: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations("adminContent.imageAudit.progress");
  return (
    <SettingsCard title={title} description={description} contentClassName="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="button" onClick={onRun} disabled={running || disabled} className="sm:w-auto">
          {running ? runningLabel : runLabel}
        </Button>
        {progress !== null ? (
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <ProgressBar value={progress} label={t("label", { card: title })} />
            <span className="w-12 shrink-0 text-right text-sm tabular-nums text-muted-foreground" aria-live="polite">
              {t("value", { value: progress })}
            </span>
          </div>
        ) : null}
      </div>
      {children}
    </SettingsCard>
  );
}
