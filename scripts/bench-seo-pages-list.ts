/**
 * How fast the page editor's list (/admin/seo/pages) is with 10,000 model
 * profiles: builds a scratch database (embedded PGlite in memory, or
 * PostgreSQL with BENCH_DATABASE_URL; it must be an empty database made for
 * this, it is written to), migrates it, fills it (profiles, 33 categories,
 * 32 districts, posts, page_seo rows) and times the screen's own read
 * (src/features/seo/admin/pages/queries.ts): the whole inventory built, then
 * filtered, ordered and paged, for several views; built fresh and from the cache.
 *
 *   node --conditions=react-server --import tsx scripts/bench-seo-pages-list.ts
 *   node --conditions=react-server --import tsx scripts/bench-seo-pages-list.ts --models 20000 --runs 10
 *
 * (react-server: the inventory is marked server-only, which that condition allows.)
 */
import { sql } from "drizzle-orm";
import { type Database } from "../src/db/client";
import { setDatabaseHandle } from "../src/db/index";
import { runMigrations } from "../src/db/migrate";
import { blogPosts, categories, locations, models, pageSeo } from "../src/db/schema";
import { DEFAULT_PAGE_LIST_PARAMS, type PageListParams } from "../src/features/seo/admin/pages/list-params";
import { listPages } from "../src/features/seo/admin/pages/queries";
import { timeQuery } from "./lib/bench-timing";
import { numberOption, openBenchDatabase } from "./lib/bench-database";

const MODELS = numberOption("models", 10_000);
const RUNS = numberOption("runs", 10);

const WORDS = ["Mayfair", "Chelsea", "dinner", "discreet", "companion", "evening", "gala", "travel", "London", "Kensington"];

async function fill(db: Database): Promise<void> {
  await db.insert(categories).values(
    Array.from({ length: 33 }, (_, i) => ({ name: `Category ${i}`, slug: `category-${i}-escorts`, seoTitle: i % 3 ? `Category ${i} companions in London` : "", seoDescription: "x".repeat((i * 7) % 170) })),
  );
  const districts = await db
    .insert(locations)
    .values(Array.from({ length: 32 }, (_, i) => ({ name: `District ${i}`, slug: `district-${i}`, lat: 51.5 + i / 1000, lng: -0.1 })))
    .returning({ id: locations.id });
  await db.insert(blogPosts).values(
    Array.from({ length: 60 }, (_, i) => ({ title: `Post ${i} about ${WORDS[i % WORDS.length]}`, slug: `post-${i}`, isPublished: i % 6 !== 0, content: "<p>Text</p>".repeat(50) })),
  );
  const rows: (typeof models.$inferInsert)[] = [];
  for (let i = 0; i < MODELS; i++) {
    rows.push({
      name: `${WORDS[i % WORDS.length]} ${i}`,
      description: `${"An elegant companion for a discreet evening in London. ".repeat(i % 5)}`.trim(),
      characteristics: WORDS.slice(0, i % 6),
      locationId: districts[i % districts.length].id,
      membersOnly: i % 10 === 0,
      isHidden: i % 50 === 0,
    });
  }
  for (let index = 0; index < rows.length; index += 1000) await db.insert(models).values(rows.slice(index, index + 1000));
  await db.insert(pageSeo).values(
    Array.from({ length: 200 }, (_, i) => ({ pagePath: i % 2 ? `/category-${i % 33}-escorts` : `/blog/post-${i}`, metaTitle: `Override ${i}` })).filter(
      (row, index, all) => all.findIndex((other) => other.pagePath === row.pagePath) === index,
    ),
  );
  await db.execute(sql`analyze`);
}

const view = (overrides: Partial<PageListParams>): PageListParams => ({ ...DEFAULT_PAGE_LIST_PARAMS, ...overrides });

async function main(): Promise<void> {
  const handle = await openBenchDatabase();
  try {
    await runMigrations(handle);
    setDatabaseHandle(handle);
    const started = performance.now();
    await fill(handle.db);
    console.log(`[bench-seo-pages] ${handle.kind}: ${MODELS} models made in ${Math.round(performance.now() - started)} ms`);
    const first = await listPages(view({}));
    console.log(`[bench-seo-pages] ${first.total} pages in the inventory`);

    const cases: [string, PageListParams][] = [
      ["path A–Z, page 1", view({})],
      ["lowest score first, page 1", view({ sort: "score" })],
      ["path A–Z, last page", view({ page: 1_000_000 })],
      ["description too short", view({ issue: "descriptionShort" })],
      ["kind = category, title length", view({ kind: "category", sort: "titleLength" })],
      ["search 'mayfair'", view({ q: "mayfair" })],
    ];
    console.log(`\n| view (${MODELS} models, ${RUNS} runs) | median ms | p95 ms | max ms |`);
    console.log("|---|---:|---:|---:|");
    for (const [label, params] of cases) {
      // Built fresh (what the first request after a change pays), then from the cache (every other request).
      const cold = await timeQuery(() => listPages(params, handle.db), RUNS);
      const warm = await timeQuery(() => listPages(params), RUNS);
      console.log(`| ${label}, built | ${cold.median.toFixed(1)} | ${cold.p95.toFixed(1)} | ${cold.max.toFixed(1)} |`);
      console.log(`| ${label}, cached | ${warm.median.toFixed(1)} | ${warm.p95.toFixed(1)} | ${warm.max.toFixed(1)} |`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`[bench-seo-pages] ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
});
