/**
 * The database side of the server's 404 monitor (src/server/layers/not-found-monitor.ts):
 * writing a batch of counted 404s. Handed to the server at start-up
 * (src/instrumentation.ts, through src/server/app-ports.ts), because the
 * layer runs in the server, outside the app's bundle, and must share its
 * database handle. See decision 031.
 */
import { sql } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db";
import { notFoundPaths } from "@/db/schema";

type Db = Database | Transaction;

/** The column is an integer: a count stops there rather than failing the whole batch. */
const MAX_HITS = 2_147_483_647;

export interface NotFoundCount {
  path: string;
  hits: number;
  referrerHost: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

/**
 * Adds a batch of counts in one statement: known paths add their hits and
 * move their last sighting (and referrer host, when one was sent); new paths
 * are inserted only while the table holds fewer than `maxRows` rows, the
 * most-hit first. The room is measured in the same statement, so two
 * servers flushing at once overshoot by one batch at most.
 */
export async function recordNotFound(db: Db, batch: readonly NotFoundCount[], { maxRows }: { maxRows: number }): Promise<void> {
  const valid = batch.filter((entry) => entry.path.startsWith("/") && entry.hits > 0);
  if (valid.length === 0) return;
  const rows = sql.join(
    valid.map(
      (entry) =>
        sql`(${entry.path}::text, ${Math.min(entry.hits, MAX_HITS)}::integer, ${entry.referrerHost}::text, ${entry.firstSeenAt.toISOString()}::timestamptz, ${entry.lastSeenAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    with v(path, hits, referrer_host, first_seen_at, last_seen_at) as (values ${rows}),
    known as (
      select v.* from v where exists (select 1 from ${notFoundPaths} p where p.path = v.path)
    ),
    fresh as (
      select v.*, row_number() over (order by v.hits desc, v.path) as rn
      from v where not exists (select 1 from ${notFoundPaths} p where p.path = v.path)
    ),
    room as (select greatest(0, ${maxRows}::integer - count(*)) as n from ${notFoundPaths})
    insert into ${notFoundPaths} (path, hits, referrer_host, first_seen_at, last_seen_at)
    select path, hits, referrer_host, first_seen_at, last_seen_at from known
    union all
    select path, hits, referrer_host, first_seen_at, last_seen_at from fresh, room where fresh.rn <= room.n
    on conflict (path) do update set
      hits = least(${notFoundPaths.hits}::bigint + excluded.hits, ${MAX_HITS})::integer,
      last_seen_at = greatest(${notFoundPaths.lastSeenAt}, excluded.last_seen_at),
      referrer_host = case when excluded.referrer_host <> '' then excluded.referrer_host else ${notFoundPaths.referrerHost} end`);
}

/** The server's 404 monitor's database access. */
export function notFoundStore() {
  return {
    recordNotFound: async (batch: NotFoundCount[], options: { maxRows: number }) => recordNotFound(await getDb(), batch, options),
  };
}
