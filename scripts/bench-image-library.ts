/**
 * How fast the image library's reads are at 10,000 images: builds a scratch
 * database (embedded PGlite in memory, or PostgreSQL with BENCH_DATABASE_URL;
 * an empty database made for this, it is written to), migrates it, stores
 * image rows of every kind with a gallery that uses most gallery images and
 * a few banners and site blocks that use others, a visibility per photo, one
 * image in fifty recorded as broken by a check, then times the screen's own
 * queries (src/features/media/admin/library/list-query.ts).
 *
 *   npx tsx scripts/bench-image-library.ts
 *   npx tsx scripts/bench-image-library.ts --images 20000 --runs 30
 */
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { type Database } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { media, modelGallery, models, siteBanners, siteContent } from "../src/db/schema";
import { DEFAULT_IMAGE_LIBRARY_PARAMS, type ImageLibraryParams } from "../src/features/media/admin/library/list-params";
import { countImagesByKind, listImageLibraryPage } from "../src/features/media/admin/library/list-query";
import { lastCheckedAt } from "../src/features/media/check-status";
import { MEDIA_PURPOSES } from "../src/features/media/purposes";
import { printTimingTable } from "./lib/bench-timing";
import { numberOption, openBenchDatabase } from "./lib/bench-database";

const IMAGES = numberOption("images", 10_000);
const RUNS = numberOption("runs", 20);
const VISIBILITIES = ["public", "public", "members_only", "admin_only"] as const;
/** Most images are gallery photos, as on a real agency's site. */
const PURPOSES = ["gallery", "gallery", "gallery", "gallery", "gallery", "gallery", "model-main", "banner", "blog", "site", "category", "application"] as const;

async function insertInBatches<T extends Record<string, unknown>>(db: Database, table: Parameters<Database["insert"]>[0], rows: T[]): Promise<void> {
  for (let index = 0; index < rows.length; index += 500) await db.insert(table).values(rows.slice(index, index + 500) as never);
}

/** Images over a year; nine gallery images in ten are a model's photo, one banner and one site block per kind of brand image. */
async function fill(db: Database, count: number): Promise<string> {
  const now = Date.now();
  const rows: (typeof media.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const purpose = PURPOSES[i % PURPOSES.length];
    rows.push({
      id,
      storageKey: `${purpose}/${id}/original.webp`,
      contentType: "image/webp",
      byteSize: 20_000 + ((i * 7919) % 900_000),
      width: 1200,
      height: 1600,
      variants: [{ name: "original", key: `${purpose}/${id}/original.webp`, width: 1200, height: 1600, size: 1 }],
      purpose,
      originalFilename: `photo-${i}.jpg`,
      createdAt: new Date(now - ((i * 104_729) % (365 * 24 * 60)) * 60_000),
    });
  }
  await insertInBatches(db, media, rows);
  const modelRows = Array.from({ length: 200 }, (_, i) => ({ id: randomUUID(), name: `Model ${i}` }));
  await insertInBatches(db, models, modelRows);
  const gallery = rows.filter((row) => row.purpose === "gallery");
  await insertInBatches(
    db,
    modelGallery,
    gallery
      .filter((_, i) => i % 10 !== 0)
      .map((row, i) => ({ modelId: modelRows[i % modelRows.length].id, mediaId: row.id!, imageUrl: `/api/media/${row.id}/original`, visibility: VISIBILITIES[i % VISIBILITIES.length] })),
  );
  const banners = rows.filter((row) => row.purpose === "banner").slice(0, 40);
  await insertInBatches(db, siteBanners, banners.map((row, i) => ({ section: "hero" as const, imageUrl: `/api/media/${row.id}/w640`, caption: `Banner ${i}` })));
  const site = rows.filter((row) => row.purpose === "site").slice(0, 40);
  await insertInBatches(db, siteContent, site.map((row, i) => ({ section: `bench_block_${i}`, imageUrl: `/api/media/${row.id}/original` })));
  const checkedAt = new Date(now);
  await db.update(media).set({ checkStatus: "ok", checkedAt });
  const broken = rows.filter((_, i) => i % 50 === 0).map((row) => row.id!);
  for (let index = 0; index < broken.length; index += 500) {
    await db.update(media).set({ checkStatus: "missing" }).where(inArray(media.id, broken.slice(index, index + 500)));
  }
  await db.update(models).set({ imageMediaId: rows.find((row) => row.purpose === "model-main")!.id! }).where(eq(models.id, modelRows[0].id));
  await db.execute(sql`analyze`);
  return modelRows[0].id;
}

const view = (overrides: Partial<ImageLibraryParams>): ImageLibraryParams => ({ ...DEFAULT_IMAGE_LIBRARY_PARAMS, ...overrides });

async function main(): Promise<void> {
  const handle = await openBenchDatabase();
  try {
    await runMigrations(handle);
    const started = performance.now();
    const model = await fill(handle.db, IMAGES);
    console.log(`[bench-image-library] ${handle.kind}: ${IMAGES} images made in ${Math.round(performance.now() - started)} ms`, await countImagesByKind(handle.db));
    const lastPage = Math.ceil(IMAGES / 24);
    const cases: [string, () => Promise<unknown>][] = [
      ["kind counts (one pass)", () => countImagesByKind(handle.db)],
      ["all, newest first, page 1 (with uses)", () => listImageLibraryPage(handle.db, view({}))],
      ["all, newest first, last page", () => listImageLibraryPage(handle.db, view({ page: lastPage }))],
      ["all, largest first", () => listImageLibraryPage(handle.db, view({ sort: "largest" }))],
      ["gallery only", () => listImageLibraryPage(handle.db, view({ kind: "gallery" }))],
      ["unused only", () => listImageLibraryPage(handle.db, view({ usage: "unused" }))],
      ["used only", () => listImageLibraryPage(handle.db, view({ usage: "used" }))],
      ["unused gallery, largest first", () => listImageLibraryPage(handle.db, view({ kind: "gallery", usage: "unused", sort: "largest" }))],
      ["one model's images", () => listImageLibraryPage(handle.db, view({ model }))],
      ["one model's gallery photos", () => listImageLibraryPage(handle.db, view({ model, kind: "gallery" }))],
      ["members-only photos", () => listImageLibraryPage(handle.db, view({ visibility: "members_only" }))],
      ["admin-only photos, largest first", () => listImageLibraryPage(handle.db, view({ visibility: "admin_only", sort: "largest" }))],
      ["broken", () => listImageLibraryPage(handle.db, view({ health: "broken" }))],
      ["broken unused gallery", () => listImageLibraryPage(handle.db, view({ health: "broken", usage: "unused", kind: "gallery" }))],
      ["last check's time", () => lastCheckedAt(handle.db)],
      ["search file name 'photo-42'", () => listImageLibraryPage(handle.db, view({ q: "photo-42" }))],
      [`every kind tab (${MEDIA_PURPOSES.length})`, () => Promise.all(MEDIA_PURPOSES.map((kind) => listImageLibraryPage(handle.db, view({ kind }))))],
    ];
    await printTimingTable(`query (${IMAGES} images, ${RUNS} runs)`, cases, RUNS);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`[bench-image-library] ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
});
