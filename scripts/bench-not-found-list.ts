/**
 * How fast the 404 monitor's list is at 10,000 not_found_paths rows (the
 * table's cap, MAX_STORED_PATHS): builds a scratch database (embedded PGlite
 * in memory, or PostgreSQL with BENCH_DATABASE_URL; it must be an empty
 * database made for this, it is written to), migrates it, fills it, then
 * times the tab's own query (src/features/seo/admin/not-found/list-query.ts) for
 * each order, a search and the last page, and one flush of a full batch of
 * new paths into the full table (the store's capped upsert).
 *
 *   npx tsx scripts/bench-not-found-list.ts
 *   npx tsx scripts/bench-not-found-list.ts --rows 20000 --runs 30
 *   BENCH_DATABASE_URL=postgres://…/scratch npx tsx scripts/bench-not-found-list.ts
 */
import { sql } from "drizzle-orm";
import { type Database } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { notFoundPaths } from "../src/db/schema";
import { MAX_PENDING_PATHS, MAX_STORED_PATHS } from "../src/features/seo/not-found/limits.mjs";
import { DEFAULT_NOT_FOUND_LIST_PARAMS, NOT_FOUND_PAGE_SIZE, type NotFoundListParams } from "../src/features/seo/admin/not-found/list-params";
import { listNotFoundPage } from "../src/features/seo/admin/not-found/list-query";
import { recordNotFound } from "../src/features/seo/not-found/store";
import { printTimingTable } from "./lib/bench-timing";
import { numberOption, openBenchDatabase } from "./lib/bench-database";

const ROWS = numberOption("rows", MAX_STORED_PATHS);
const RUNS = numberOption("runs", 20);

const SECTIONS = ["wp-admin", "blog", "models", "old-site", "images"];
const HOSTS = ["", "", "www.google.com", "bing.com", "news.example.org"];

/** Paths a scan and real broken links leave: skewed hit counts, sightings over ninety days, some referrer hosts. */
async function fill(db: Database, count: number): Promise<void> {
  const now = Date.now();
  const rows: (typeof notFoundPaths.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const first = now - ((i * 104_729) % (90 * 24 * 60)) * 60_000;
    rows.push({
      path: `/${SECTIONS[i % SECTIONS.length]}/missing-${i}${i % 7 === 0 ? ".php" : ""}`,
      hits: 1 + ((i * 7919) % 500 === 0 ? 5000 : (i * 31) % 40),
      referrerHost: HOSTS[i % HOSTS.length],
      firstSeenAt: new Date(first),
      lastSeenAt: new Date(Math.min(now, first + ((i * 15_485_863) % (30 * 24 * 60)) * 60_000)),
    });
  }
  for (let index = 0; index < rows.length; index += 1000) await db.insert(notFoundPaths).values(rows.slice(index, index + 1000));
  await db.execute(sql`analyze`);
}

const view = (overrides: Partial<NotFoundListParams>): NotFoundListParams => ({ ...DEFAULT_NOT_FOUND_LIST_PARAMS, ...overrides });

async function main(): Promise<void> {
  const handle = await openBenchDatabase();
  try {
    await runMigrations(handle);
    const started = performance.now();
    await fill(handle.db, ROWS);
    console.log(`[bench-not-found] ${handle.kind}: ${ROWS} not_found_paths rows made in ${Math.round(performance.now() - started)} ms`);

    const list = (params: NotFoundListParams) => listNotFoundPage(handle.db, params, { maxRows: MAX_STORED_PATHS });
    const lastPage = Math.ceil(ROWS / NOT_FOUND_PAGE_SIZE);
    let flushRun = 0;
    const batch = () =>
      Array.from({ length: MAX_PENDING_PATHS }, (_, i) => {
        const at = new Date();
        // Half known paths (they count), half new ones (refused: the table is full).
        const path = i % 2 === 0 ? `/${SECTIONS[i % SECTIONS.length]}/missing-${i}` : `/scan-${flushRun}/${i}`;
        return { path, hits: 1, referrerHost: "", firstSeenAt: at, lastSeenAt: at };
      });
    const cases: [string, () => Promise<unknown>][] = [
      ["most hits, page 1 (default)", () => list(view({}))],
      ["most hits, last page", () => list(view({ page: lastPage }))],
      ["last seen, page 1", () => list(view({ sort: "lastSeen" }))],
      ["first seen, page 1", () => list(view({ sort: "firstSeen" }))],
      ["path A–Z, page 1", () => list(view({ sort: "path" }))],
      ["search 'wp-admin'", () => list(view({ q: "wp-admin" }))],
      ["search with no match", () => list(view({ q: "zzzz-nothing" }))],
      [`flush of ${MAX_PENDING_PATHS} paths into the full table`, () => recordNotFound(handle.db, batch(), { maxRows: MAX_STORED_PATHS }).then(() => flushRun++)],
    ];
    await printTimingTable(`query (${ROWS} rows, ${RUNS} runs)`, cases, RUNS);
    const [{ n }] = await handle.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(notFoundPaths);
    console.log(`\nrows after the flushes: ${n} (cap ${MAX_STORED_PATHS})`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`[bench-not-found] ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
});
