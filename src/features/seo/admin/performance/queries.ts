import "server-only";
import { getDb, type Database } from "@/db";
import { SEO_ISSUE_BELOW, SEO_OPTIMISED_AT, type SeoCheck } from "@/features/seo/admin/page-score";
import { periodRange, type PerformanceParams, type PeriodRange } from "./list-params";
import { listPageViews, readDailyViews, readPerformanceTotals, readTopPages, type DailyViews, type PageViewListPage, type PageViewRow, type PerformanceTotals } from "./list-query";

/**
 * Everything SEO Performance shows for one view of the address: the KPI
 * totals always, and only what the open tab needs besides (each tab is its
 * own address, so switching tabs reads again on the server).
 *
 * The pages come from the one page inventory (features/seo/admin/pages/inventory,
 * loadPageInventory), handed in by the page: that folder imports
 * features/seo, so features/seo may not import it back. The indexed ones are
 * scored (as on the dashboard); every one names its path in the charts.
 */

export interface ScoredPageRow {
  path: string;
  score: number;
  missed: SeoCheck[];
}

/** A public page as the inventory lists it: its score, and the name people know it by. */
export interface InventoryPageRow extends ScoredPageRow {
  /** The category's, district's or model's name, the post's title… */
  label: string;
  /** False when its head says noindex: no search result to score. */
  indexed: boolean;
}

/** One of the most viewed pages, named by its page's label (the path when no public page answers there now). */
export interface TopPage {
  path: string;
  label: string;
  views: number;
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
  topPages: TopPage[] | null;
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
  loadPages: (db: Database) => Promise<InventoryPageRow[]>,
  now: Date = new Date(),
): Promise<PerformanceScreenData> {
  const db = await getDb();
  const range = periodRange(params.period, now);
  const wantsDaily = params.tab === "overview" || params.tab === "trends";
  const [totals, pages, daily, topPages, list] = await Promise.all([
    readPerformanceTotals(db, range),
    loadPages(db),
    wantsDaily ? readDailyViews(db, range) : null,
    params.tab === "overview" ? readTopPages(db, range) : null,
    params.tab === "pages" ? listPageViews(db, range, params) : null,
  ]);
  const scoredPages = pages.filter((page) => page.indexed);
  const scoreOf = new Map(scoredPages.map((page) => [page.path, page.score]));
  const labelOf = new Map(pages.map((page) => [page.path, page.label]));
  return {
    range,
    totals,
    scores: summarise(scoredPages),
    daily,
    topPages: topPages?.map((page) => ({ ...page, label: labelOf.get(page.path) || page.path })) ?? null,
    list: list ? { ...list, rows: list.rows.map((row) => ({ ...row, score: scoreOf.get(row.path) ?? null })) } : null,
  };
}
