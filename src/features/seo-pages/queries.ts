import "server-only";
import type { Database, Transaction } from "@/db";
import { loadMetadataContext, pageSeoKey } from "@/features/seo/metadata";
import type { PageSeoOverride } from "@/features/seo/metadata-core";
import { pageHead, pageSeoScore } from "@/features/seo/page-score";
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

/** Every table the inventory reads, and its own tag, which a save clears at once in this process (actions.ts). */
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

/** A page_seo row as the Meta Tags Manager lists it: its path, page title and the fields the head takes from it. */
export type MetaTagRowForScore = PageSeoOverride & { pagePath: string; pageTitle: string };

/**
 * The score of the page each Meta Tags row is for, in the rows' order: the
 * page editor's score (the head the page shows with the row applied) where
 * a public page answers at the path, so both screens, the dashboard and SEO
 * Performance show one number per page. A row no listed page answers at (a
 * page yet to exist) is scored over the head it would make alone, its page
 * title standing in for the page's own, as the inventory does for /auth.
 */
export async function scoreMetaTagRows(rows: readonly MetaTagRowForScore[]): Promise<number[]> {
  if (!rows.length) return [];
  const [inventory, context] = await Promise.all([cachedInventory(), loadMetadataContext()]);
  const byPath = new Map(inventory.map((page) => [pageSeoKey(page.path), page.score]));
  return rows.map((row) => byPath.get(row.pagePath) ?? pageSeoScore(pageHead({ path: row.pagePath, title: row.pageTitle }, { ...context, override: row })));
}
