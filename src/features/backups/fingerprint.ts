import { sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db";

/** Rows of a raw query (both drivers answer with `rows`). */
async function rowsOf<Row>(tx: Transaction, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
}

export interface TableFingerprint {
  table: string;
  rows: number;
  /** md5 of every row's text, in a fixed order. */
  digest: string;
}

/**
 * Every table's row count and a digest of its rows, and every sequence's
 * position: two databases with equal fingerprints hold the same data. Read
 * in one transaction in UTC, so timestamps print alike on any server.
 * Restore prints the totals; the backup tests compare the whole thing.
 */
export async function databaseFingerprint(db: Database): Promise<{ tables: TableFingerprint[]; sequences: Record<string, number | null> }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const names = await rowsOf<{ schemaname: string; tablename: string }>(
      tx,
      sql`select schemaname, tablename from pg_tables where schemaname in ('public', 'drizzle') order by schemaname, tablename`,
    );
    const tables: TableFingerprint[] = [];
    for (const { schemaname, tablename } of names) {
      const table = sql.raw(`"${schemaname}"."${tablename}"`);
      const [row] = await rowsOf<{ rows: number; digest: string }>(
        tx,
        sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest from ${table} t`,
      );
      tables.push({ table: `${schemaname}.${tablename}`, rows: Number(row.rows), digest: row.digest });
    }
    const sequences = await rowsOf<{ name: string; last_value: string | null }>(
      tx,
      sql`select schemaname || '.' || sequencename as name, last_value::text from pg_sequences where schemaname in ('public', 'drizzle') order by 1`,
    );
    return { tables, sequences: Object.fromEntries(sequences.map((row) => [row.name, row.last_value === null ? null : Number(row.last_value)])) };
  });
}
