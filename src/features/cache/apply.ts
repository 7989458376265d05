import "server-only";
import type { CacheClearReport } from "@/db/schema";
import { listPublishedPosts } from "@/features/blog/queries";
import { clearAllLocally, clearTagsLocally } from "@/lib/cache";
import type { CacheOperationEvent } from "@/lib/changes";
import { serverControls } from "@/server/app-ports";
import { tablesOf, type CacheContentType, type CacheOperationKind } from "./content-types";

export interface CacheOperationOrder {
  kind: CacheOperationKind;
  contentType: CacheContentType | null;
}

/** An operation as its row holds it. */
export interface RecordedOperation {
  id: number;
  kind: string;
  contentType: string | null;
}

/** The row's order, typed: the kind and content type were checked by the action's schema before the row was written. */
export function orderOf(operation: RecordedOperation): CacheOperationOrder {
  return { kind: operation.kind as CacheOperationKind, contentType: operation.contentType as CacheContentType | null };
}

/** What open pages hear of an operation (GET /api/events): its id, its kind, and the tables a targeted clear dropped. */
export function browserEventOf(operation: RecordedOperation): CacheOperationEvent {
  const tables = tablesCleared(orderOf(operation));
  return { id: operation.id, kind: operation.kind, ...(tables ? { tables } : {}) };
}

/** The tables an operation drops from the data cache; null for all of them. */
export function tablesCleared(order: CacheOperationOrder): readonly string[] | null {
  if (order.kind === "fresh_blog") return ["blog_posts"];
  if (order.kind === "clear_content" && order.contentType) return tablesOf(order.contentType);
  return null;
}

/**
 * Carries out one operation in this process and says what went:
 * - the data cache: the operation's tables, or everything;
 * - the page cache (held by the production server; none under `next dev`):
 *   every copy, since a page is not tracked by the tables it read (the
 *   epoch a data-cache clear moves would drop them anyway; this frees them now
 *   and counts them);
 * - emergency only: the remembered access classes too, so every member's
 *   next request is checked against the database again;
 * - fresh_blog: the published posts are read again at once, so the next
 *   visitor to the journal is not the one who waits.
 */
export async function applyCacheOperation(order: CacheOperationOrder): Promise<CacheClearReport> {
  const reason = `operation:${order.kind}`;
  const tables = tablesCleared(order);
  // The page cache first: clearing the data cache moves the epoch, after which its copies no longer count as live.
  const server = serverControls()?.clearServerCaches({ accessClasses: order.kind === "emergency" }) ?? { pageCopies: 0, pageBytes: 0, accessClasses: 0 };
  const dataEntries = tables ? clearTagsLocally(tables, reason) : clearAllLocally(reason);
  const report: CacheClearReport = { dataEntries, ...server };
  if (order.kind === "fresh_blog") report.postsReread = (await listPublishedPosts()).length;
  return report;
}
