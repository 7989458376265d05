import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";

/** Seed parts run only on empty tables, which makes seeding idempotent. */
export async function isEmpty(db: Database, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}
