"use server";

import { inArray, sql } from "drizzle-orm";
import { media } from "@/db/schema";
import { ActionFailure, defineAdminAction, type AuditRecord } from "@/features/admin/action";
import { getMediaStore } from "@/lib/media";
import { usageCondition } from "./list-query";
import { deleteUnusedImagesSchema } from "./schemas";

const PERMISSION = "admin.images.manage";

/**
 * Deletes images nothing on the site names, all or none: the rows are
 * locked, checked again inside the transaction (something may have started
 * using one since the list was read), then removed with one audit row each.
 * Their files go after the commit; a file that cannot be removed then is an
 * orphan the daily sweep removes (src/features/media/sweep.ts).
 */
export const deleteUnusedImages = defineAdminAction({
  permission: PERMISSION,
  schema: deleteUnusedImagesSchema,
  failureKey: "adminContent.library.errors.delete",
  async run({ ids }, { tx }) {
    const locked = await tx
      .select({ id: media.id, purpose: media.purpose, storageKey: media.storageKey, variants: media.variants, originalFilename: media.originalFilename, byteSize: media.byteSize })
      .from(media)
      .where(inArray(media.id, ids))
      .for("update");
    if (locked.length !== new Set(ids).size) throw new ActionFailure("not_found", "adminContent.library.errors.notFound");
    const [{ unused }] = await tx
      .select({ unused: sql<number>`count(*)`.mapWith(Number) })
      .from(media)
      .where(sql`${inArray(media.id, ids)} and ${usageCondition("unused")}`);
    if (unused !== locked.length) throw new ActionFailure("conflict", "adminContent.library.errors.inUse");
    await tx.delete(media).where(inArray(media.id, ids));
    const audit: AuditRecord[] = locked.map((image) => ({
      action: "media.delete",
      entityType: "media",
      entityId: image.id,
      oldValues: { name: image.originalFilename, purpose: image.purpose, bytes: image.byteSize },
    }));
    const keys = locked.flatMap((image) => [image.storageKey, ...image.variants.map((variant) => variant.key)]);
    return { data: { deleted: locked.map((image) => image.id), keys }, audit };
  },
  // The keys travel in the answer only to reach this step (an admin may see them; they open nothing).
  async afterCommit({ keys }: { deleted: string[]; keys: string[] }) {
    const store = getMediaStore();
    await Promise.all([...new Set(keys)].map((key) => store.delete(key).catch(() => undefined)));
  },
});
