import { asc, eq } from "drizzle-orm";
import type { Transaction } from "@/db";
import { users } from "@/db/schema";

/**
 * Every admin, locked, before any change that could remove one (a demotion,
 * a role change, a deletion, someone deleting their own account): two such
 * changes at the same moment cannot both succeed and leave no admin. Always
 * taken first and in id order, so they never deadlock.
 */
export async function lockAdminIds(tx: Transaction): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).orderBy(asc(users.id)).for("update");
  return rows.map((row) => row.id);
}
