/**
 * How fast the Models list's reads are at 10,000 models: builds a scratch
 * database (embedded PGlite in memory, or PostgreSQL with
 * BENCH_DATABASE_URL; it must be an empty database made for this, it is
 * written to), migrates it, fills it with districts, models and gallery
 * rows (most models have photos), then times the screen's own queries
 * (src/features/models/admin/list-query.ts): page 1 in each order, each
 * filter, a search and the counter.
 *
 *   npx tsx scripts/bench-models-list.ts
 *   npx tsx scripts/bench-models-list.ts --models 20000 --runs 30
 *   BENCH_DATABASE_URL=postgres://…/scratch npx tsx scripts/bench-models-list.ts
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Database } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { locations, modelGallery, models } from "../src/db/schema";
import { DEFAULT_MODEL_LIST_PARAMS, type ModelListParams } from "../src/features/models/admin/list-params";
import { countModels, listModelsPage } from "../src/features/models/admin/list-query";
import { printTimingTable } from "./lib/bench-timing";
import { numberOption, openBenchDatabase } from "./lib/bench-database";

const MODELS = numberOption("models", 10_000);
const RUNS = numberOption("runs", 20);
const DISTRICTS = 32;
const AVAILABILITY = ["available", "busy", "unavailable", null] as const;

/** In slices: one INSERT per 1,000 rows keeps each statement inside both drivers' parameter limits. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let index = 0; index < rows.length; index += 1000) await insert(rows.slice(index, index + 1000));
}

/**
 * A mix like a large agency's: every district used, most models with a
 * status and a price, a quarter members-only, a few hidden or all-public,
 * 40 on the home page, nine in ten with three gallery photos.
 */
async function fill(db: Database, count: number): Promise<void> {
  const districtRows = await db
    .insert(locations)
    .values(Array.from({ length: DISTRICTS }, (_, i) => ({ name: `District ${i}`, slug: `district-${i}`, lat: 51.5, lng: -0.1 })))
    .returning({ id: locations.id });
  const now = Date.now();
  const modelRows: (typeof models.$inferInsert)[] = [];
  const galleryRows: (typeof modelGallery.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const membersOnly = i % 4 === 0;
    modelRows.push({
      id,
      name: `Model ${i}`,
      age: i % 13 === 0 ? null : 20 + (i % 20),
      locationId: i % 17 === 0 ? null : districtRows[i % DISTRICTS].id,
      image: `/media/${id}/card.webp`,
      availability: AVAILABILITY[i % AVAILABILITY.length],
      pricing: { oneHour: i % 11 === 0 ? null : 200 + (i % 40) * 25, twoHours: null, threeHours: null, additionalHour: null },
      membersOnly,
      allPhotosPublic: !membersOnly && i % 9 === 0,
      isHidden: i % 50 === 0,
      // One in 40 in the trash (decision 023), deleted over the last 30 days.
      deletedAt: i % 40 === 7 ? new Date(now - (i % 30) * 86_400_000) : null,
      showOnHomepage: i < 40,
      homepageOrder: i < 40 ? i + 1 : null,
      createdAt: new Date(now - (count - i) * 3_600_000),
    });
    if (i % 10 !== 0) {
      for (let photo = 0; photo < 3; photo++) galleryRows.push({ modelId: id, imageUrl: `/media/${id}/${photo}.webp`, orderIndex: photo });
    }
  }
  await insertAll(modelRows, (slice) => db.insert(models).values(slice));
  await insertAll(galleryRows, (slice) => db.insert(modelGallery).values(slice));
  await db.execute(sql`analyze`);
}


const view = (overrides: Partial<ModelListParams>): ModelListParams => ({ ...DEFAULT_MODEL_LIST_PARAMS, ...overrides });

async function main(): Promise<void> {
  const handle = await openBenchDatabase();
  try {
    await runMigrations(handle);
    const started = performance.now();
    await fill(handle.db, MODELS);
    console.log(`[bench-models] ${handle.kind}: ${MODELS} models made in ${Math.round(performance.now() - started)} ms`, await countModels(handle.db, view({})));

    const db = handle.db;
    const cases: [string, () => Promise<unknown>][] = [
      ["counter only ('x of y models', no filter)", () => countModels(db, view({}))],
      ["counter only, search 'district 7'", () => countModels(db, view({ q: "district 7" }))],
      ["newest first, page 1 (default)", () => listModelsPage(db, view({}))],
      ["newest first, last page", () => listModelsPage(db, view({ page: Math.ceil(MODELS / 25) }))],
      ["oldest first, page 1", () => listModelsPage(db, view({ sort: "created", dir: "asc" }))],
      ["name A–Z, page 1", () => listModelsPage(db, view({ sort: "name", dir: "asc" }))],
      ["name Z–A, page 1", () => listModelsPage(db, view({ sort: "name", dir: "desc" }))],
      ["age, youngest first, page 1", () => listModelsPage(db, view({ sort: "age", dir: "asc" }))],
      ["age, oldest first, page 1", () => listModelsPage(db, view({ sort: "age", dir: "desc" }))],
      ["price, lowest first, page 1", () => listModelsPage(db, view({ sort: "price", dir: "asc" }))],
      ["price, highest first, page 1", () => listModelsPage(db, view({ sort: "price", dir: "desc" }))],
      ["status: available", () => listModelsPage(db, view({ availability: "available" }))],
      ["status: busy", () => listModelsPage(db, view({ availability: "busy" }))],
      ["status: unavailable", () => listModelsPage(db, view({ availability: "unavailable" }))],
      ["status: not set", () => listModelsPage(db, view({ availability: "unset" }))],
      ["visibility: public", () => listModelsPage(db, view({ access: "public" }))],
      ["visibility: members only", () => listModelsPage(db, view({ access: "membersOnly" }))],
      ["visibility: all photos public", () => listModelsPage(db, view({ access: "allPhotosPublic" }))],
      ["visibility: hidden", () => listModelsPage(db, view({ access: "hidden" }))],
      ["on the home page", () => listModelsPage(db, view({ homepage: true }))],
      ["search 'model 123' (name)", () => listModelsPage(db, view({ q: "model 123" }))],
      ["search 'district 7' (district)", () => listModelsPage(db, view({ q: "district 7" }))],
      ["search + busy + members only, price order", () => listModelsPage(db, view({ q: "district 1", availability: "busy", access: "membersOnly", sort: "price" }))],
      ["trash view, page 1", () => listModelsPage(db, view({ view: "trash" }))],
      ["trash view, search 'model 1'", () => listModelsPage(db, view({ view: "trash", q: "model 1" }))],
    ];
    await printTimingTable(`query (${MODELS} models, ${RUNS} runs)`, cases, RUNS);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`[bench-models] ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
});
