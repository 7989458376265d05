import { asc, inArray } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { pageSeo } from "@/db/schema";
import type { MetadataContext, PageSeoOverride } from "../../metadata-core";
import { pageHeadScoreFields, pageSeoScore } from "../page-score";
import type { MetaTagListParams } from "./list-params";
import { pageSeoOverrideColumns } from "../../page-seo-override";
import { adminPageSeoColumns, pageOfRows, searchCondition, type AdminPageSeo, type MetaTagListPage } from "./list-query";

/**
 * "Lowest score first" without scoring every row per request. The score is
 * the page head's (docs/decisions/037-one-seo-score.md), which SQL cannot
 * compute, so every row is scored once and the order kept: a list of
 * (id, score) in the data cache (src/features/seo/admin/pages/queries.ts,
 * metaTagScoreOrder), cleared by a write to any table the score reads. A
 * request then asks PostgreSQL only which ids match its search and reads
 * the 25 rows of its page. Plain functions of a database handle (no
 * "server-only"), so the bench (scripts/bench-meta-tags-list.ts) runs them.
 */

type Db = Database | Transaction;

/** A page_seo row as the score reads it: its path, page title and the fields the head takes from it. */
export type MetaTagRowForScore = PageSeoOverride & { pagePath: string; pageTitle: string };

/** One row of the order: which row, its page's score, and its path (the tie-break). */
export interface MetaTagScore {
  id: string;
  pagePath: string;
  score: number;
}

/**
 * The score of the page a row is for: the inventory's score where a listed
 * page answers at the path (`pageScores`, keyed as page_seo keys paths), else
 * the head the row makes alone, its page title standing in for the page's
 * own (as the inventory does for /auth), reading only the head's texts
 * (pageHeadScoreFields: the score pageHead gives, without building URLs and
 * images per row). The one rule for both the list's page of rows and the
 * cached order.
 */
export function metaTagRowScore(row: MetaTagRowForScore, pageScores: ReadonlyMap<string, number>, context: Omit<MetadataContext, "override">): number {
  return pageScores.get(row.pagePath) ?? pageSeoScore(pageHeadScoreFields({ path: row.pagePath, title: row.pageTitle }, { ...context, override: row }));
}

/** Every row with the columns its score reads (no dates, no audit fields). */
export async function readRowsForScore(db: Db): Promise<(MetaTagRowForScore & { id: string })[]> {
  return db
    .select({ id: pageSeo.id, pagePath: pageSeo.pagePath, pageTitle: pageSeo.pageTitle, ...pageSeoOverrideColumns })
    .from(pageSeo);
}

/** Lowest score first; equal scores path A–Z, so a page of rows keeps one order from request to request. */
export function orderByScore(rows: readonly { id: string; pagePath: string }[], scores: readonly number[]): MetaTagScore[] {
  return rows
    .map((row, i) => ({ id: row.id, pagePath: row.pagePath, score: scores[i] }))
    .sort((a, b) => a.score - b.score || a.pagePath.localeCompare(b.pagePath));
}

/**
 * One page of "lowest score first" over an order computed beforehand: the
 * search is PostgreSQL's (the ids it matches, the same condition as the other
 * orders), the page is cut from the order, and only its rows are read. A row
 * gone since the order was made (its delete clears the order, so only in a
 * race) is left out of the page.
 */
export async function scoreOrderPage(db: Db, params: MetaTagListParams, order: readonly MetaTagScore[]): Promise<MetaTagListPage & { scores: number[] }> {
  let matching: readonly MetaTagScore[] = order;
  if (params.q) {
    const ids = new Set((await db.select({ id: pageSeo.id }).from(pageSeo).where(searchCondition(params.q))).map((row) => row.id));
    matching = order.filter((entry) => ids.has(entry.id));
  }
  const page = pageOfRows(matching, params.page);
  const read = page.rows.length
    ? await db
        .select(adminPageSeoColumns)
        .from(pageSeo)
        .where(
          inArray(
            pageSeo.id,
            page.rows.map((entry) => entry.id),
          ),
        )
        .orderBy(asc(pageSeo.pagePath))
    : [];
  const byId = new Map<string, AdminPageSeo>(read.map((row) => [row.id, row]));
  const shown = page.rows.filter((entry) => byId.has(entry.id));
  return { ...page, rows: shown.map((entry) => byId.get(entry.id)!), scores: shown.map((entry) => entry.score) };
}
