import "server-only";
import { getDb } from "@/db";
import { publishInstanceStats } from "../instance";
import { loadCacheOverview, type CacheOverview } from "../reports";

/**
 * The card's first figures, without waiting for other instances: this
 * one's are written now, the others' are their last report (at most half a
 * minute old), and the card asks every instance for fresh ones once it is
 * on screen (GET /api/admin/cache).
 */
export async function loadCacheOverviewForPage(): Promise<CacheOverview> {
  const db = await getDb();
  await publishInstanceStats(db);
  return loadCacheOverview(db);
}
