/**
 * The database side of the server's redirect layer (src/server/layers/redirects.ts):
 * reading the active rules and writing hit counts. Handed to the server at
 * start-up (src/instrumentation.ts, through src/server/app-ports.ts), because
 * the layer runs in the server, outside the app's bundle, and must share its
 * database handle and change feed rather than open its own. See decision 030.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db";
import { redirects } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { onTableChange } from "@/lib/changes";
import type { RedirectRule } from "./engine";

type Db = Database | Transaction;

/** The columns the engine reads. */
export const redirectRuleColumns = {
  ...columnsOf(redirects, ["id", "fromPath", "toPath", "statusCode", "matchType", "keepQuery"]),
};

/** Active rules in a stable order (oldest first), which is the order regexes are tried in. */
export async function loadActiveRedirectRules(db: Db, options: { exceptId?: string } = {}): Promise<RedirectRule[]> {
  const rows = await db
    .select(redirectRuleColumns)
    .from(redirects)
    .where(options.exceptId ? and(eq(redirects.isActive, true), sql`${redirects.id} <> ${options.exceptId}`) : eq(redirects.isActive, true))
    .orderBy(asc(redirects.createdAt), asc(redirects.id));
  return rows;
}

export interface RedirectHit {
  id: string;
  count: number;
  lastHitAt: Date;
}

/**
 * Adds counted hits in one statement. It sets hit_count and last_hit_at only
 * (not updated_at: a hit is not an edit, and the version an edit form holds
 * must not move), so the change trigger stays quiet (migration 0011).
 */
export async function recordRedirectHits(db: Db, hits: readonly RedirectHit[]): Promise<void> {
  const valid = hits.filter((hit) => /^[0-9a-f-]{36}$/i.test(hit.id) && hit.count > 0);
  if (valid.length === 0) return;
  const rows = sql.join(
    valid.map((hit) => sql`(${hit.id}::uuid, ${hit.count}::integer, ${hit.lastHitAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${redirects} set
      hit_count = ${redirects.hitCount} + v.n,
      last_hit_at = greatest(coalesce(${redirects.lastHitAt}, v.t), v.t)
    from (values ${rows}) as v(id, n, t)
    where ${redirects.id} = v.id`);
}

/** The server layer's source of rules, on the app's database and change feed. */
export function redirectRuleSource() {
  return {
    load: async () => loadActiveRedirectRules(await getDb()),
    onChange: (listener: (table: string) => void) => onTableChange(listener),
    recordHits: async (hits: RedirectHit[]) => recordRedirectHits(await getDb(), hits),
  };
}
