import { asc, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { notFoundPaths } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { containsPattern, countWhere, readListPage } from "@/features/admin/list/list-query";
import { NOT_FOUND_PAGE_SIZE, type NotFoundListParams } from "./list-params";

/**
 * The 404 monitor list's reads as plain functions of a database handle, so
 * the tab's loader (queries.ts, server-only), the actions, the bench and the
 * tests run the same SQL.
 */

type Db = Database | Transaction;

export const notFoundColumns = {
  ...columnsOf(notFoundPaths, ["id", "path", "hits", "referrerHost", "firstSeenAt", "lastSeenAt"]),
};

export interface NotFoundEntry {
  id: string;
  path: string;
  hits: number;
  referrerHost: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

export interface NotFoundListPage {
  rows: NotFoundEntry[];
  /** Rows matching the search. */
  total: number;
  /** Rows kept in all, and whether that is the cap (new paths are then no longer recorded). */
  stored: number;
  full: boolean;
  page: number;
  pageCount: number;
}


function where(params: NotFoundListParams): SQL | undefined {
  return params.q ? ilike(notFoundPaths.path, containsPattern(params.q)) : undefined;
}

/** Each order ends on the path, so a page never repeats or skips a row between two reads. */
function order(sort: NotFoundListParams["sort"]): SQL[] {
  switch (sort) {
    case "hits":
      return [desc(notFoundPaths.hits), desc(notFoundPaths.lastSeenAt), asc(notFoundPaths.path)];
    case "lastSeen":
      return [desc(notFoundPaths.lastSeenAt), asc(notFoundPaths.path)];
    case "firstSeen":
      return [desc(notFoundPaths.firstSeenAt), asc(notFoundPaths.path)];
    case "path":
      return [asc(notFoundPaths.path)];
  }
}

export async function countNotFoundPaths(db: Db): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(notFoundPaths);
  return count;
}

export async function listNotFoundPage(db: Db, params: NotFoundListParams, { maxRows }: { maxRows: number }): Promise<NotFoundListPage> {
  const stored = await countNotFoundPaths(db);
  const total = params.q ? await countWhere(db, notFoundPaths, where(params)) : stored;
  const list = await readListPage(total, params.page, NOT_FOUND_PAGE_SIZE, ({ limit, offset }) =>
    db.select(notFoundColumns).from(notFoundPaths).where(where(params)).orderBy(...order(params.sort)).limit(limit).offset(offset),
  );
  return { ...list, stored, full: stored >= maxRows };
}

export async function readNotFoundEntry(db: Db, id: string): Promise<NotFoundEntry | undefined> {
  const [row] = await db.select(notFoundColumns).from(notFoundPaths).where(eq(notFoundPaths.id, id));
  return row;
}
