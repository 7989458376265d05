"use client";

import { useState } from "react";
import { AuditCard } from "./audit-card";
import { GenerationCard } from "./generation-card";
import { RestorationCard } from "./restoration-card";
import { SyncCard } from "./sync-card";

/**
 * The Image Pipeline Audit Report: the audit, canonical generation, sync and
 * repair, and the restoration. One card runs at a time, so a generation
 * never races the audit it is meant to fix.
 */
export function ImageAuditScreen() {
  const [busy, setBusy] = useState<string | null>(null);
  const cardProps = (card: string) => ({ disabled: busy !== null && busy !== card, onBusy: (on: boolean) => setBusy(on ? card : null) });
  return (
    <div className="flex min-w-0 flex-col gap-6" aria-busy={busy !== null}>
      <AuditCard {...cardProps("audit")} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <GenerationCard {...cardProps("generation")} />
        <SyncCard {...cardProps("sync")} />
      </div>
      <RestorationCard {...cardProps("restoration")} />
    </div>
  );
}
