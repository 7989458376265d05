/**
 * How fast the Users screen's reads are at 10,000 accounts: builds a scratch
 * database (embedded PGlite in memory, or PostgreSQL with
 * BENCH_DATABASE_URL; it must be an empty database made for this, it is
 * written to), migrates it, fills it with accounts and subscription history,
 * then times the screen's own queries (src/features/users/admin/list-query.ts)
 * for several filters and sorts, and the role screen's account list
 * (src/features/users/admin/roles/list-query.ts).
 *
 *   npx tsx scripts/bench-users-list.ts
 *   npx tsx scripts/bench-users-list.ts --accounts 20000 --runs 30
 *   npx tsx scripts/bench-users-list.ts --explain   # and the query plans
 *   BENCH_DATABASE_URL=postgres://…/scratch npx tsx scripts/bench-users-list.ts
 */
import type { PGlite } from "@electric-sql/pglite";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Database, DatabaseHandle } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import * as schema from "../src/db/schema";
import { users, userSubscriptions } from "../src/db/schema";
import { DEFAULT_LIST_PARAMS, type UserListParams } from "../src/features/users/admin/list-params";
import { countUsers, listUsersForExport, listUsersPage } from "../src/features/users/admin/list-query";
import { DEFAULT_ROLE_LIST_PARAMS } from "../src/features/users/admin/roles/list-params";
import { listRoleAccounts } from "../src/features/users/admin/roles/list-query";
import { printTimingTable } from "./lib/bench-timing";
import { numberOption, openBenchDatabase } from "./lib/bench-database";

const args = process.argv.slice(2);
const ACCOUNTS = numberOption("accounts", 10_000);
const RUNS = numberOption("runs", 20);
/** `--explain`: also print PostgreSQL's plan (EXPLAIN ANALYZE) of the page query of each view. */
const EXPLAIN = args.includes("--explain");
const DAY = 24 * 60 * 60 * 1000;

/** A mix like a real agency's: most approved, some pending or rejected, a few staff, a third subscribed. */
async function fill(db: Database, count: number): Promise<void> {
  const now = Date.now();
  const userRows: (typeof users.$inferInsert)[] = [];
  const subscriptionRows: (typeof userSubscriptions.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const status = i % 10 === 0 ? "pending" : i % 23 === 0 ? "rejected" : "approved";
    const role = i % 500 === 0 ? "admin" : i % 211 === 0 ? "team" : i % 7 === 0 ? "member" : "user";
    const exclusive = i % 7 === 0;
    const createdAt = new Date(now - (count - i) * 3_600_000);
    userRows.push({
      id,
      name: `Client ${i}`,
      email: `client${i}@example.test`,
      role,
      status,
      approvedAt: status === "approved" ? createdAt : null,
      lastSignInAt: i % 3 === 0 ? null : new Date(now - (i % 90) * DAY),
      expiresAt: exclusive ? new Date(now + ((i % 60) - 10) * DAY) : null,
      isExclusiveMember: exclusive,
      createdAt,
    });
    if (status === "approved" && i % 3 === 0) {
      // An earlier, closed period, then the current one (some ended, some open-ended).
      subscriptionRows.push({ userId: id, active: false, startsAt: new Date(now - 400 * DAY), endsAt: new Date(now - 30 * DAY), endedAt: new Date(now - 30 * DAY) });
      subscriptionRows.push({ userId: id, active: true, startsAt: new Date(now - 30 * DAY), endsAt: i % 9 === 0 ? null : new Date(now + ((i % 120) - 20) * DAY) });
    }
  }
  for (let index = 0; index < userRows.length; index += 1000) await db.insert(users).values(userRows.slice(index, index + 1000));
  for (let index = 0; index < subscriptionRows.length; index += 1000) await db.insert(userSubscriptions).values(subscriptionRows.slice(index, index + 1000));
  await db.execute(sql`analyze`);
}


const view = (overrides: Partial<UserListParams>): UserListParams => ({ ...DEFAULT_LIST_PARAMS, ...overrides });

