import { and, asc, eq, inArray, isNotNull, lt } from "drizzle-orm";
import type { Database } from "@/db";
import { modelApplications } from "@/db/schema";
import { writeAuditEntries } from "@/features/audit/log";
import { readRetentionDays } from "@/features/retention/purge";
import { deleteUnreferencedApplicationMedia, removeStoredFiles } from "./media-purge";
import { rejectedApplicationRetentionCutoff } from "./rules";

/**
 * Rejected applications are kept for the period set on System Settings
 * (the retention registry's "applications" period, 30 days by default),
 * counted from when they were rejected (reviewed_at), then deleted with their
 * photos (decision 025: kept for a stated period, then purged). In batches,
 * each with its audit rows (no actor: the system did it); files are removed
 * only after the batch has committed.
 */

const BATCH_SIZE = 100;

/** Deletes the rejected applications whose period is up; returns how many went. */
export async function purgeRejectedApplications(db: Database, { now = new Date(), batchSize = BATCH_SIZE } = {}): Promise<number> {
  const days = await readRetentionDays(db, "applications");
  const cutoff = rejectedApplicationRetentionCutoff(now, days);
  let total = 0;
  for (;;) {
    const { purged, fileKeys } = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: modelApplications.id, fullName: modelApplications.fullName, reviewedAt: modelApplications.reviewedAt, photos: modelApplications.photos })
        .from(modelApplications)
        .where(and(eq(modelApplications.status, "rejected"), isNotNull(modelApplications.reviewedAt), lt(modelApplications.reviewedAt, cutoff)))
        .orderBy(asc(modelApplications.reviewedAt), asc(modelApplications.id))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return { purged: 0, fileKeys: [] as string[] };
      await tx.delete(modelApplications).where(inArray(modelApplications.id, due.map((row) => row.id)));
      const keys = await deleteUnreferencedApplicationMedia(tx, due.flatMap((row) => row.photos));
      await writeAuditEntries(
        tx,
        due.map((row) => ({
          actorId: null,
          actorEmail: null,
          action: "application.purge",
          entityType: "model_application",
          entityId: row.id,
          oldValues: { name: row.fullName, status: "rejected", reviewedAt: row.reviewedAt?.toISOString() ?? null, photos: row.photos.length },
          newValues: null,
          notes: `Purged ${days} days after rejection`,
        })),
      );
      return { purged: due.length, fileKeys: keys };
    });
    await removeStoredFiles(fileKeys);
    total += purged;
    if (purged < batchSize) return total;
  }
}
