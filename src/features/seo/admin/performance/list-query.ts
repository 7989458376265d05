import { and, asc, desc, gte, ilike, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { pageViews } from "@/db/schema";
import { containsPattern } from "@/features/admin/list/list-query";
import { PAGE_VIEWS_PAGE_SIZE, pageViewsPageWindow, type PageViewSort, type PeriodRange } from "./list-params";

/**
 * SEO Performance's reads of page_views as plain functions of a database
 * handle (no request, no "server-only"), so the page (through queries.ts)
 * and the bench (scripts/bench-seo-performance.ts) run the very same SQL.
 * Every figure is summed by PostgreSQL over the period's rows; only totals,
 * one row per day and one page of paths come back.
 */

type Db = Database | Transaction;

const day = (value: string) => sql`${value}::date`;
const inRange = (from: string, to: string) => and(gte(pageViews.day, day(from)), lte(pageViews.day, day(to)));

export interface PeriodTotals {
  views: number;
  pages: number;
  mobile: number;
  tablet: number;
  desktop: number;
}

export interface PerformanceTotals {
  current: PeriodTotals;
  previous: PeriodTotals;
}

/**
 * The KPI figures of the period and of the one before it, in one pass over
 * both: summed per path first (a hash aggregate over the paths), so the
 * number of pages viewed is a count of groups, not a costly count(distinct).
 */
export async function readPerformanceTotals(db: Db, range: PeriodRange): Promise<PerformanceTotals> {
  const current = sql`${pageViews.day} >= ${day(range.from)}`;
  const previous = sql`${pageViews.day} < ${day(range.from)}`;
  const perPath = db
    .select({
      views: sql<number>`coalesce(sum(${pageViews.views}) filter (where ${current}), 0)`.as("views"),
      mobile: sql<number>`coalesce(sum(${pageViews.views}) filter (where ${current} and ${pageViews.deviceType} = 'mobile'), 0)`.as("mobile"),
      tablet: sql<number>`coalesce(sum(${pageViews.views}) filter (where ${current} and ${pageViews.deviceType} = 'tablet'), 0)`.as("tablet"),
      prevViews: sql<number>`coalesce(sum(${pageViews.views}) filter (where ${previous}), 0)`.as("prev_views"),
      prevMobile: sql<number>`coalesce(sum(${pageViews.views}) filter (where ${previous} and ${pageViews.deviceType} = 'mobile'), 0)`.as("prev_mobile"),
      prevTablet: sql<number>`coalesce(sum(${pageViews.views}) filter (where ${previous} and ${pageViews.deviceType} = 'tablet'), 0)`.as("prev_tablet"),
    })
    .from(pageViews)
    .where(inRange(range.previousFrom, range.to))
    .groupBy(pageViews.path)
    .as("per_path");
  const [row] = await db
    .select({
      views: sql<string>`coalesce(sum(${perPath.views}), 0)`,
      pages: sql<string>`count(*) filter (where ${perPath.views} > 0)`,
      mobile: sql<string>`coalesce(sum(${perPath.mobile}), 0)`,
      tablet: sql<string>`coalesce(sum(${perPath.tablet}), 0)`,
      prevViews: sql<string>`coalesce(sum(${perPath.prevViews}), 0)`,
      prevPages: sql<string>`count(*) filter (where ${perPath.prevViews} > 0)`,
      prevMobile: sql<string>`coalesce(sum(${perPath.prevMobile}), 0)`,
      prevTablet: sql<string>`coalesce(sum(${perPath.prevTablet}), 0)`,
    })
    .from(perPath);
  const totals = (views: string, pages: string, mobile: string, tablet: string): PeriodTotals => {
    const v = Number(views);
    const m = Number(mobile);
    const t = Number(tablet);
    return { views: v, pages: Number(pages), mobile: m, tablet: t, desktop: v - m - t };
  };
  return {
    current: totals(row.views, row.pages, row.mobile, row.tablet),
    previous: totals(row.prevViews, row.prevPages, row.prevMobile, row.prevTablet),
  };
}

export interface DailyViews {
  /** YYYY-MM-DD (UTC). */
  day: string;
  mobile: number;
  tablet: number;
  desktop: number;
  total: number;
}

/** Views per day and device over the period, every day present (zero days included). */
export async function readDailyViews(db: Db, range: PeriodRange): Promise<DailyViews[]> {
  const rows = await db
    .select({ day: pageViews.day, deviceType: pageViews.deviceType, views: sql<string>`sum(${pageViews.views})` })
    .from(pageViews)
    .where(inRange(range.from, range.to))
    .groupBy(pageViews.day, pageViews.deviceType);
  const byDay = new Map(range.days.map((d) => [d, { day: d, mobile: 0, tablet: 0, desktop: 0, total: 0 }]));
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    const views = Number(row.views);
    entry[row.deviceType] += views;
    entry.total += views;
  }
  return [...byDay.values()];
}

