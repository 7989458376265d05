import "server-only";
import { getDb, type Database, type Transaction } from "@/db";
import { loadMetadataContext, pageSeoKey } from "@/features/seo/metadata";
import type { MetaTagScorer } from "@/features/seo/admin/meta-tags/queries";
import { metaTagRowScore, orderByScore, readRowsForScore, type MetaTagRowForScore, type MetaTagScore } from "@/features/seo/admin/meta-tags/score-order";
import { cached } from "@/lib/cache";
import { loadPageInventory, type InventoryPage } from "./inventory";
import { selectPages, type PageListParams, type PageListResult } from "./list-params";

/**
 * The page editor's list: the whole inventory built in memory (one query per
 * kind), then filtered, ordered and cut on the server from the address.
 * scripts/bench-seo-pages-list.ts times it at 10,000 profiles: building it
 * takes over half a second there, so the built inventory is cached until a
 * write to any table it reads (the change notification clears it, src/lib/cache.ts);
 * filtering and paging the cached list is what a request pays
 * (docs/decisions/033-page-editor.md has the figures).
 */

/** Every table the inventory reads (and so every table a page's score depends on), and its own tag, which a save clears at once in this process (actions.ts). */
export const INVENTORY_TAG = "seo_pages_inventory";
const INVENTORY_TAGS = [
  "categories",
  "locations",
  "blog_posts",
  "models",
  "page_seo",
  "canonical_rules",
  "seo_settings",
  "site_settings",
  "site_content",
  INVENTORY_TAG,
] as const;

const cachedInventory = cached("seo-pages:inventory", () => loadPageInventory(), { tags: INVENTORY_TAGS, ttlSeconds: 300 });

/** A row as the screen gets it: everything the table and the inline editor need, and nothing else. */
export type PageRow = Pick<
  InventoryPage,
  "path" | "kind" | "label" | "metaTitle" | "metaDescription" | "canonical" | "score" | "indexed" | "titleMissing" | "edit"
>;

export function toPageRow(page: InventoryPage): PageRow {
  const { path, kind, label, metaTitle, metaDescription, canonical, score, indexed, titleMissing, edit } = page;
  return { path, kind, label, metaTitle, metaDescription, canonical, score, indexed, titleMissing, edit };
}

/** One view of the list; with `db`, built fresh inside it (no cache). */
export async function listPages(params: PageListParams, db?: Database | Transaction): Promise<PageListResult<PageRow>> {
  const view = selectPages(await (db ? loadPageInventory(db) : cachedInventory()), params);
  return { ...view, rows: view.rows.map(toPageRow) };
}

/** The inventory's score of each listed page, under the key page_seo saves its path with. */
async function pageScoresByPath(): Promise<Map<string, number>> {
  return new Map((await cachedInventory()).map((page) => [pageSeoKey(page.path), page.score]));
}

/**
 * The score of the page each Meta Tags row is for, in the rows' order: the
 * page editor's score (the head the page shows with the row applied) where
 * a public page answers at the path, so both screens, the dashboard and SEO
 * Performance show one number per page. A row no listed page answers at (a
 * page yet to exist) is scored over the head it would make alone, its page
 * title standing in for the page's own, as the inventory does for /auth
 * (metaTagRowScore, src/features/seo/admin/meta-tags/score-order.ts).
 */
export async function scoreMetaTagRows(rows: readonly MetaTagRowForScore[]): Promise<number[]> {
  if (!rows.length) return [];
  const [pageScores, context] = await Promise.all([pageScoresByPath(), loadMetadataContext()]);
  return rows.map((row) => metaTagRowScore(row, pageScores, context));
}

/**
 * Every page_seo row scored as scoreMetaTagRows scores it, lowest first: the
 * Meta Tags Manager's "lowest score first" pages through this list instead of
 * scoring every row per request (docs/decisions/037-one-seo-score.md has the
 * figures). Cached on the inventory's tags, every table the score reads: the
 * row itself (page_seo), the page's own fields, the site's brand and address,
 * Global SEO's defaults, and the inventory's own tag a page editor save
 * clears; a Meta Tags save clears page_seo in its own process at once.
 */
const cachedMetaTagScoreOrder = cached(
  "seo-pages:meta-tag-score-order",
  async (): Promise<MetaTagScore[]> => {
    const [rows, pageScores, context] = await Promise.all([readRowsForScore(await getDb()), pageScoresByPath(), loadMetadataContext()]);
    return orderByScore(
      rows,
      rows.map((row) => metaTagRowScore(row, pageScores, context)),
    );
  },
  { tags: INVENTORY_TAGS, ttlSeconds: 300 },
);

export function metaTagScoreOrder(): Promise<MetaTagScore[]> {
  return cachedMetaTagScoreOrder();
}

/** What the Meta Tags page hands its screen to score rows with (features/seo may not import this folder). */
export const metaTagScorer: MetaTagScorer = { scoreRows: scoreMetaTagRows, scoreOrder: metaTagScoreOrder };
