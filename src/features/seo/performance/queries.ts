import "server-only";
import { getDb, type Database } from "@/db";
import { SEO_ISSUE_BELOW, SEO_OPTIMISED_AT, type SeoCheck } from "@/features/seo/page-score";
import { periodRange, type PerformanceParams, type PeriodRange } from "./list-params";
import { listPageViews, readDailyViews, readPerformanceTotals, readTopPages, type DailyViews, type PageViewListPage, type PageViewRow, type PerformanceTotals } from "./list-query";

/**
 * Everything SEO Performance shows for one view of the address: the KPI
 * totals always, and only what the open tab needs besides (each tab is its
 * own address, so switching tabs reads again on the server).
 *
 * The scored pages come from the one scored list (features/seo-pages/inventory,
 * loadScoredPages), handed in by the page: that folder imports features/seo,
 * so features/seo may not import it back.
 */

export interface ScoredPageRow {
  path: string;
  score: number;
  missed: SeoCheck[];
}

export interface ScoreSummary {
  /** Pages with a score (the public pages of the scored list). */
  scored: number;
  /** Mean score, rounded; null without scored pages. */
  average: number | null;
  /** Pages at or above 80. */
  optimised: number;
  /** Pages below 70, lowest score first. */
  issues: ScoredPageRow[];
}

/** A By page row with the page's score from the scored list (null: a path the list does not score). */
export type ScoredPageViewRow = PageViewRow & { score: number | null };

export interface PerformanceScreenData {
  range: PeriodRange;
  totals: PerformanceTotals;
  scores: ScoreSummary;
  daily: DailyViews[] | null;
  topPages: { path: string; views: number }[] | null;
  list: (Omit<PageViewListPage, "rows"> & { rows: ScoredPageViewRow[] }) | null;
}

function summarise(pages: ScoredPageRow[]): ScoreSummary {
  const total = pages.reduce((sum, page) => sum + page.score, 0);
  return {
    scored: pages.length,
    average: pages.length ? Math.round(total / pages.length) : null,
    optimised: pages.filter((page) => page.score >= SEO_OPTIMISED_AT).length,
    issues: pages
      .filter((page) => page.score < SEO_ISSUE_BELOW)
      .sort((a, b) => a.score - b.score || a.path.localeCompare(b.path))
      .map(({ path, score, missed }) => ({ path, score, missed })),
  };
}

export async function loadPerformanceScreen(
  params: PerformanceParams,
  loadScoredPages: (db: Database) => Promise<ScoredPageRow[]>,
  now: Date = new Date(),
): Promise<PerformanceScreenData> {
  const db = await getDb();
  const range = periodRange(params.period, now);
  const wantsDaily = params.tab === "overview" || params.tab === "trends";
  const [totals, scoredPages, daily, topPages, list] = await Promise.all([
    readPerformanceTotals(db, range),
    loadScoredPages(db),
    wantsDaily ? readDailyViews(db, range) : null,
    params.tab === "overview" ? readTopPages(db, range) : null,
    params.tab === "pages" ? listPageViews(db, range, params) : null,
  ]);
  const scoreOf = new Map(scoredPages.map((page) => [page.path, page.score]));
  return {
    range,
    totals,
    scores: summarise(scoredPages),
    daily,
    topPages,
    list: list ? { ...list, rows: list.rows.map((row) => ({ ...row, score: scoreOf.get(row.path) ?? null })) } : null,
  };
}
