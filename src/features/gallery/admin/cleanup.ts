import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { media } from "@/db/schema";
import { getMediaStore } from "@/lib/media";
import { isMediaInUse } from "./queries";

/**
 * Files cannot be rolled back with a transaction, so a photo's files are
 * removed only after its row's removal committed (an action's afterCommit),
 * and only when nothing else uses them: the same file may be another photo
 * (an application's photo added to the gallery), a crop or a main image.
 * Only gallery files are removed here; a failure is logged and left to the
 * orphan sweep (src/features/media/sweep.ts), never shown as a failed change.
 */
export async function removeUnusedGalleryMedia(mediaIds: readonly (string | null)[]): Promise<void> {
  const db = await getDb();
  const store = getMediaStore();
  for (const mediaId of new Set(mediaIds.filter((id): id is string => id !== null))) {
    try {
      if (await isMediaInUse(db, mediaId)) continue;
      const [removed] = await db.delete(media).where(and(eq(media.id, mediaId), eq(media.purpose, "gallery"))).returning({ purpose: media.purpose, variants: media.variants });
      if (!removed) continue;
      await Promise.all(removed.variants.map((variant) => store.delete(variant.key)));
    } catch (error) {
      console.warn("[gallery] could not remove an unused file", mediaId, error instanceof Error ? error.message : error);
    }
  }
}