export interface PageViewRow {
  path: string;
  views: number;
  /** Share of the page's views from phones, 0–1. */
  mobileShare: number;
  /** The site that sent the most visitors to the page, or null when none did. */
  topReferrer: string | null;
}

export interface PageViewListPage {
  rows: PageViewRow[];
  /** Paths with views in the period (matching the search). */
  total: number;
  page: number;
  pageCount: number;
}


const viewsSum = sql<string>`sum(${pageViews.views})`;
const mobileShare = sql<string>`sum(${pageViews.views}) filter (where ${pageViews.deviceType} = 'mobile')::float8 / nullif(sum(${pageViews.views}), 0)`;

function orderFor(sort: PageViewSort): SQL[] {
  if (sort === "path") return [asc(pageViews.path)];
  if (sort === "mobile") return [sql`coalesce(${mobileShare}, 0) desc`, desc(viewsSum), asc(pageViews.path)];
  return [desc(viewsSum), asc(pageViews.path)];
}

/**
 * One page of paths with their views in the period, sorted and paged by
 * PostgreSQL (the total comes with the rows, from a window count), then the
 * top referring host of just those paths.
 */
export async function listPageViews(
  db: Db,
  range: PeriodRange,
  { q = "", sort = "views", page = 1, size = PAGE_VIEWS_PAGE_SIZE }: { q?: string; sort?: PageViewSort; page?: number; size?: number },
): Promise<PageViewListPage> {
  const where = and(inRange(range.from, range.to), q ? ilike(pageViews.path, containsPattern(q)) : undefined);
  const read = (offset: number) =>
    db
      .select({ path: pageViews.path, views: viewsSum, mobileShare, total: sql<string>`count(*) over ()` })
      .from(pageViews)
      .where(where)
      .groupBy(pageViews.path)
      .orderBy(...orderFor(sort))
      .limit(size)
      .offset(offset);
  let rows = await read((Math.max(1, page) - 1) * size);
  let total = rows.length ? Number(rows[0].total) : 0;
  // Past the last page (an old link): show the last one instead.
  if (rows.length === 0 && page > 1) {
    const countRows = await db.select({ total: sql<string>`count(distinct ${pageViews.path})` }).from(pageViews).where(where);
    total = Number(countRows[0]?.total ?? 0);
    const window = pageViewsPageWindow(total, page, size);
    rows = total ? await read(window.offset) : [];
  }
  const window = pageViewsPageWindow(total, page, size);
  const referrers = await topReferrers(
    db,
    range,
    rows.map((row) => row.path),
  );
  return {
    rows: rows.map((row) => ({ path: row.path, views: Number(row.views), mobileShare: Number(row.mobileShare ?? 0), topReferrer: referrers.get(row.path) ?? null })),
    total,
    page: window.page,
    pageCount: window.pageCount,
  };
}

/** The referring host with the most views for each of `paths` (external referrers only). */
async function topReferrers(db: Db, range: PeriodRange, paths: string[]): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([pageViews.path], { path: pageViews.path, host: pageViews.referrerHost })
    .from(pageViews)
    .where(and(inRange(range.from, range.to), inArray(pageViews.path, paths), ne(pageViews.referrerHost, "")))
    .groupBy(pageViews.path, pageViews.referrerHost)
    .orderBy(pageViews.path, desc(sql`sum(${pageViews.views})`), asc(pageViews.referrerHost));
  return new Map(rows.map((row) => [row.path, row.host]));
}

/** The most viewed paths of the period, for the Overview bar chart. */
export async function readTopPages(db: Db, range: PeriodRange, limit = 10): Promise<{ path: string; views: number }[]> {
  const rows = await db
    .select({ path: pageViews.path, views: viewsSum })
    .from(pageViews)
    .where(inRange(range.from, range.to))
    .groupBy(pageViews.path)
    .orderBy(desc(viewsSum), asc(pageViews.path))
    .limit(limit);
  return rows.map((row) => ({ path: row.path, views: Number(row.views) }));
}
