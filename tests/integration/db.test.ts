/**
 * The test-database harness itself, on whichever driver this run uses
 * (PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { useTestDatabase } from "../setup/test-db";

const handle = await useTestDatabase();
const expectedKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

describe("useTestDatabase", () => {
  it("gives this file a migrated database of the run's kind, installed for getDb()", async () => {
    expect(handle.kind).toBe(expectedKind);
    expect(await getDb()).toBe(handle.db);
    const result = await handle.db.execute(sql`select count(*)::int as n from users`);
    expect((result as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(0);
  });

  it("starts empty: writes of other test files do not reach this copy", async () => {
    // migrate.test.ts inserts users; a shared database would show them here.
    await handle.db.execute(sql`insert into users (id, name, email) values ('db-test', 'Db Test', 'db@example.test')`);
    const result = await handle.db.execute(sql`select id from users`);
    expect((result as unknown as { rows: Array<{ id: string }> }).rows).toEqual([{ id: "db-test" }]);
  });

  it("delivers NOTIFY to listen() (used for server-sent events)", async () => {
    const received: string[] = [];
    const unlisten = await handle.listen("velvet_test", (payload) => received.push(payload));
    try {
      await handle.db.execute(sql`select pg_notify('velvet_test', 'hello')`);
      await expect.poll(() => received, { timeout: 5_000 }).toEqual(["hello"]);
    } finally {
      await unlisten();
    }
  });
});
