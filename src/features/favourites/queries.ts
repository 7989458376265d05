import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { memberFavourites } from "@/db/schema";

/**
 * The ids of the models this account has saved, newest first. Never cached:
 * it is one person's data. The page turns them into cards with the
 * directory's own listModelCardsByIds, which applies the access rules.
 */
export async function listFavouriteIds(userId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ modelId: memberFavourites.modelId })
    .from(memberFavourites)
    .where(eq(memberFavourites.userId, userId))
    .orderBy(desc(memberFavourites.createdAt));
  return rows.map((row) => row.modelId);
}
