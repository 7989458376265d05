import { getDb } from "@/db";
import { purgeUnattachedApplicationUploads } from "./media-purge";
import { purgeRejectedApplications } from "./retention";

// Not at start-up (busy enough), then once a day, like the audit and trash purges.
const FIRST_PURGE_DELAY_MS = 25 * 60 * 1000;
const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

async function purgeOnce(): Promise<void> {
  try {
    const db = await getDb();
    const rejected = await purgeRejectedApplications(db);
    if (rejected > 0) console.log(`[applications] purged ${rejected} rejected applications past the retention period`);
    const uploads = await purgeUnattachedApplicationUploads(db);
    if (uploads > 0) console.log(`[applications] removed ${uploads} files of photos uploaded for applications never sent`);
  } catch (error) {
    console.error(`[applications] retention purge failed: ${(error as Error)?.message ?? error}; next try in 24 h`);
  }
}

/** Purges rejected applications past their period, and uploads never attached, twenty-five minutes after start, then daily. */
export function scheduleApplicationPurges(): void {
  const next = (delay: number) =>
    setTimeout(() => {
      void purgeOnce().finally(() => next(PURGE_INTERVAL_MS));
    }, delay).unref();
  next(FIRST_PURGE_DELAY_MS);
}
