/**
 * How fast the Model applications screen's reads are at 10,000 applications:
 * builds a scratch database (embedded PGlite in memory, or PostgreSQL with
 * BENCH_DATABASE_URL; it must be an empty database made for this, it is
 * written to), migrates it, fills it with applications shaped like real ones
 * (encrypted contact details, a few photo ids each), then times the screen's
 * own queries (src/features/applications/admin/list-query.ts) for each status
 * tab, order and a few name searches, the tab counts and one detail read.
 *
 *   npx tsx scripts/bench-applications-list.ts
 *   npx tsx scripts/bench-applications-list.ts --applications 20000 --runs 30
 *   npx tsx scripts/bench-applications-list.ts --explain   # and the query plans
 *   BENCH_DATABASE_URL=postgres://…/scratch npx tsx scripts/bench-applications-list.ts
 */
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Database } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { modelApplications } from "../src/db/schema";
import { DEFAULT_APPLICATION_LIST_PARAMS, type ApplicationListParams } from "../src/features/applications/admin/list-params";
import { countApplications, listApplicationsPage, readApplicationRecord } from "../src/features/applications/admin/list-query";
import { encryptField } from "../src/lib/crypto/field-encryption";
import { printTimingTable } from "./lib/bench-timing";
import { numberOption, openBenchDatabase } from "./lib/bench-database";

const args = process.argv.slice(2);
const APPLICATIONS = numberOption("applications", 10_000);
const RUNS = numberOption("runs", 20);
/** `--explain`: also print PostgreSQL's plan (EXPLAIN ANALYZE) of the default page and a tab. */
const EXPLAIN = args.includes("--explain");
/** A throwaway key: the bench never reads or writes the app's key file. */
const KEY = randomBytes(32);

const FIRST_NAMES = ["Olivia", "Amelia", "Isla", "Sofia", "Grace", "Ava", "Mia", "Ella", "Freya", "Chloe"];
const LAST_NAMES = ["Silva", "Rossi", "Smith", "Novak", "Dubois", "Costa", "Meyer", "Ivanova", "Brown", "Garcia"];
const STATUSES = ["pending", "pending", "reviewing", "approved", "rejected", "rejected"] as const;

/** Applications over two years: a third pending, the rest reviewed; each with 1–10 photo ids. */
async function fill(db: Database, count: number): Promise<string[]> {
  const now = Date.now();
  const ids: string[] = [];
  const rows: (typeof modelApplications.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    ids.push(id);
    const status = STATUSES[(i * 7) % STATUSES.length];
    const createdAt = new Date(now - ((i * 104_729) % (730 * 24 * 60)) * 60_000);
    rows.push({
      id,
      fullName: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 3) % LAST_NAMES.length]} ${i}`,
      emailEnc: encryptField(`applicant${i}@example.com`, KEY),
      phoneEnc: encryptField(`+44 7700 9${String(i).padStart(5, "0")}`, KEY),
      dateOfBirthEnc: encryptField("1995-05-05", KEY),
      age: 21 + (i % 15),
      birthYear: 2005 - (i % 15),
      nationality: LAST_NAMES[i % LAST_NAMES.length] === "Silva" ? "Portuguese" : "British",
      languages: ["English"],
      interests: ["Travel", "Opera"],
      motivation: "I enjoy good conversation and the arts. ".repeat(1 + (i % 5)),
      locationPreference: i % 3 === 0 ? "Mayfair" : null,
      photos: Array.from({ length: 1 + (i % 10) }, () => randomUUID()),
      status,
      reviewedAt: status === "pending" ? null : new Date(createdAt.getTime() + 86_400_000),
      createdAt,
    });
  }
  for (let index = 0; index < rows.length; index += 500) await db.insert(modelApplications).values(rows.slice(index, index + 500));
  await db.execute(sql`analyze`);
  return ids;
}

const view = (overrides: Partial<ApplicationListParams>): ApplicationListParams => ({ ...DEFAULT_APPLICATION_LIST_PARAMS, ...overrides });

async function explain(db: Database): Promise<void> {
  const plans = {
    "all, newest first, page 1": sql`explain analyze select id from model_applications order by created_at desc, id desc limit 25`,
    "pending, newest first, page 1": sql`explain analyze select id from model_applications where status = 'pending' order by created_at desc, id desc limit 25`,
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
    const ids = await fill(handle.db, APPLICATIONS);
    const counters = await countApplications(handle.db);
    console.log(`[bench-applications] ${handle.kind}: ${APPLICATIONS} applications made in ${Math.round(performance.now() - started)} ms`, counters);

    const lastPage = Math.ceil(APPLICATIONS / 25);
    const cases: [string, () => Promise<unknown>][] = [
      ["tab counts (5 counts, one pass)", () => countApplications(handle.db)],
      ["all, newest first, page 1", () => listApplicationsPage(handle.db, view({}))],
      ["all, newest first, last page", () => listApplicationsPage(handle.db, view({ page: lastPage }))],
      ["all, oldest first, page 1", () => listApplicationsPage(handle.db, view({ sort: "oldest" }))],
      ["all, name A–Z, page 1", () => listApplicationsPage(handle.db, view({ sort: "name" }))],
      ["pending, newest first", () => listApplicationsPage(handle.db, view({ status: "pending" }))],
      ["under review, newest first", () => listApplicationsPage(handle.db, view({ status: "reviewing" }))],
      ["approved, newest first", () => listApplicationsPage(handle.db, view({ status: "approved" }))],
      ["rejected, newest first", () => listApplicationsPage(handle.db, view({ status: "rejected" }))],
      ["search name 'olivia'", () => listApplicationsPage(handle.db, view({ q: "olivia" }))],
      ["search name 'silva 42'", () => listApplicationsPage(handle.db, view({ q: "silva 42" }))],
      ["search with no match", () => listApplicationsPage(handle.db, view({ q: "zzzz-nothing" }))],
      ["pending + search + name order", () => listApplicationsPage(handle.db, view({ status: "pending", q: "grace", sort: "name" }))],
      ["one application for the dialog", () => readApplicationRecord(handle.db, ids[Math.floor(ids.length / 2)])],
    ];
    await printTimingTable(`query (${APPLICATIONS} applications, ${RUNS} runs)`, cases, RUNS);
    if (EXPLAIN) await explain(handle.db);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`[bench-applications] ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
});
