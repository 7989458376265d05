/**
 * How fast the audit log screen's reads are at scale: builds a scratch
 * database (embedded PGlite in memory, or PostgreSQL with
 * BENCH_DATABASE_URL: an empty database made for this, it is written to),
 * migrates it, fills it with audit entries (50,000 by default: a busy year),
 * then times the screen's own page query (src/features/audit/admin/queries.ts)
 * for several filters.
 *
 *   node --conditions=react-server --import tsx scripts/bench-audit-log.ts
 *   node --conditions=react-server --import tsx scripts/bench-audit-log.ts --entries 10000 --runs 30
 *
 * (react-server: the queries module is marked server-only, which that condition allows.)
 */
import { sql } from "drizzle-orm";
import { type Database } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { auditLog } from "../src/db/schema";
import { readAuditPage } from "../src/features/audit/admin/queries";
import { parseAuditFilters } from "../src/features/audit/admin/schemas";
import { timeQuery } from "./lib/bench-timing";
import { numberOption, openBenchDatabase } from "./lib/bench-database";

const ENTRIES = numberOption("entries", 50_000);
const RUNS = numberOption("runs", 20);
const HOUR = 60 * 60 * 1000;

const ACTIONS = ["faq.update", "banner.update", "site_content.update", "blog_post.update", "log_admin_login", "theme.apply"];
const TYPES = ["faq", "site_banner", "site_content", "blog_post", "auth", "theme_colors"];

/** Entries ten minutes apart from 15 staff, across six kinds of change. */
async function fill(db: Database, count: number): Promise<void> {
  const now = Date.now();
  const rows: (typeof auditLog.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % ACTIONS.length;
    rows.push({
      actorEmail: `staff${i % 15}@velvet.london`,
      action: ACTIONS[kind],
      entityType: TYPES[kind],
      entityId: `entity-${i % 400}`,
      oldValues: { title: `Title ${i - 1}`, content: "Some copy.".repeat(5) },
      newValues: { title: `Title ${i}`, content: "Some new copy.".repeat(5) },
      createdAt: new Date(now - (count - i) * (HOUR / 6)),
    });
  }
  for (let index = 0; index < rows.length; index += 1000) await db.insert(auditLog).values(rows.slice(index, index + 1000));
  await db.execute(sql`analyze`);
}

const time = (run: () => Promise<unknown>) => timeQuery(run, RUNS);

const handle = await openBenchDatabase();
await runMigrations(handle);
const started = performance.now();
await fill(handle.db, ENTRIES);
console.log(`[bench-audit] ${handle.kind}: ${ENTRIES} entries written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const monthAgo = new Date(Date.now() - 30 * 24 * HOUR).toISOString().slice(0, 10);
const views: [string, Record<string, string>][] = [
  ["newest first, page 1", {}],
  ["page 100", { page: "100" }],
  ["one actor", { actor: "staff3@velvet.london" }],
  ["one action", { action: "faq.update" }],
  ["actor + kind + last 30 days", { actor: "staff3@velvet.london", entityType: "faq", from: monthAgo }],
];
for (const [name, params] of views) {
  const filters = parseAuditFilters(params);
  const { median, p95 } = await time(() => readAuditPage(handle.db, filters));
  console.log(`[bench-audit] ${name.padEnd(30)} median ${median.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms`);
}
await handle.close();
