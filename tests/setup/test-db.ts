/**
 * A private database per test file, copied from the run's migrated template
 * (tests/setup/global-db.ts):
 *
 *   import { useTestDatabase } from "../../tests/setup/test-db";
 *   const handle = await useTestDatabase(); // top level, or inside beforeAll
 *
 * The copy becomes the process-wide handle (`getDb()` returns it) and is closed
 * (and on PostgreSQL dropped) after the file's tests.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, inject } from "vitest";
import type { PgTable } from "drizzle-orm/pg-core";
import { openDatabase, type Database, type DatabaseHandle } from "../../src/db/client";
import { closeDatabase, setDatabaseHandle } from "../../src/db/index";
import { dropDatabase, forTests } from "../../scripts/lib/pg.mjs";
import { adminQuery, withDatabase, type TestDbTemplate } from "./global-db";

type Cleanup = () => Promise<void>;
const cleanups: Cleanup[] = [];

// Registered when this module is first imported, i.e. while the test file is
// being collected, so it also covers copies made later inside a beforeAll
// (where registering a new afterAll would be too late).
afterAll(async () => {
  const pending = cleanups.splice(0).reverse();
  const errors: unknown[] = [];
  for (const cleanup of pending) await cleanup().catch((error: unknown) => errors.push(error));
  if (errors.length) throw new AggregateError(errors, "Closing the test database failed");
});

export async function useTestDatabase(): Promise<DatabaseHandle> {
  const template = inject("velvetTestDb");
  if (!template) {
    throw new Error("No test database template: run through vitest with tests/setup/global-db.ts as globalSetup.");
  }
  const started = performance.now();
  const { handle, drop } = await cloneTemplate(template);
  if (process.env.TEST_DB_TIMING) {
    console.log(`[test-db] ${template.kind} copy ready in ${Math.round(performance.now() - started)} ms`);
  }
  const closeOnce = onlyOnce(() => handle.close());
  const own: DatabaseHandle = { ...handle, close: closeOnce };
  setDatabaseHandle(own);
  cleanups.push(async () => {
    // closeDatabase() closes whatever handle is installed now (ours, or one a
    // test put in its place) and forgets it, so no later file sees a closed one.
    await closeDatabase();
    await closeOnce();
    await drop?.();
  });
  return own;
}

async function cloneTemplate(template: TestDbTemplate): Promise<{ handle: DatabaseHandle; drop?: Cleanup }> {
  if (template.kind === "pglite") {
    const loadDataDir = new Blob([fs.readFileSync(template.templateFile)]);
    const pglite = new PGlite({ loadDataDir });
    await pglite.waitReady;
    return { handle: await openDatabase({ kind: "pglite", pglite }) };
  }
  const name = `${template.clonePrefix}${randomBytes(4).toString("hex")}`;
  const quoted = pg.escapeIdentifier(name);
  await adminQuery(template.adminUrl, `CREATE DATABASE ${quoted} TEMPLATE ${pg.escapeIdentifier(template.template)}`);
  await adminQuery(template.adminUrl, forTests(name));
  const drop = () => dropDatabase(template.adminUrl, name).then(() => undefined);
  try {
    return { handle: await openDatabase({ kind: "postgres", url: withDatabase(template.adminUrl, name), max: 4 }), drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** pg's Pool.end() throws when called twice; tests may close the handle themselves. */
function onlyOnce(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

/** Deletes every row of the tables, in the order given (children before the rows they point to). */
export async function emptyTables(db: Database, ...tables: PgTable[]): Promise<void> {
  for (const table of tables) await db.delete(table);
}
