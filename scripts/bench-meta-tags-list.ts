/**
 * How fast the Meta Tags Manager's list is at 10,000 page_seo rows: builds a
 * scratch database (embedded PGlite in memory, or PostgreSQL with
 * BENCH_DATABASE_URL; it must be an empty database made for this, it is
 * written to), migrates it, fills it, then times the screen's own queries
 * (src/features/seo/admin/meta-tags/list-query.ts) for each order, a few searches
 * and the last page, and the path lookup a save makes. "Lowest score first"
 * pages through every row's score, computed once and kept in the data cache
 * until a write to a table the score reads (src/features/seo/admin/meta-tags/score-order.ts):
 * timed both as a request pays it with the order cached, and cold, the first
 * request after such a write (every row read and scored over its page head).
 * The bench's rows answer at no page, so each is scored over the head it
 * makes alone (the dearer case: a row for a listed page is a lookup in the
 * cached inventory).
 *
 *   npx tsx scripts/bench-meta-tags-list.ts
 *   npx tsx scripts/bench-meta-tags-list.ts --rows 20000 --runs 30
 *   npx tsx scripts/bench-meta-tags-list.ts --explain   # and the query plans
 *   BENCH_DATABASE_URL=postgres://…/scratch npx tsx scripts/bench-meta-tags-list.ts
 */
import { sql } from "drizzle-orm";
import { type Database } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { pageSeo } from "../src/db/schema";
import { DEFAULT_META_TAG_LIST_PARAMS, META_TAGS_PAGE_SIZE, type MetaTagListParams } from "../src/features/seo/admin/meta-tags/list-params";
import { findPageSeoByPath, listMetaTagsPage } from "../src/features/seo/admin/meta-tags/list-query";
import { metaTagRowScore, orderByScore, readRowsForScore, scoreOrderPage, type MetaTagScore } from "../src/features/seo/admin/meta-tags/score-order";
import { printTimingTable } from "./lib/bench-timing";
import { numberOption, openBenchDatabase } from "./lib/bench-database";

const args = process.argv.slice(2);
const ROWS = numberOption("rows", 10_000);
const RUNS = numberOption("runs", 20);
/** `--explain`: also print PostgreSQL's plan (EXPLAIN ANALYZE) of each order's first page and a search. */
const EXPLAIN = args.includes("--explain");

const SECTIONS = ["blog", "models", "escorts-in", "guides", "services"];
const WORDS = ["Mayfair", "Chelsea", "dinner", "discreet", "companion", "evening", "gala", "travel", "London", "Kensington"];

/** Rows over a spread of paths, titles of every length, 0–12 keywords, some social fields, created over two years. */
async function fill(db: Database, count: number): Promise<void> {
  const now = Date.now();
  const rows: (typeof pageSeo.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const word = WORDS[i % WORDS.length];
    const section = SECTIONS[i % SECTIONS.length];
    rows.push({
      pagePath: section === "escorts-in" ? `/escorts-in-${word.toLowerCase()}-${i}` : `/${section}/${word.toLowerCase()}-page-${i}`,
      pageTitle: `${word} page ${i}`,
      metaTitle: `${word} ${"companions ".repeat(i % 7)}${i}`.slice(0, 60),
      metaDescription: `${"An elegant evening in London with a discreet companion. ".repeat(i % 4)}`.trim().slice(0, 160),
      keywords: WORDS.slice(0, i % 13 > 10 ? 10 : i % 13),
      ogTitle: i % 3 === 0 ? `${word} on Velvet` : null,
      ogDescription: i % 4 === 0 ? "Shared with friends" : null,
      createdAt: new Date(now - ((i * 104_729) % (730 * 24 * 60)) * 60_000),
    });
  }
  for (let index = 0; index < rows.length; index += 1000) await db.insert(pageSeo).values(rows.slice(index, index + 1000));
  await db.execute(sql`analyze`);
}

