/**
 * How fast the Model reviews screen's reads are at 10,000 reviews over about
 * 200 models: builds a scratch database (embedded PGlite in memory, or
 * PostgreSQL with BENCH_DATABASE_URL; it must be an empty database made for
 * this, it is written to), migrates it, fills it, then times the screen's own
 * queries (src/features/reviews/admin/list-query.ts) for each filter, order
 * and a few searches, the counters and the model choices of the form.
 *
 *   npx tsx scripts/bench-reviews-list.ts
 *   npx tsx scripts/bench-reviews-list.ts --reviews 20000 --models 400 --runs 30
 *   npx tsx scripts/bench-reviews-list.ts --explain   # and the query plans
 *   BENCH_DATABASE_URL=postgres://…/scratch npx tsx scripts/bench-reviews-list.ts
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Database } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { modelReviews, models } from "../src/db/schema";
import { DEFAULT_REVIEW_LIST_PARAMS, type ReviewListParams } from "../src/features/reviews/admin/list-params";
import { countReviews, listReviewModelOptions, listReviewsPage } from "../src/features/reviews/admin/list-query";
import { printTimingTable } from "./lib/bench-timing";
import { numberOption, openBenchDatabase } from "./lib/bench-database";

const args = process.argv.slice(2);
const REVIEWS = numberOption("reviews", 10_000);
const MODELS = numberOption("models", 200);
const RUNS = numberOption("runs", 20);
/** `--explain`: also print PostgreSQL's plan (EXPLAIN ANALYZE) of the default page and the search. */
const EXPLAIN = args.includes("--explain");

const FIRST_NAMES = ["Olivia", "James", "Amelia", "Edward", "Isla", "Marcus", "Sofia", "Daniel", "Grace", "Oliver"];
const TITLES = ["Wonderful evening", "Elegant company", "Perfect dinner date", "", "Charming and witty", "Highly recommended"];

/** Models, then reviews spread over them: most published, one in ten featured, a third verified, over two years. */
async function fill(db: Database, reviewCount: number, modelCount: number): Promise<void> {
  const modelIds = Array.from({ length: modelCount }, () => randomUUID());
  await db.insert(models).values(modelIds.map((id, i) => ({ id, name: `Model ${String(i).padStart(3, "0")}` })));
  const now = Date.now();
  const rows: (typeof modelReviews.$inferInsert)[] = [];
  for (let i = 0; i < reviewCount; i++) {
    rows.push({
      modelId: modelIds[(i * 7919) % modelCount],
      reviewerName: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${String.fromCharCode(65 + (i % 26))}. ${i}`,
      rating: 1 + ((i * 31) % 5),
      title: TITLES[i % TITLES.length],
      content: `Review ${i}: ${"A thoughtful, attentive companion for a long evening in town. ".repeat(1 + (i % 6))}`,
      isVerified: i % 3 === 0,
      isPublished: i % 5 !== 0,
      isFeatured: i % 10 === 0,
      createdAt: new Date(now - ((i * 104_729) % (730 * 24 * 60)) * 60_000),
    });
  }
  for (let index = 0; index < rows.length; index += 1000) await db.insert(modelReviews).values(rows.slice(index, index + 1000));
  await db.execute(sql`analyze`);
}


const view = (overrides: Partial<ReviewListParams>): ReviewListParams => ({ ...DEFAULT_REVIEW_LIST_PARAMS, ...overrides });

/** The plans of the default page and a search, as PostgreSQL runs them. */
async function explain(db: Database): Promise<void> {
  const plans = {
    "newest first, page 1": sql`explain analyze select r.id from model_reviews r join models m on m.id = r.model_id order by r.created_at desc, r.id desc limit 25`,
    "search 'olivia'": sql`explain analyze select r.id from model_reviews r join models m on m.id = r.model_id where r.reviewer_name ilike '%olivia%' or r.title ilike '%olivia%' or m.name ilike '%olivia%' order by r.created_at desc, r.id desc limit 25`,
  };
  for (const [label, statement] of Object.entries(plans)) {
    const result = await db.execute(statement);
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows ?? (result as unknown as Record<string, string>[]);
    console.log(`\n${label}`);
    for (const row of rows) console.log(`  ${Object.values(row)[0]}`);
  }
}

async function main(): Promise<void> {
  const handle = await openBenchDatabase();
  try {
    await runMigrations(handle);
    const started = performance.now();
    await fill(handle.db, REVIEWS, MODELS);
    const counters = await countReviews(handle.db);
    console.log(`[bench-reviews] ${handle.kind}: ${REVIEWS} reviews over ${MODELS} models made in ${Math.round(performance.now() - started)} ms`, counters);

    const lastPage = Math.ceil(REVIEWS / 25);
    const cases: [string, () => Promise<unknown>][] = [
      ["counters (4 counts, one pass)", () => countReviews(handle.db)],
      ["all, newest first, page 1", () => listReviewsPage(handle.db, view({}))],
      ["all, newest first, last page", () => listReviewsPage(handle.db, view({ page: lastPage }))],
      ["all, oldest first, page 1", () => listReviewsPage(handle.db, view({ sort: "oldest" }))],
      ["all, highest rating, page 1", () => listReviewsPage(handle.db, view({ sort: "rating" }))],
      ["all, model name A–Z, page 1", () => listReviewsPage(handle.db, view({ sort: "model" }))],
      ["published, newest first", () => listReviewsPage(handle.db, view({ filter: "published" }))],
      ["pending, newest first", () => listReviewsPage(handle.db, view({ filter: "pending" }))],
      ["featured, newest first", () => listReviewsPage(handle.db, view({ filter: "featured" }))],
      ["search reviewer 'olivia'", () => listReviewsPage(handle.db, view({ q: "olivia" }))],
      ["search title 'dinner'", () => listReviewsPage(handle.db, view({ q: "dinner" }))],
      ["search model 'Model 042'", () => listReviewsPage(handle.db, view({ q: "Model 042" }))],
      ["search with no match", () => listReviewsPage(handle.db, view({ q: "zzzz-nothing" }))],
      ["pending + search + rating order", () => listReviewsPage(handle.db, view({ filter: "pending", q: "grace", sort: "rating" }))],
      ["model choices for the form (id, name)", () => listReviewModelOptions(handle.db)],
    ];
    await printTimingTable(`query (${REVIEWS} reviews, ${MODELS} models, ${RUNS} runs)`, cases, RUNS);
    if (EXPLAIN) await explain(handle.db);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`[bench-reviews] ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
});
