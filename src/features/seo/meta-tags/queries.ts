import "server-only";
import { getDb } from "@/db";
import { pageSeoScore } from "../page-score";
import { existingPublicPages } from "../public-pages";
import type { MetaTagListParams } from "./list-params";
import { listMetaTagsPage, type AdminPageSeo, type MetaTagListPage } from "./list-query";

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
 * What the Meta Tags Manager shows for a view: one page of rows, each with
 * its page score (src/features/seo/page-score.ts, the one implementation)
 * and the "matches no page" check for the page's rows in one query per kind
 * of page (src/features/seo/public-pages.ts).
 */
export async function loadMetaTagsScreen(params: MetaTagListParams): Promise<MetaTagsScreenData> {
  const db = await getDb();
  const list = await listMetaTagsPage(db, params);
  const existing = await existingPublicPages(
    list.rows.map((row) => row.pagePath),
    db,
  );
  const rows = list.rows.map((row) => ({
    ...row,
    score: pageSeoScore({ ...row, path: row.pagePath }),
    matchesPage: existing.has(row.pagePath),
  }));
  return { list: { ...list, rows } };
}
