"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactElement } from "react";
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { DailyViews } from "../list-query";
import type { TopPage } from "../queries";

/**
 * SEO Performance's charts (recharts, decision 032). Every chart fills its
 * card's width (ResponsiveContainer), keeps few ticks and short date labels so
 * it reads at 390 px, takes its colours from the theme's CSS variables (so
 * the light theme and a saved theme apply), and comes with a visually hidden
 * table of the same numbers: the figures are never only in the SVG.
 *
 * The SVG is hidden from assistive technology (the table says it all), so
 * nothing inside may take focus: recharts' keyboard layer (a focusable
 * surface) is switched off on every chart. The value axes size themselves to
 * their longest label (width "auto"), so 340,000 is never cut to "0,000".
 */

const COLOURS = {
  views: "hsl(var(--gold))",
  mobile: "hsl(var(--gold))",
  desktop: "hsl(var(--champagne))",
  tablet: "hsl(var(--gold-muted))",
  grid: "hsl(var(--border))",
  text: "hsl(var(--muted-foreground))",
};

const TICK = { fill: COLOURS.text, fontSize: 12 };
const TOOLTIP_STYLE = {
  contentStyle: { background: "hsl(var(--popover))", border: "1px solid hsl(var(--border))", borderRadius: 6, color: "hsl(var(--popover-foreground))", fontSize: 13 },
  labelStyle: { color: "hsl(var(--popover-foreground))" },
  cursor: { stroke: COLOURS.grid, fill: "hsl(var(--muted) / 0.4)" },
};

