"use client";

import { RefreshCwIcon, ServerIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SelectOptions } from "@/features/admin/components/select-options";
import { ConfirmAction } from "@/features/admin/dialog/confirm-action";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { dropCachesAndReload } from "@/lib/client/cache-sync";
import { CACHE_CONTENT_TYPE_KEYS, type CacheContentType, type CacheOperationKind } from "../../content-types";
import type { CacheOverview, InstanceView, OperationOutcome } from "../../reports";
import { runCacheOperation } from "../actions";

/** How often the figures are read again while the card is on screen. */
const REFRESH_MS = 15_000;

/** The one operation running, if any: while it runs every button waits ("one busy marker at a time"). */
type Busy = CacheOperationKind | "refresh" | null;

function useCacheOverview(initial: CacheOverview) {
  const [overview, setOverview] = useState(initial);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      const response = await fetch("/api/admin/cache", { cache: "no-store" });
      if (!response.ok) throw new Error(String(response.status));
      setOverview((await response.json()) as CacheOverview);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    // The page's figures are this instance's now and the others' last report: ask every instance at once.
    const first = setTimeout(() => void reload(), 0);
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void reload();
    }, REFRESH_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [reload]);
  return { overview, failed, reload };
}

/**
 * The dashboard's cache card (decision 052): what every running instance's
 * caches hold, read live, and the operations that clear them on every
 * instance and in every open browser. Shown only to holders of
 * admin.cache.manage; the action and the figures' route check it again.
 */
export function CacheCard({ initial }: { initial: CacheOverview }) {
  const t = useTranslations("adminShell.dashboard.cache");
  const callAdmin = useAdminAction();
  const { overview, failed, reload } = useCacheOverview(initial);
  const [busy, setBusy] = useState<Busy>(null);
  const [contentType, setContentType] = useState<CacheContentType>("models");
  const [emergencyOpen, setEmergencyOpen] = useState(false);

  async function run(kind: CacheOperationKind): Promise<boolean> {
    if (busy) return false;
    setBusy(kind);
    try {
      const result = await callAdmin(runCacheOperation, { kind, contentType: kind === "clear_content" ? contentType : null });
      if (!result.ok) {
        toast.error(result.error);
        // The spec's emergency path: when the servers could not be cleared, this browser still lets go of what it holds.
        if (kind === "emergency") await dropCachesAndReload();
        return false;
      }
      if (result.data.outcome) toast.success(describeOutcome(t, result.data.outcome));
      await reload();
      return true;
    } finally {
      setBusy(null);
    }
  }

  async function refresh() {
    setBusy("refresh");
    await reload();
    setBusy(null);
  }

  const live = overview.instances.filter((instance) => !instance.gone);
  const contentOptions = CACHE_CONTENT_TYPE_KEYS.map((key) => ({ value: key, label: t(`contentTypes.${key}`) }));
  const disabled = busy !== null;

  return (
    <Card data-testid="cache-card">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72 space-y-1.5">
          <CardTitle className="text-xl">{t("title")}</CardTitle>
          <CardDescription>{t("description")}</CardDescription>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={refresh} disabled={disabled}>
          <RefreshCwIcon className={busy === "refresh" ? "animate-spin" : undefined} aria-hidden="true" />
          {t("refresh")}
        </Button>
      </CardHeader>
      <CardContent className="space-y-5">
        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            {t("errors.loadFailed")}
          </p>
        ) : null}
        <section aria-label={t("instancesLabel")} className="space-y-3">
          <p className="text-sm text-muted-foreground">{t("instances", { count: live.length })}</p>
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {overview.instances.map((instance) => (
              <InstanceFigures key={instance.id} instance={instance} />
            ))}
          </ul>
        </section>

        <section aria-label={t("operationsLabel")} className="space-y-3">
          <div className="flex flex-wrap gap-2">
            <OperationButton kind="fresh_blog" busy={busy} onRun={run} />
            <OperationButton kind="clear_all" busy={busy} onRun={run} />
            <OperationButton kind="sync_all" busy={busy} onRun={run} />
            <ConfirmAction
              open={emergencyOpen}
              onOpenChange={setEmergencyOpen}
              title={t("emergencyConfirm.title")}
              description={t("emergencyConfirm.description")}
              confirmLabel={t("emergencyConfirm.confirm")}
              busyLabel={t("busy")}
              cancelLabel={t("cancel")}
              destructive
              onConfirm={() => run("emergency")}
              trigger={
                <Button type="button" variant="destructive" size="sm" disabled={disabled}>
                  {t("operations.emergency")}
                </Button>
              }
            />
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1.5">
              <label htmlFor="cache-content-type" className="text-sm font-medium">
                {t("contentType")}
              </label>
              <Select value={contentType} onValueChange={(value) => setContentType(value as CacheContentType)} disabled={disabled}>
                <SelectTrigger id="cache-content-type" className="h-9 w-56">
                  <SelectValue />
                </SelectTrigger>
                <SelectOptions options={contentOptions} />
              </Select>
            </div>
            <OperationButton kind="clear_content" busy={busy} onRun={run} label={t("clear")} />
          </div>
          <p className="text-xs text-muted-foreground">{t("operationsHint")}</p>
        </section>

        <RecentOperations operations={overview.recentOperations} />
      </CardContent>
    </Card>
  );
}

function OperationButton({ kind, busy, onRun, label }: { kind: CacheOperationKind; busy: Busy; onRun: (kind: CacheOperationKind) => Promise<boolean>; label?: string }) {
  const t = useTranslations("adminShell.dashboard.cache");
  return (
    <Button type="button" variant="outline" size="sm" disabled={busy !== null} onClick={() => void onRun(kind)} title={t(`operationHints.${kind}`)}>
      {busy === kind ? t("busy") : (label ?? t(`operations.${kind}`))}
    </Button>
  );
}

