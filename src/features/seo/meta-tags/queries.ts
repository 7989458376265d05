import "server-only";
import { getDb } from "@/db";
import { existingPublicPages } from "../public-pages";
import type { MetaTagListParams } from "./list-params";
import { listAllMetaTags, listMetaTagsPage, pageOfRows, type AdminPageSeo, type MetaTagListPage } from "./list-query";

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
 * The score of the page each row is for, in the rows' order: the head score
 * every SEO screen shows (src/features/seo-pages/queries.ts, scoreMetaTagRows),
 * handed in by the page: features/seo-pages imports features/seo, so this
 * folder may not import it back.
 */
export type ScoreMetaTagRows = (rows: readonly AdminPageSeo[]) => Promise<number[]>;

/**
 * What the Meta Tags Manager shows for a view: one page of rows, each with
 * the score of its page's head and the "matches no page" check for the
 * page's rows in one query per kind of page (src/features/seo/public-pages.ts).
 * "Lowest score first" scores every matching row and orders them here: the
 * score is the head's (the page's own fields with the row applied), which
 * SQL cannot compute; scripts/bench-meta-tags-list.ts times it.
 */
export async function loadMetaTagsScreen(params: MetaTagListParams, scoreRows: ScoreMetaTagRows): Promise<MetaTagsScreenData> {
  const db = await getDb();
  let list: MetaTagListPage;
  let scores: number[];
  if (params.sort === "score") {
    const all = await listAllMetaTags(db, params.q);
    const allScores = await scoreRows(all);
    const order = all.map((row, i) => ({ row, score: allScores[i] })).sort((a, b) => a.score - b.score || a.row.pagePath.localeCompare(b.row.pagePath));
    const page = pageOfRows(order, params.page);
    list = { ...page, rows: page.rows.map((entry) => entry.row) };
    scores = page.rows.map((entry) => entry.score);
  } else {
    list = await listMetaTagsPage(db, params);
    scores = await scoreRows(list.rows);
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
