/**
 * How fast the Structured Data manager's list is at 10,000 structured_data
 * rows: builds a scratch database (embedded PGlite in memory, or PostgreSQL
 * with BENCH_DATABASE_URL; it must be an empty database made for this, it is
 * written to), migrates it, fills it, then times the screen's own queries
 * (src/features/seo/admin/structured-data/list-query.ts) for the default view, the
 * filters, a search and the last page, and the public pages' lookup by path.
 *
 *   npx tsx scripts/bench-structured-data-list.ts
 *   npx tsx scripts/bench-structured-data-list.ts --rows 20000 --runs 30
 *   BENCH_DATABASE_URL=postgres://…/scratch npx tsx scripts/bench-structured-data-list.ts
 */
import { and, eq, sql } from "drizzle-orm";
import { type Database } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { structuredData } from "../src/db/schema";
import { DEFAULT_STRUCTURED_DATA_LIST_PARAMS, STRUCTURED_DATA_PAGE_SIZE, type StructuredDataListParams } from "../src/features/seo/admin/structured-data/list-params";
import { listStructuredDataPage } from "../src/features/seo/admin/structured-data/list-query";
import { STRUCTURED_DATA_TYPES } from "../src/features/seo/admin/structured-data/rules";
import { printTimingTable } from "./lib/bench-timing";
import { numberOption, openBenchDatabase } from "./lib/bench-database";

const ROWS = numberOption("rows", 10_000);
const RUNS = numberOption("runs", 20);

const SECTIONS = ["blog", "models", "escorts-in", "guides", "faq"];

/** Rows over a spread of paths and types, one in ten invalid, blocks of a few hundred bytes, created over two years. */
async function fill(db: Database, count: number): Promise<void> {
  const now = Date.now();
  const rows: (typeof structuredData.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const section = SECTIONS[i % SECTIONS.length];
    const valid = i % 10 !== 0;
    rows.push({
      pagePath: section === "escorts-in" ? `/escorts-in-district-${i}` : `/${section}/page-${i}`,
      schemaType: STRUCTURED_DATA_TYPES[i % STRUCTURED_DATA_TYPES.length],
      schemaData: { "@context": "https://schema.org", "@type": "WebPage", name: `Page ${i}`, description: "An evening in London. ".repeat(i % 12) },
      isValid: valid,
      validationErrors: valid ? null : ["@type is required"],
      createdAt: new Date(now - ((i * 104_729) % (730 * 24 * 60)) * 60_000),
    });
  }
  for (let index = 0; index < rows.length; index += 1000) await db.insert(structuredData).values(rows.slice(index, index + 1000));
  await db.execute(sql`analyze`);
}

const view = (overrides: Partial<StructuredDataListParams>): StructuredDataListParams => ({ ...DEFAULT_STRUCTURED_DATA_LIST_PARAMS, ...overrides });

async function main(): Promise<void> {
  const handle = await openBenchDatabase();
  try {
    await runMigrations(handle);
    const started = performance.now();
    await fill(handle.db, ROWS);
    console.log(`[bench-structured-data] ${handle.kind}: ${ROWS} structured_data rows made in ${Math.round(performance.now() - started)} ms`);

    const lastPage = Math.ceil(ROWS / STRUCTURED_DATA_PAGE_SIZE);
    const publicLookup = (path: string) =>
      handle.db
        .select({ data: structuredData.schemaData })
        .from(structuredData)
        .where(and(eq(structuredData.pagePath, path), eq(structuredData.isValid, true)));
    const cases: [string, () => Promise<unknown>][] = [
      ["newest first, page 1", () => listStructuredDataPage(handle.db, view({}))],
      ["newest first, last page", () => listStructuredDataPage(handle.db, view({ page: lastPage }))],
      ["invalid only", () => listStructuredDataPage(handle.db, view({ valid: "invalid" }))],
      ["type FAQ", () => listStructuredDataPage(handle.db, view({ type: "FAQ" }))],
      ["search '/blog/'", () => listStructuredDataPage(handle.db, view({ q: "/blog/" }))],
      ["search with no match", () => listStructuredDataPage(handle.db, view({ q: "zzzz-nothing" }))],
      ["search + valid + type", () => listStructuredDataPage(handle.db, view({ q: "page-1", valid: "valid", type: "WebPage" }))],
      ["public lookup by path (a page's read)", () => publicLookup("/blog/page-0")],
    ];
    await printTimingTable(`query (${ROWS} rows, ${RUNS} runs)`, cases, RUNS);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`[bench-structured-data] ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
});