type CacheTranslate = ReturnType<typeof useTranslations<"adminShell.dashboard.cache">>;

function describeOutcome(t: CacheTranslate, outcome: OperationOutcome): string {
  const values = {
    operation: t(`operations.${outcome.kind as CacheOperationKind}`),
    dataEntries: outcome.cleared.dataEntries,
    pageCopies: outcome.cleared.pageCopies,
    done: outcome.instancesDone,
    expected: outcome.instancesExpected ?? outcome.instancesDone,
  };
  const said = [t("done", values)];
  if (outcome.cleared.postsReread !== undefined) said.push(t("postsReread", { count: outcome.cleared.postsReread }));
  if (outcome.instancesFailed > 0) said.push(t("someFailed", { count: outcome.instancesFailed }));
  return said.join(" ");
}

function InstanceFigures({ instance }: { instance: InstanceView }) {
  const t = useTranslations("adminShell.dashboard.cache");
  const format = useFormatter();
  const { pageCache, dataCache, accessClasses } = instance.stats;
  const size = (bytes: number) => format.number(bytes / 1024, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 });
  const ratio = (hits: number, misses: number) =>
    hits + misses === 0 ? t("noLookups") : t("hitRatio", { ratio: format.number(hits / (hits + misses), { style: "percent", maximumFractionDigits: 0 }), hits, lookups: hits + misses });
  const tags = Object.entries(dataCache.byTag).sort((a, b) => b[1] - a[1]);
  const lastClear = dataCache.lastClear;
  return (
    <li className={`space-y-2 rounded-md border p-3 text-sm ${instance.gone ? "border-dashed opacity-70" : "border-border"}`} data-testid="cache-instance">
      <p className="flex flex-wrap items-center gap-x-2 font-medium">
        <ServerIcon className="size-4 text-gold" aria-hidden="true" />
        <span className="break-all">{instance.id}</span>
        {instance.isThisOne ? <span className="text-xs font-normal text-muted-foreground">({t("thisInstance")})</span> : null}
      </p>
      <p className="text-xs text-muted-foreground">
        {instance.gone ? t("gone", { time: format.relativeTime(new Date(instance.heardAt)) }) : t("heard", { time: format.dateTime(new Date(instance.heardAt), { timeStyle: "medium" }) })}
        {" · "}
        {t("started", { time: format.dateTime(new Date(instance.startedAt), { dateStyle: "short", timeStyle: "short" }) })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">{t("pageCache")}</dt>
        <dd data-testid="cache-page-figures">
          {pageCache ? (
            <>
              {t("pages", { count: pageCache.byKind.page.entries, size: size(pageCache.byKind.page.bytes) })}
              {", "}
              {t("routerData", { count: pageCache.byKind.routerData.entries, size: size(pageCache.byKind.routerData.bytes) })}
              <br />
              <span className="text-xs text-muted-foreground">{ratio(pageCache.hits, pageCache.misses)}</span>
            </>
          ) : (
            t("pageCacheOff")
          )}
        </dd>
        <dt className="text-muted-foreground">{t("dataCache")}</dt>
        <dd data-testid="cache-data-figures">
          {t("dataEntries", { count: dataCache.entries })}
          <br />
          <span className="text-xs text-muted-foreground">{ratio(dataCache.hits, dataCache.misses)}</span>
          {tags.length > 0 ? (
            <span className="mt-1 flex flex-wrap gap-1" aria-label={t("byTag")}>
              {tags.map(([tag, count]) => (
                <span key={tag} className="rounded bg-secondary px-1.5 py-0.5 text-xs tabular-nums">
                  {tag} {count}
                </span>
              ))}
            </span>
          ) : null}
        </dd>
        {accessClasses !== null ? (
          <>
            <dt className="text-muted-foreground">{t("accessLabel")}</dt>
            <dd>{t("accessClasses", { count: accessClasses })}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t("lastClearLabel")}</dt>
        <dd>{lastClear ? t("lastClear", { time: format.relativeTime(new Date(lastClear.at)), reason: reasonText(t, lastClear) }) : t("neverCleared")}</dd>
      </dl>
    </li>
  );
}

function reasonText(t: CacheTranslate, clear: { reason: string; tables?: readonly string[] }): string {
  if (clear.reason.startsWith("operation:")) {
    const kind = clear.reason.slice("operation:".length) as CacheOperationKind;
    return t("reasons.operation", { operation: t(`operations.${kind}`) });
  }
  if (clear.reason === "write") return t("reasons.write", { tables: (clear.tables ?? []).join(", ") });
  return t("reasons.missed");
}

function RecentOperations({ operations }: { operations: OperationOutcome[] }) {
  const t = useTranslations("adminShell.dashboard.cache");
  const format = useFormatter();
  return (
    <section aria-label={t("recent")} className="space-y-2">
      <h3 className="text-sm font-medium">{t("recent")}</h3>
      {operations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("recentEmpty")}</p>
      ) : (
        <ul className="space-y-1 text-sm" data-testid="cache-recent">
          {operations.map((operation) => (
            <li key={operation.id} className="text-muted-foreground">
              {t("recentRow", {
                operation:
                  operation.kind === "clear_content" && operation.contentType
                    ? `${t("operations.clear_content")}: ${t(`contentTypes.${operation.contentType as CacheContentType}`)}`
                    : t(`operations.${operation.kind as CacheOperationKind}`),
                actor: operation.requestedByEmail ?? "—",
                time: format.relativeTime(new Date(operation.requestedAt)),
                count: operation.instancesDone,
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
