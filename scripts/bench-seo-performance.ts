/**
 * How fast SEO Performance is at 10,000 paths × 90 days of page views:
 * builds a scratch database (embedded PGlite in memory, or PostgreSQL with
 * BENCH_DATABASE_URL; it must be an empty database made for this, it is
 * written to), migrates it, fills page_views with one bucket per path and
 * day (device and referrer spread over them: 900,000 rows by default), then
 * times the screen's own queries (src/features/seo/admin/performance/list-query.ts)
 * for each period: the KPI totals, the daily series, the top pages and the
 * By page table in each order, a search and the last page.
 *
 *   npx tsx scripts/bench-seo-performance.ts
 *   npx tsx scripts/bench-seo-performance.ts --paths 2000 --days 30 --runs 10
 *   BENCH_DATABASE_URL=postgres://…/scratch npx tsx scripts/bench-seo-performance.ts
 */
import { sql } from "drizzle-orm";
import { type DatabaseHandle } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { PAGE_VIEWS_PAGE_SIZE, periodRange } from "../src/features/seo/admin/performance/list-params";
import { listPageViews, readDailyViews, readPerformanceTotals, readTopPages } from "../src/features/seo/admin/performance/list-query";
import { printTimingTable } from "./lib/bench-timing";
import { numberOption, openBenchDatabase } from "./lib/bench-database";

const PATHS = numberOption("paths", 10_000);
const DAYS = numberOption("days", 90);
const RUNS = numberOption("runs", 5);

/** One bucket per path and day, ending today (UTC): half phones, a tenth tablets, a seventh from a search engine. */
async function fill(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`
    insert into page_views (path, day, device_type, referrer_host, views)
    select
      case p % 4 when 0 then '/blog/post-' || p when 1 then '/models/' || p when 2 then '/escorts-in-district-' || p else '/page-' || p end,
      (now() at time zone 'utc')::date - d,
      case when (p + d) % 10 = 0 then 'tablet' when (p + d) % 10 < 5 then 'mobile' else 'desktop' end,
      case when (p + d) % 7 = 0 then 'www.google.com' when (p + d) % 11 = 0 then 'duckduckgo.com' else '' end,
      1 + (p * 7 + d * 13) % 40
    from generate_series(1, ${PATHS}) as p, generate_series(0, ${DAYS - 1}) as d`);
  await handle.db.execute(sql`analyze page_views`);
}

async function main(): Promise<void> {
  const handle = await openBenchDatabase();
  try {
    await runMigrations(handle);
    const started = performance.now();
    await fill(handle);
    console.log(`[bench-seo-performance] ${handle.kind}: ${PATHS} paths × ${DAYS} days = ${PATHS * DAYS} page_views rows made in ${Math.round(performance.now() - started)} ms`);
    const db = handle.db;
    const cases: [string, () => Promise<unknown>][] = [];
    for (const period of [7, 30, 90]) {
      const range = periodRange(period);
      cases.push(
        [`${period} d: KPI totals (with the previous period)`, () => readPerformanceTotals(db, range)],
        [`${period} d: views per day and device`, () => readDailyViews(db, range)],
        [`${period} d: top 10 pages`, () => readTopPages(db, range)],
        [`${period} d: By page, most viewed, page 1`, () => listPageViews(db, range, { sort: "views" })],
      );
    }
    const range = periodRange(90);
    const lastPage = Math.ceil(PATHS / PAGE_VIEWS_PAGE_SIZE);
    cases.push(
      ["90 d: By page, path A–Z, page 1", () => listPageViews(db, range, { sort: "path" })],
      ["90 d: By page, most mobile, page 1", () => listPageViews(db, range, { sort: "mobile" })],
      ["90 d: By page, most viewed, last page", () => listPageViews(db, range, { sort: "views", page: lastPage })],
      ["90 d: By page, search '/blog/'", () => listPageViews(db, range, { q: "/blog/" })],
    );
    await printTimingTable(`query (${PATHS * DAYS} rows, ${RUNS} runs)`, cases, RUNS);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`[bench-seo-performance] ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
});
