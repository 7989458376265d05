import { asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { pageSeo } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { containsPattern, readListPage, type ListPage } from "@/features/admin/list/list-query";
import type { PageSeoOverride } from "../../metadata-core";
import { pageSeoOverrideColumns } from "../../page-seo-override";
import { META_TAGS_PAGE_SIZE, metaTagPageWindow, type MetaTagListParams } from "./list-params";

/**
 * The Meta Tags Manager's reads as plain functions of a database handle (no
 * request, no "server-only"), so the page (through queries.ts, which is
 * server-only), the actions and the bench (scripts/bench-meta-tags-list.ts)
 * run the very same SQL. Search, order and paging are done by PostgreSQL;
 * one page of rows comes back.
 */

type Db = Database | Transaction;

/** A page_seo row as the screen lists and edits it, and as the audit log records it. */
export const adminPageSeoColumns = {
  ...columnsOf(pageSeo, ["id", "pagePath", "pageTitle"]),
  ...pageSeoOverrideColumns,
  createdAt: pageSeo.createdAt,
  updatedAt: pageSeo.updatedAt,
};

/** A page_seo row as the screen lists and edits it: the head's overrides, with the row's path, title and times. */
export interface AdminPageSeo extends PageSeoOverride {
  id: string;
  pagePath: string;
  pageTitle: string;
  createdAt: Date;
  /** The version an edit form sends back (no silent overwrites, src/features/admin/version.ts). */
  updatedAt: Date;
}

export type MetaTagListPage = ListPage<AdminPageSeo>;

/** Part of the path, the page title or the meta title, case-insensitive (every order's search, score-order.ts's too). */
export function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(pageSeo.pagePath, pattern), ilike(pageSeo.pageTitle, pattern), ilike(pageSeo.metaTitle, pattern));
}

/**
 * The ORDER BY of a view; a unique column last, so equal values keep one
 * order from page to page. "Lowest score first" is not ordered here (the
 * score is the page head's, kept in order in the data cache: score-order.ts);
 * asked of this function, it reads in path order.
 */
function listOrder(sort: MetaTagListParams["sort"]): SQL[] {
  switch (sort) {
    case "newest":
      return [desc(pageSeo.createdAt), desc(pageSeo.id)];
    case "path":
    case "score":
      // Served by the unique index on page_path (an index scan that stops after the page).
      return [asc(pageSeo.pagePath)];
  }
}

async function countMatching(db: Db, q: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(pageSeo)
    .where(searchCondition(q));
  return row.count;
}

/** One page of the view: the matching count first, so a page past the end shows the last one. */
export async function listMetaTagsPage(db: Db, params: MetaTagListParams): Promise<MetaTagListPage> {
  const total = await countMatching(db, params.q);
  return readListPage(total, params.page, META_TAGS_PAGE_SIZE, ({ limit, offset }) =>
    db.select(adminPageSeoColumns).from(pageSeo).where(searchCondition(params.q)).orderBy(...listOrder(params.sort)).limit(limit).offset(offset),
  );
}

/** One page of rows already ordered in memory, with the same window as the SQL views. */
export function pageOfRows<T>(rows: readonly T[], requested: number): ListPage<T> {
  const { page, pageCount, offset } = metaTagPageWindow(rows.length, requested);
  return { rows: rows.slice(offset, offset + META_TAGS_PAGE_SIZE), total: rows.length, page, pageCount };
}

/** One row, or undefined. */
export async function readPageSeo(db: Db, id: string): Promise<AdminPageSeo | undefined> {
  const [row] = await db.select(adminPageSeoColumns).from(pageSeo).where(eq(pageSeo.id, id));
  return row;
}

/** The row saved for a path (already normalised), or undefined: the unique index on page_path answers. */
export async function findPageSeoByPath(db: Db, pagePath: string): Promise<{ id: string } | undefined> {
  const [row] = await db.select({ id: pageSeo.id }).from(pageSeo).where(eq(pageSeo.pagePath, pagePath));
  return row;
}
