"use server";

import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { cacheOperations } from "@/db/schema";
import { ActionFailure, defineAdminAction } from "@/features/admin/action";
import type { AdminMessageKey } from "@/features/admin/messages";
import { CACHE_OPERATION_KINDS, type CacheOperationKind } from "../content-types";
import { CACHE_OPERATIONS_CHANNEL } from "../feed";
import { awaitOperationOutcome, type OperationOutcome } from "../reports";
import { cacheOperationSchema } from "./schemas";

/** Each operation's failure in the words the card has always used for it. */
const FAILURE_KEYS: Record<CacheOperationKind, AdminMessageKey> = {
  fresh_blog: "adminShell.dashboard.cache.errors.freshBlog",
  clear_content: "adminShell.dashboard.cache.errors.clearContent",
  clear_all: "adminShell.dashboard.cache.errors.clearAll",
  sync_all: "adminShell.dashboard.cache.errors.syncAll",
  emergency: "adminShell.dashboard.cache.errors.emergency",
};

function failureKeyOf(input: unknown): AdminMessageKey {
  const kind = (input as { kind?: unknown } | null)?.kind;
  return CACHE_OPERATION_KINDS.includes(kind as CacheOperationKind) ? FAILURE_KEYS[kind as CacheOperationKind] : FAILURE_KEYS.clear_content;
}

/**
 * One of the cache card's operations, on every instance (decision 052). The
 * operation's row and its audit row commit together, and the row's id is
 * announced in the same transaction (NOTIFY velvet_cache_ops is delivered at
 * commit, never for a rolled-back row). Every instance, this one included,
 * then clears its caches, records what it cleared and tells its open pages;
 * the answer waits up to 3 s for every live instance's report and says what
 * was cleared on how many. No instance answering is a failure, in the
 * operation's own words; the audit row stays, since the request was made.
 */
export const runCacheOperation = defineAdminAction({
  permission: "admin.cache.manage",
  schema: cacheOperationSchema,
  failureKey: failureKeyOf,
  async run({ kind, contentType }, { tx, viewer }) {
    const [operation] = await tx
      .insert(cacheOperations)
      .values({ kind, contentType: contentType ?? null, requestedById: viewer.userId, requestedByEmail: viewer.email })
      .returning({ id: cacheOperations.id });
    await tx.execute(sql`select pg_notify(${CACHE_OPERATIONS_CHANNEL}, ${String(operation.id)})`);
    return {
      data: { operationId: operation.id, kind } as { operationId: number; kind: CacheOperationKind; outcome?: OperationOutcome },
      audit: { action: `cache.${kind}`, entityType: "cache", entityId: String(operation.id), newValues: contentType ? { contentType } : undefined },
    };
  },
  async afterCommit(data) {
    const outcome = await awaitOperationOutcome(await getDb(), data.operationId);
    if (!outcome || outcome.instancesDone === 0) throw new ActionFailure("conflict", FAILURE_KEYS[data.kind]);
    return { ...data, outcome };
  },
});
