import "server-only";
import { getDb } from "@/db";
import { existingPublicPages } from "../../public-pages";
import type { MetaTagListParams } from "./list-params";
import { listMetaTagsPage, type AdminPageSeo, type MetaTagListPage } from "./list-query";
import { scoreOrderPage, type MetaTagScore } from "./score-order";

export type { AdminPageSeo, MetaTagListPage } from "./list-query";

/** A listed row with what the list shows beside it: its page score and whether a public page answers at its path. */
export interface MetaTagRow extends AdminPageSeo {
  score: number;
  matchesPage: boolean;
}

export interface MetaTagsScreenData {
  list: Omit<MetaTagListPage, "rows"> & { rows: MetaTagRow[] };
}

/**
 * How the screen scores its rows, handed in by the page: features/seo/admin/pages
 * imports features/seo, so this folder may not import it back
 * (src/features/seo/admin/pages/queries.ts, metaTagScorer).
 * - `scoreRows`: the score of the page each row is for, in the rows' order:
 *   the head score every SEO screen shows (scoreMetaTagRows);
 * - `scoreOrder`: every row's score by the same rule, lowest first, kept in
 *   the data cache until a write to a table the score reads.
 */
export interface MetaTagScorer {
  scoreRows: (rows: readonly AdminPageSeo[]) => Promise<number[]>;
  scoreOrder: () => Promise<readonly MetaTagScore[]>;
}

/**
 * What the Meta Tags Manager shows for a view: one page of rows, each with
 * the score of its page's head and the "matches no page" check for the
 * page's rows in one query per kind of page (src/features/seo/public-pages.ts).
 * "Lowest score first" pages through the scored order (score-order.ts): the
 * score is the head's (the page's own fields with the row applied), which
 * SQL cannot compute; the other orders are paged by PostgreSQL and only
 * their page is scored. scripts/bench-meta-tags-list.ts times both.
 */
export async function loadMetaTagsScreen(params: MetaTagListParams, scorer: MetaTagScorer): Promise<MetaTagsScreenData> {
  const db = await getDb();
  let list: MetaTagListPage;
  let scores: number[];
  if (params.sort === "score") {
    ({ scores, ...list } = await scoreOrderPage(db, params, await scorer.scoreOrder()));
  } else {
    list = await listMetaTagsPage(db, params);
    scores = await scorer.scoreRows(list.rows);
  }
  const existing = await existingPublicPages(
    list.rows.map((row) => row.pagePath),
    db,
  );
  const rows = list.rows.map((row, i) => ({
    ...row,
    score: scores[i],
    matchesPage: existing.has(row.pagePath),
  }));
  return { list: { ...list, rows } };
}
