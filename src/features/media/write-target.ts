import { desc } from "drizzle-orm";
import { getDb } from "@/db";
import { imageMigrations } from "@/db/schema";
import { mediaStoreSettings, provideMediaWriteTarget, type MediaStoreKind } from "@/lib/media";

/**
 * Where new files go: the target of the latest Bulk Image Migration, which
 * moves the files already stored there (decision 051); without one, the
 * environment's MEDIA_STORE. Read from the database on each stored image
 * (uploads are rare), so every instance agrees at once.
 */
export async function latestMigrationTarget(): Promise<MediaStoreKind> {
  const db = await getDb();
  const [latest] = await db.select({ target: imageMigrations.target }).from(imageMigrations).orderBy(desc(imageMigrations.createdAt)).limit(1);
  return latest?.target === "s3" || latest?.target === "local" ? latest.target : mediaStoreSettings().kind;
}

provideMediaWriteTarget(latestMigrationTarget);
