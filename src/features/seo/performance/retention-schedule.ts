import { getDb } from "@/db";
import { purgeOldPageViews } from "./retention";

// Not at start-up (busy enough), then once a day, like the audit and application purges.
const FIRST_PURGE_DELAY_MS = 35 * 60 * 1000;
const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

async function purgeOnce(): Promise<void> {
  try {
    const purged = await purgeOldPageViews(await getDb());
    if (purged > 0) console.log(`[page-views] purged ${purged} page-view rows past the retention period`);
  } catch (error) {
    console.error(`[page-views] retention purge failed: ${(error as Error)?.message ?? error}; next try in 24 h`);
  }
}

/** Purges page views past their period thirty-five minutes after start, then daily. */
export function schedulePageViewPurges(): void {
  const next = (delay: number) =>
    setTimeout(() => {
      void purgeOnce().finally(() => next(PURGE_INTERVAL_MS));
    }, delay).unref();
  next(FIRST_PURGE_DELAY_MS);
}
