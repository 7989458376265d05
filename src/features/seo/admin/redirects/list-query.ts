import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { redirects } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { containsPattern, countWhere, readListPage, type ListPage } from "@/features/admin/list/list-query";
import { REDIRECTS_PAGE_SIZE, type RedirectListParams } from "./list-params";

/**
 * The redirects list's reads as plain functions of a database handle, so
 * the panel's loader (queries.ts, server-only), the actions, the export and
 * the tests run the same SQL.
 */

type Db = Database | Transaction;

/** A redirects row as the panel lists and edits it, and as the audit log records it. */
export const adminRedirectColumns = {
  ...columnsOf(redirects, ["id", "fromPath", "toPath", "statusCode", "matchType", "keepQuery", "isActive", "hitCount", "lastHitAt", "createdAt", "updatedAt"]),
};

export interface AdminRedirect {
  id: string;
  fromPath: string;
  toPath: string | null;
  statusCode: number;
  matchType: "exact" | "prefix" | "regex";
  keepQuery: boolean;
  isActive: boolean;
  hitCount: number;
  lastHitAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type RedirectListPage = ListPage<AdminRedirect>;


function where(params: RedirectListParams): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (params.q) {
    const pattern = containsPattern(params.q);
    conditions.push(or(ilike(redirects.fromPath, pattern), ilike(redirects.toPath, pattern)));
  }
  if (params.status !== "all") conditions.push(eq(redirects.statusCode, Number(params.status)));
  if (params.active !== "all") conditions.push(eq(redirects.isActive, params.active === "yes"));
  return and(...conditions);
}

function order(sort: RedirectListParams["sort"]): SQL[] {
  switch (sort) {
    case "newest":
      return [desc(redirects.createdAt), desc(redirects.id)];
    case "source":
      return [asc(redirects.fromPath)];
    case "hits":
      return [desc(redirects.hitCount), sql`${redirects.lastHitAt} desc nulls last`, asc(redirects.fromPath)];
  }
}

export async function listRedirectsPage(db: Db, params: RedirectListParams): Promise<RedirectListPage> {
  const total = await countWhere(db, redirects, where(params));
  return readListPage(total, params.page, REDIRECTS_PAGE_SIZE, ({ limit, offset }) =>
    db.select(adminRedirectColumns).from(redirects).where(where(params)).orderBy(...order(params.sort)).limit(limit).offset(offset),
  );
}

export async function readRedirect(db: Db, id: string): Promise<AdminRedirect | undefined> {
  const [row] = await db.select(adminRedirectColumns).from(redirects).where(eq(redirects.id, id));
  return row;
}

/** Every rule, oldest first: the CSV export. */
export async function allRedirects(db: Db): Promise<AdminRedirect[]> {
  return db.select(adminRedirectColumns).from(redirects).orderBy(asc(redirects.createdAt), asc(redirects.id));
}