const view = (overrides: Partial<MetaTagListParams>): MetaTagListParams => ({ ...DEFAULT_META_TAG_LIST_PARAMS, ...overrides });

async function explain(db: Database): Promise<void> {
  const plans = {
    "newest first, page 1": sql`explain analyze select id from page_seo order by created_at desc, id desc limit 25`,
    "path A–Z, page 1": sql`explain analyze select id from page_seo order by page_path asc limit 25`,
    "search 'mayfair'": sql`explain analyze select id from page_seo where page_path ilike '%mayfair%' or page_title ilike '%mayfair%' or meta_title ilike '%mayfair%' order by created_at desc, id desc limit 25`,
    "path lookup (save)": sql`explain analyze select id from page_seo where page_path = '/blog/mayfair-page-0'`,
  };
  for (const [label, statement] of Object.entries(plans)) {
    const result = await db.execute(statement);
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows ?? (result as unknown as Record<string, string>[]);
    console.log(`\n${label}`);
    for (const row of rows) console.log(`  ${Object.values(row)[0]}`);
  }
}

const CONTEXT = {
  brandName: "Velvet London",
  siteUrl: "https://velvet.example",
  defaultImage: { url: "/brand/og-default.png", width: 1200, height: 630, alt: "Velvet London" },
  canonicalRules: [],
  defaults: { description: "", keywords: [] },
};

/** What the cached order holds (src/features/seo/admin/pages/queries.ts, metaTagScoreOrder): every row read and scored over its head, lowest first. */
async function scoredOrder(db: Database): Promise<MetaTagScore[]> {
  const rows = await readRowsForScore(db);
  const noPages = new Map<string, number>();
  return orderByScore(
    rows,
    rows.map((row) => metaTagRowScore(row, noPages, CONTEXT)),
  );
}

async function main(): Promise<void> {
  const handle = await openBenchDatabase();
  try {
    await runMigrations(handle);
    const started = performance.now();
    await fill(handle.db, ROWS);
    console.log(`[bench-meta-tags] ${handle.kind}: ${ROWS} page_seo rows made in ${Math.round(performance.now() - started)} ms`);

    const lastPage = Math.ceil(ROWS / META_TAGS_PAGE_SIZE);
    const order = await scoredOrder(handle.db);
    const cases: [string, () => Promise<unknown>][] = [
      ["newest first, page 1", () => listMetaTagsPage(handle.db, view({}))],
      ["newest first, last page", () => listMetaTagsPage(handle.db, view({ page: lastPage }))],
      ["path A–Z, page 1", () => listMetaTagsPage(handle.db, view({ sort: "path" }))],
      ["path A–Z, last page", () => listMetaTagsPage(handle.db, view({ sort: "path", page: lastPage }))],
      ["lowest score first, page 1 (order cached)", () => scoreOrderPage(handle.db, view({ sort: "score" }), order)],
      ["lowest score first, last page (order cached)", () => scoreOrderPage(handle.db, view({ sort: "score", page: lastPage }), order)],
      ["lowest score first, cold (every row read and scored, after a write)", async () => scoreOrderPage(handle.db, view({ sort: "score" }), await scoredOrder(handle.db))],
      ["search 'mayfair' (path and titles)", () => listMetaTagsPage(handle.db, view({ q: "mayfair" }))],
      ["search '/blog/' path A–Z", () => listMetaTagsPage(handle.db, view({ q: "/blog/", sort: "path" }))],
      ["search with no match", () => listMetaTagsPage(handle.db, view({ q: "zzzz-nothing" }))],
      ["search + score order (order cached)", () => scoreOrderPage(handle.db, view({ q: "chelsea", sort: "score" }), order)],
      ["path lookup (a save's uniqueness check)", () => findPageSeoByPath(handle.db, "/blog/mayfair-page-0")],
    ];
    await printTimingTable(`query (${ROWS} rows, ${RUNS} runs)`, cases, RUNS);
    if (EXPLAIN) await explain(handle.db);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`[bench-meta-tags] ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
});
