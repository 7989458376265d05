import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { media } from "@/db/schema";
import { mediaIsUnreferenced } from "@/features/security/relationships";
import { getMediaStore } from "@/lib/media";

/**
 * Files cannot be rolled back with a transaction, so a photo's files are
 * removed only after its row's removal committed (an action's afterCommit),
 * and only when no row of any table still names them: the same test as the
 * model purge and the orphan clean-up (mediaIsUnreferenced), since the same
 * file may also be another photo, a crop or a main image. Only gallery files
 * are removed here; a failure is logged and left to the orphan sweep
 * (src/features/media/sweep.ts), never shown as a failed change.
 */
export async function removeUnusedGalleryMedia(mediaIds: readonly (string | null)[]): Promise<void> {
  const db = await getDb();
  const store = getMediaStore();
  for (const mediaId of new Set(mediaIds.filter((id): id is string => id !== null))) {
    try {
      const removed = await db
        .delete(media)
        .where(and(eq(media.id, mediaId), eq(media.purpose, "gallery"), mediaIsUnreferenced()))
        .returning({ variants: media.variants });
      await Promise.all(removed.flatMap((row) => row.variants.map((variant) => store.delete(variant.key))));
    } catch (error) {
      console.warn("[gallery] could not remove an unused file", mediaId, error instanceof Error ? error.message : error);
    }
  }
}
