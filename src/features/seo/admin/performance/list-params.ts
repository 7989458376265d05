import { z } from "zod";
import { listPageParam, listSearchParam, pageWindow, parseListParams, type RawListParams } from "@/features/admin/list-params";

/**
 * SEO Performance's view, read from and written to the address
 * (/admin/seo/performance?tab=pages&period=7&sort=path&page=2), so a reload,
 * a bookmark or the dashboard's link to the Issues tab shows the same thing.
 * Anything unknown or malformed falls back to the default. Pure; shared by
 * the page, the screen and the bench.
 */

export const PERFORMANCE_TABS = ["overview", "pages", "trends", "issues"] as const;
export type PerformanceTab = (typeof PERFORMANCE_TABS)[number];

/** The periods offered, in days, ending today (UTC). */
export const PERFORMANCE_PERIODS = [7, 30, 90] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

/** Most viewed first, path A–Z, largest share of phone views first. */
export const PAGE_VIEW_SORTS = ["views", "path", "mobile"] as const;
export type PageViewSort = (typeof PAGE_VIEW_SORTS)[number];

export const PAGE_VIEWS_PAGE_SIZE = 25;
export const PAGE_VIEW_SEARCH_MAX = 100;

export interface PerformanceParams {
  tab: PerformanceTab;
  period: PerformancePeriod;
  /** Part of a path; "" for all. */
  q: string;
  sort: PageViewSort;
  /** 1-based page of the By page table. */
  page: number;
}

export const DEFAULT_PERFORMANCE_PARAMS: PerformanceParams = { tab: "overview", period: 30, q: "", sort: "views", page: 1 };

const schema = z.object({
  tab: z.enum(PERFORMANCE_TABS).catch(DEFAULT_PERFORMANCE_PARAMS.tab),
  // raw-string: a period from the address, read as one of 7, 30 or 90.
  period: z
    .string()
    .transform(Number)
    .pipe(z.union([z.literal(7), z.literal(30), z.literal(90)]))
    .catch(DEFAULT_PERFORMANCE_PARAMS.period),
  q: listSearchParam(PAGE_VIEW_SEARCH_MAX),
  sort: z.enum(PAGE_VIEW_SORTS).catch(DEFAULT_PERFORMANCE_PARAMS.sort),
  page: listPageParam,
});

export function parsePerformanceParams(raw: RawListParams): PerformanceParams {
  return parseListParams(schema, raw);
}

export const PERFORMANCE_PATH = "/admin/seo/performance";

/** A view's search parameters, defaults left out (so the plain address is the default view). */
export function performanceEntries(params: PerformanceParams): [string, string][] {
  const entries: [string, string][] = [];
  if (params.tab !== DEFAULT_PERFORMANCE_PARAMS.tab) entries.push(["tab", params.tab]);
  if (params.period !== DEFAULT_PERFORMANCE_PARAMS.period) entries.push(["period", String(params.period)]);
  if (params.q) entries.push(["q", params.q]);
  if (params.sort !== DEFAULT_PERFORMANCE_PARAMS.sort) entries.push(["sort", params.sort]);
  if (params.page !== 1) entries.push(["page", String(params.page)]);
  return entries;
}

/** A view's address. */
export function performanceHref(params: PerformanceParams): string {
  const text = new URLSearchParams(performanceEntries(params)).toString();
  return text ? `${PERFORMANCE_PATH}?${text}` : PERFORMANCE_PATH;
}

/** The Issues tab's address, for the dashboard's links. */
export const PERFORMANCE_ISSUES_HREF = performanceHref({ ...DEFAULT_PERFORMANCE_PARAMS, tab: "issues" });

export function pageViewsPageWindow(total: number, page: number, size = PAGE_VIEWS_PAGE_SIZE): ReturnType<typeof pageWindow> {
  return pageWindow(total, page, size);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC day as YYYY-MM-DD. */
export function dayString(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export interface PeriodRange {
  /** First day of the period (inclusive). */
  from: string;
  /** Today (inclusive). */
  to: string;
  /** First day of the period before, as long. */
  previousFrom: string;
  /** Every day of the period, oldest first (for charts with zero days). */
  days: string[];
}

/** The period's days, ending today in UTC (the day page views are counted under). */
export function periodRange(period: number, now: Date = new Date()): PeriodRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = today - (period - 1) * DAY_MS;
  const days = Array.from({ length: period }, (_, i) => dayString(start + i * DAY_MS));
  return { from: dayString(start), to: dayString(today), previousFrom: dayString(start - period * DAY_MS), days };
}