/** "4 Mar" / "4 de mar.": the day alone, in the admin's language (the days are UTC dates). */
function useShortDate() {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

function useLongDate() {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

function useNumber() {
  const locale = useLocale();
  const format = new Intl.NumberFormat(locale);
  return (value: number) => format.format(value);
}

/**
 * The numbers of a chart as a table only screen readers get. The wrapper is
 * the hidden box: a table ignores the 1 px width sr-only gives it and would
 * widen a phone's page.
 */
function HiddenTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: (string | number)[][] }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A chart as the page shows it: the drawing (hidden from screen readers,
 * which get the same figures as a table instead) and its one-line summary.
 */
function ChartFigure({
  summary,
  height,
  table,
  children,
}: {
  summary: string;
  /** In pixels; 16 rem when not given. */
  height?: number;
  table: { headers: string[]; rows: (string | number)[][] };
  children: ReactElement;
}) {
  return (
    <figure className="flex flex-col gap-2">
      <div className={height === undefined ? "h-64 w-full" : "w-full"} style={height === undefined ? undefined : { height }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      <HiddenTable caption={summary} headers={table.headers} rows={table.rows} />
    </figure>
  );
}

/** Overview: total views per day, every day of the period. */
export function DailyViewsChart({ daily }: { daily: DailyViews[] }) {
  const t = useTranslations("adminSeo.performance.charts");
  const shortDate = useShortDate();
  const longDate = useLongDate();
  const number = useNumber();
  const total = daily.reduce((sum, d) => sum + d.total, 0);
  const busiest = daily.reduce((best, d) => (d.total > best.total ? d : best), daily[0]);
  const summary = t("dailySummary", { total, days: daily.length, day: longDate(busiest.day), views: number(busiest.total) });
  return (
    <ChartFigure summary={summary} table={{ headers: [t("day"), t("views")], rows: daily.map((d) => [longDate(d.day), number(d.total)]) }}>
      <LineChart accessibilityLayer={false} data={daily} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={COLOURS.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDate} tick={TICK} tickLine={false} axisLine={{ stroke: COLOURS.grid }} interval="preserveStartEnd" minTickGap={28} />
        <YAxis allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} width="auto" tickFormatter={number} />
        <Tooltip {...TOOLTIP_STYLE} labelFormatter={(day) => longDate(String(day))} formatter={(value) => [number(Number(value)), t("views")]} />
        <Line type="monotone" dataKey="total" name={t("views")} stroke={COLOURS.views} strokeWidth={2} dot={daily.length <= 31 ? { r: 2 } : false} activeDot={{ r: 4 }} isAnimationActive={false} />
      </LineChart>
    </ChartFigure>
  );
}

/** A long name shortened for an axis label; the full one is in the tooltip and the hidden table. */
function shortLabel(label: string): string {
  return label.length > 22 ? `${label.slice(0, 21)}…` : label;
}

/** Overview: the most viewed pages as horizontal bars, each named by its page (names read better across than under a bar). */
export function TopPagesChart({ pages }: { pages: TopPage[] }) {
  const t = useTranslations("adminSeo.performance.charts");
  const number = useNumber();
  const summary = t("topSummary", { page: pages[0].label, views: pages[0].views });
  // Two pages may share a name (two models called Sophia): the axis keys on the path.
  const labelOf = new Map(pages.map((p) => [p.path, p.label]));
  const nameOf = (path: unknown) => labelOf.get(String(path)) ?? String(path);
  return (
    <ChartFigure summary={summary} height={Math.max(160, pages.length * 36 + 24)} table={{ headers: [t("page"), t("path"), t("views")], rows: pages.map((p) => [p.label, p.path, number(p.views)]) }}>
      <BarChart accessibilityLayer={false} data={pages} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={COLOURS.grid} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={TICK} tickLine={false} axisLine={{ stroke: COLOURS.grid }} tickFormatter={number} minTickGap={20} />
        <YAxis type="category" dataKey="path" tick={TICK} tickLine={false} axisLine={false} width="auto" tickFormatter={(path) => shortLabel(nameOf(path))} interval={0} />
        <Tooltip {...TOOLTIP_STYLE} labelFormatter={(path) => `${nameOf(path)} (${String(path)})`} formatter={(value) => [number(Number(value)), t("views")]} />
        <Bar dataKey="views" name={t("views")} fill={COLOURS.views} radius={[0, 4, 4, 0]} maxBarSize={22} isAnimationActive={false} />
      </BarChart>
    </ChartFigure>
  );
}

const DEVICES = ["mobile", "desktop", "tablet"] as const;

/** Trends: views per day stacked by device. */
export function DeviceTrendChart({ daily }: { daily: DailyViews[] }) {
  const t = useTranslations("adminSeo.performance.charts");
  const shortDate = useShortDate();
  const longDate = useLongDate();
  const number = useNumber();
  const totals = { mobile: 0, desktop: 0, tablet: 0 };
  for (const d of daily) for (const device of DEVICES) totals[device] += d[device];
  const all = totals.mobile + totals.desktop + totals.tablet;
  const percent = (n: number) => `${all ? Math.round((n / all) * 100) : 0}%`;
  const summary = t("deviceSummary", { mobile: percent(totals.mobile), desktop: percent(totals.desktop), tablet: percent(totals.tablet) });
  return (
    <ChartFigure summary={summary} table={{ headers: [t("day"), t("mobile"), t("desktop"), t("tablet")], rows: daily.map((d) => [longDate(d.day), number(d.mobile), number(d.desktop), number(d.tablet)]) }}>
      <AreaChart accessibilityLayer={false} data={daily} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={COLOURS.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDate} tick={TICK} tickLine={false} axisLine={{ stroke: COLOURS.grid }} interval="preserveStartEnd" minTickGap={28} />
        <YAxis allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} width="auto" tickFormatter={number} />
        <Tooltip {...TOOLTIP_STYLE} labelFormatter={(day) => longDate(String(day))} formatter={(value, name) => [number(Number(value)), String(name)]} />
        <Legend wrapperStyle={{ fontSize: 12, color: COLOURS.text }} />
        {DEVICES.map((device) => (
          <Area
            key={device}
            type="monotone"
            dataKey={device}
            name={t(device)}
            stackId="devices"
            stroke={COLOURS[device]}
            fill={COLOURS[device]}
            fillOpacity={0.35}
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
    </ChartFigure>
  );
}
