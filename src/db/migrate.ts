import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DatabaseHandle, Schema } from "./client";

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

// Every process that migrates takes this lock first (DatabaseHandle.exclusively).
const MIGRATION_LOCK = "velvet.migrations";

/**
 * Applies the committed SQL migrations (idempotent: applied ones are
 * skipped). One process at a time: several instances start together on one
 * PostgreSQL database (docs/multiple-instances.md), and drizzle's migrator
 * takes no lock of its own, so two of them would both find a migration
 * unapplied and both run it (the second failing, or applying it twice). The
 * one that waited then finds nothing left to do.
 */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  await handle.exclusively(MIGRATION_LOCK, async (db) => {
    if (handle.kind === "pglite") {
      await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    } else {
      await migratePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
    }
  });
}

export interface AppliedMigration {
  /** The migration's name in drizzle/meta/_journal.json, e.g. "0000_init". */
  tag: string | null;
  hash: string;
  count: number;
}

function journalTag(migrationsFolder: string, createdAt: number): string | null {
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: { tag: string; when: number }[];
    };
    return journal.entries.find((e) => e.when === createdAt)?.tag ?? null;
  } catch {
    return null;
  }
}

/** The newest applied migration, as recorded by drizzle, for /api/health. */
export async function latestAppliedMigration(
  handle: DatabaseHandle,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<AppliedMigration | null> {
  const result = await handle.db.execute(
    sql`select hash, created_at, (select count(*) from drizzle.__drizzle_migrations)::int as count
        from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const row = (result as unknown as { rows: Array<{ hash: string; created_at: string | number; count: number }> })
    .rows[0];
  return row ? { tag: journalTag(migrationsFolder, Number(row.created_at)), hash: row.hash, count: row.count } : null;
}
