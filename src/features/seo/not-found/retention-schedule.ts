import { getDb } from "@/db";
import { purgeStaleNotFoundPaths } from "./retention";

// Not at start-up (busy enough), then once a day, like the audit and application purges.
const FIRST_PURGE_DELAY_MS = 35 * 60 * 1000;
const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

async function purgeOnce(): Promise<void> {
  try {
    const purged = await purgeStaleNotFoundPaths(await getDb());
    if (purged > 0) console.log(`[not-found] purged ${purged} 404 entries not seen within the retention period`);
  } catch (error) {
    console.error(`[not-found] retention purge failed: ${(error as Error)?.message ?? error}; next try in 24 h`);
  }
}

/** Purges 404 entries not seen within their period thirty-five minutes after start, then daily (retention.ts). */
export function scheduleNotFoundPurges(): void {
  const next = (delay: number) =>
    setTimeout(() => {
      void purgeOnce().finally(() => next(PURGE_INTERVAL_MS));
    }, delay).unref();
  next(FIRST_PURGE_DELAY_MS);
}
