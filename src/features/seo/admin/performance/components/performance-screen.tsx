"use client";

import { ArrowDownRightIcon, ArrowUpRightIcon, MinusIcon, RotateCwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState, useTransition, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ListSort } from "@/features/admin/components/list-sort";
import { PERFORMANCE_PERIODS, PERFORMANCE_TABS, performanceHref, type PerformanceParams, type PerformanceTab } from "../list-params";
import type { PeriodTotals } from "../list-query";
import type { PerformanceScreenData } from "../queries";
import { DailyViewsChart, DeviceTrendChart, TopPagesChart } from "./charts";
import { IssuesPanel } from "./issues-panel";
import { PageViewsTable } from "./page-views-table";

/**
 * SEO Performance: the period and Refresh, four KPI
 * cards, and the tabs (Visão Geral, Por Página, Tendências, Issues). The tab,
 * period and the By page view live in the address; each change is read again
 * on the server, so every number shown is what page_views holds now.
 */
export function PerformanceScreen({ data, params }: { data: PerformanceScreenData; params: PerformanceParams }) {
  const t = useTranslations("adminSeo.performance");
  const router = useRouter();
  const [chosenTab, setChosenTab] = useState<PerformanceTab | null>(null);
  const [navigating, startNavigation] = useTransition();
  // The tab just chosen while its data loads; otherwise the address's (back and forward included).
  const tab = navigating && chosenTab ? chosenTab : params.tab;
  const [refreshing, startRefresh] = useTransition();

  const go = (href: string) => startNavigation(() => router.push(href, { scroll: false }));
  const switchTab = (value: string) => {
    const next = value as PerformanceTab;
    setChosenTab(next);
    go(performanceHref({ ...params, tab: next, page: 1 }));
  };
  // The panel shown is the one the server answered for; a newly chosen tab waits for its data.
  const loadedTab = params.tab;
  const noViews = data.totals.current.views === 0 && data.totals.previous.views === 0;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <ListSort
          id="performance-period"
          label={t("period.label")}
          value={String(params.period) as `${(typeof PERFORMANCE_PERIODS)[number]}`}
          options={PERFORMANCE_PERIODS.map((days) => ({ value: `${days}` as const, label: t("period.option", { days }) }))}
          hrefFor={(days) => performanceHref({ ...params, period: Number(days) as PerformanceParams["period"], page: 1 })}
          className="flex flex-col gap-2 sm:w-56"
        />
        <Button variant="outline" disabled={refreshing} onClick={() => startRefresh(() => router.refresh())} className="self-start sm:self-auto">
          <RotateCwIcon aria-hidden="true" className={refreshing ? "animate-spin" : undefined} />
          {refreshing ? t("refreshing") : t("refresh")}
        </Button>
      </div>

      <Kpis data={data} period={params.period} />

      {noViews ? <EmptyViews /> : null}

      <Tabs value={tab} onValueChange={switchTab}>
        {/* Wraps rather than scrolls: at 390 px the Portuguese labels do not fit one row, and a tab out of sight is easily missed. */}
        <TabsList aria-label={t("tabs.label")} className="flex-wrap">
          {PERFORMANCE_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {PERFORMANCE_TABS.map((value) => (
          <TabsContent key={value} value={value} aria-busy={navigating && value !== loadedTab}>
            {value === loadedTab ? <Panel tab={value} data={data} params={params} noViews={noViews} /> : <PanelPending />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function PanelPending() {
  return <div className="h-64 animate-pulse rounded-lg border border-border bg-muted/40" />;
}

function Panel({ tab, data, params, noViews }: { tab: PerformanceTab; data: PerformanceScreenData; params: PerformanceParams; noViews: boolean }) {
  const t = useTranslations("adminSeo.performance");
  if (tab === "issues") return <IssuesPanel scores={data.scores} />;
  if (tab === "pages") return data.list ? <PageViewsTable list={data.list} params={params} /> : null;
  const hasViews = data.totals.current.views > 0;
  if (tab === "overview") {
    return (
      <div className="grid gap-6 xl:grid-cols-2">
        <ChartCard title={t("overview.dailyTitle")} description={t("overview.dailyDescription")}>
          {hasViews && data.daily ? <DailyViewsChart daily={data.daily} /> : <NoViewsInPeriod quiet={noViews} />}
        </ChartCard>
        <ChartCard title={t("overview.topTitle")} description={t("overview.topDescription")}>
          {hasViews && data.topPages?.length ? <TopPagesChart pages={data.topPages} /> : <NoViewsInPeriod quiet={noViews} />}
        </ChartCard>
      </div>
    );
  }
  return (
    <div className="grid gap-6 xl:grid-cols-3">
      <ChartCard title={t("trends.devicesTitle")} description={t("trends.devicesDescription")} className="xl:col-span-2">
        {hasViews && data.daily ? <DeviceTrendChart daily={data.daily} /> : <NoViewsInPeriod quiet={noViews} />}
      </ChartCard>
      <ChartCard title={t("trends.splitTitle")} description={t("trends.splitDescription")}>
        {hasViews ? <DeviceSplit totals={data.totals.current} /> : <NoViewsInPeriod quiet={noViews} />}
      </ChartCard>
    </div>
  );
}

function ChartCard({ title, description, className, children }: { title: string; description: string; className?: string; children: ReactNode }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="px-3 sm:px-6">{children}</CardContent>
    </Card>
  );
}

function NoViewsInPeriod({ quiet }: { quiet: boolean }) {
  const t = useTranslations("adminSeo.performance.empty");
  // The page-wide notice already says it when nothing was ever counted.
  return <p className="py-8 text-center text-sm text-muted-foreground">{quiet ? t("title") : t("text")}</p>;
}

function EmptyViews() {
  const t = useTranslations("adminSeo.performance.empty");
  return (
    <section aria-labelledby="performance-empty" className="rounded-lg border border-dashed border-gold/35 bg-card/60 px-5 py-6">
      <h2 id="performance-empty" className="font-display text-xl">
        {t("title")}
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-muted-foreground">{t("text")}</p>
    </section>
  );
}

/** The real phone / desktop / tablet split of the period, as bars of HTML (the numbers are text). */
function DeviceSplit({ totals }: { totals: PeriodTotals }) {
  const t = useTranslations("adminSeo.performance.charts");
  const percent = usePercent();
  const rows = [
    { key: "mobile", views: totals.mobile, colour: "bg-[hsl(var(--gold))]" },
    { key: "desktop", views: totals.desktop, colour: "bg-[hsl(var(--champagne))]" },
    { key: "tablet", views: totals.tablet, colour: "bg-[hsl(var(--gold-muted))]" },
  ] as const;
  return (
    <dl className="flex flex-col gap-4">
      {rows.map((row) => {
        const share = totals.views ? row.views / totals.views : 0;
        return (
          <div key={row.key} className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <dt>{t(row.key)}</dt>
              <dd className="font-display text-xl tabular-nums lining-nums">{percent(share)}</dd>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div className={`h-full rounded-full ${row.colour}`} style={{ width: `${share * 100}%` }} />
            </div>
          </div>
        );
      })}
    </dl>
  );
}

function usePercent() {
  const locale = useLocale();
  const format = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  return (share: number) => format.format(share);
}

function Kpis({ data, period }: { data: PerformanceScreenData; period: number }) {
  const t = useTranslations("adminSeo.performance.kpis");
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const percent = usePercent();
  const { current, previous } = data.totals;
  const share = (totals: PeriodTotals) => (totals.views ? totals.mobile / totals.views : null);
  const currentShare = share(current);
  const previousShare = share(previous);
  const relative = (now: number, before: number) => {
    if (before === 0) return <Change text={t("noPrevious", { days: period })} direction="none" />;
    const change = (now - before) / before;
    if (change === 0) return <Change text={t("same", { days: period })} direction="none" />;
    const text = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0, signDisplay: "always" }).format(change);
    return <Change text={t(change > 0 ? "up" : "down", { change: text, days: period })} direction={change > 0 ? "up" : "down"} />;
  };
  const points = () => {
    if (currentShare === null || previousShare === null) return <Change text={t("noPrevious", { days: period })} direction="none" />;
    const change = Math.round((currentShare - previousShare) * 100);
    if (change === 0) return <Change text={t("same", { days: period })} direction="none" />;
    const signed = `${change > 0 ? "+" : "−"}${t("points", { change: Math.abs(change) })}`;
    return <Change text={t(change > 0 ? "up" : "down", { change: signed, days: period })} direction={change > 0 ? "up" : "down"} />;
  };
  return (
    <section aria-label={t("label", { days: period })} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Kpi label={t("views")} value={number.format(current.views)} change={relative(current.views, previous.views)} />
      <Kpi label={t("pages")} value={number.format(current.pages)} change={relative(current.pages, previous.pages)} />
      <Kpi label={t("mobileShare")} value={currentShare === null ? "—" : percent(currentShare)} change={points()} />
      <Kpi
        label={t("averageScore")}
        value={data.scores.average === null ? "—" : `${data.scores.average}/100`}
        change={<Change text={data.scores.scored ? t("scoreHint", { count: data.scores.scored }) : t("noScore")} direction="none" />}
      />
    </section>
  );
}

function Kpi({ label, value, change }: { label: string; value: string; change: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-1 p-5">
        <h2 className="text-sm text-muted-foreground">{label}</h2>
        <p className="font-display text-3xl tabular-nums lining-nums">{value}</p>
        {change}
      </CardContent>
    </Card>
  );
}

function Change({ text, direction }: { text: string; direction: "up" | "down" | "none" }) {
  const Icon = direction === "up" ? ArrowUpRightIcon : direction === "down" ? ArrowDownRightIcon : MinusIcon;
  return (
    <p className="flex items-center gap-1 text-xs text-muted-foreground">
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {text}
    </p>
  );
}