/** The plans of the page queries: the statements drizzle sends, run again under EXPLAIN ANALYZE. */
async function explainViews(handle: DatabaseHandle): Promise<void> {
  const statements: { sql: string; params: unknown[] }[] = [];
  const logged = openLoggingDb(handle, statements);
  await listUsersPage(logged, view({}));
  await listUsersPage(logged, view({ filter: "expiring", sort: "subscriptionEnd" }));
  await listUsersPage(logged, view({ q: "client12" }));
  for (const statement of statements) {
    const plan = await handle.db.execute(sql.raw(`explain analyze ${inline(statement.sql, statement.params)}`));
    const rows = (plan as unknown as { rows: Record<string, string>[] }).rows ?? (plan as unknown as Record<string, string>[]);
    console.log(`\n${statement.sql.slice(0, 160)}…`);
    for (const row of rows) console.log(`  ${Object.values(row)[0]}`);
  }
}

/** The statement with its parameters written in (for EXPLAIN only: the values are the script's own). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_match, index: string) => {
    const value = params[Number(index) - 1];
    return typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}

/** A second drizzle handle on the same connection that records each statement it sends. */
function openLoggingDb(handle: DatabaseHandle, into: { sql: string; params: unknown[] }[]): Database {
  const session = (handle.db as unknown as { session: { client: unknown } }).session;
  const logger = { logQuery: (text: string, params: unknown[]) => into.push({ sql: text, params }) };
  return (handle.kind === "pglite"
    ? drizzlePglite(session.client as PGlite, { schema, logger })
    : drizzlePg(session.client as pg.Pool, { schema, logger })) as unknown as Database;
}

async function main(): Promise<void> {
  const handle = await openBenchDatabase();
  try {
    await runMigrations(handle);
    const started = performance.now();
    await fill(handle.db, ACCOUNTS);
    if (process.env.BENCH_EXTRA_SQL) for (const statement of process.env.BENCH_EXTRA_SQL.split(";")) await handle.db.execute(sql.raw(statement));
    const counters = await countUsers(handle.db);
    console.log(`[bench-users] ${handle.kind}: ${ACCOUNTS} accounts made in ${Math.round(performance.now() - started)} ms`, counters);

    const cases: [string, () => Promise<unknown>][] = [
      ["counters (5 counts, one pass)", () => countUsers(handle.db)],
      ["all, newest first, page 1", () => listUsersPage(handle.db, view({}))],
      ["all, newest first, last page", () => listUsersPage(handle.db, view({ page: 400 }))],
      ["all, email A–Z, page 1", () => listUsersPage(handle.db, view({ sort: "email", dir: "asc" }))],
      ["all, last sign-in, page 1", () => listUsersPage(handle.db, view({ sort: "lastSignIn", dir: "desc" }))],
      ["pending, newest first", () => listUsersPage(handle.db, view({ filter: "pending" }))],
      ["admins", () => listUsersPage(handle.db, view({ filter: "admin" }))],
      ["subscribers, soonest end first", () => listUsersPage(handle.db, view({ filter: "subscribers", sort: "subscriptionEnd", dir: "asc" }))],
      ["all, subscription end, page 1", () => listUsersPage(handle.db, view({ sort: "subscriptionEnd", dir: "asc" }))],
      ["expiring soon (7 days)", () => listUsersPage(handle.db, view({ filter: "expiring", sort: "subscriptionEnd" }))],
      ["search 'client12' (email or name)", () => listUsersPage(handle.db, view({ q: "client12" }))],
      ["approved + search, 100 a page", () => listUsersPage(handle.db, view({ filter: "approved", q: "client9", size: 100 }))],
      ["CSV export, all accounts", () => listUsersForExport(handle.db, view({}))],
      ["roles screen: all, page 1 (with role counts)", () => listRoleAccounts(handle.db, DEFAULT_ROLE_LIST_PARAMS)],
      ["roles screen: team only", () => listRoleAccounts(handle.db, { ...DEFAULT_ROLE_LIST_PARAMS, role: "team" })],
      ["roles screen: members, search 'client7'", () => listRoleAccounts(handle.db, { ...DEFAULT_ROLE_LIST_PARAMS, role: "members", q: "client7" })],
    ];
    await printTimingTable(`query (${ACCOUNTS} accounts, ${RUNS} runs)`, cases, RUNS);
    if (EXPLAIN) await explainViews(handle);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`[bench-users] ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
});
