import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "@/db";
import { pageWindow } from "@/lib/paging";

/**
 * What every admin list query shares: the page it returns, the search
 * pattern, and reading one page of a view. Plain functions (no request, no
 * "server-only"), so a list's page, its actions and its bench run the same SQL.
 */

/** One page of a list as its screen shows it. */
export interface ListPage<Row> {
  rows: Row[];
  /** Rows matching the view (its filters and search). */
  total: number;
  /** The page shown (clamped into the pages there are). */
  page: number;
  pageCount: number;
}

/** A search as an ILIKE pattern that finds it anywhere, LIKE's own characters escaped (so "50%" finds "50%", not "50 anything"). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * One page of a view, given how many rows the view matches: counting first
 * means a page past the end shows the last one, and only that page's rows
 * are read (`readRows` adds the limit and offset to the list's own query).
 */
export async function readListPage<Row>(
  total: number,
  requestedPage: number,
  size: number,
  readRows: (window: { limit: number; offset: number }) => Promise<Row[]>,
): Promise<ListPage<Row>> {
  const { page, pageCount, offset } = pageWindow(total, requestedPage, size);
  const rows = await readRows({ limit: size, offset });
  return { rows, total, page, pageCount };
}

/** How many rows of a table a condition holds (a list's matching count). */
export async function countWhere(db: Database | Transaction, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(table).where(where);
  return row.count;
}
