import { getDb } from "@/db";
import { purgeExpiredAuditEntries } from "./retention";

// Not at start-up (busy enough), then once a day.
const FIRST_PURGE_DELAY_MS = 15 * 60 * 1000;
const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

async function purgeOnce(): Promise<void> {
  try {
    const purged = await purgeExpiredAuditEntries(await getDb());
    if (purged > 0) console.log(`[audit] purged ${purged} entries older than the retention period`);
  } catch (error) {
    console.error(`[audit] retention purge failed: ${(error as Error)?.message ?? error}; next try in 24 h`);
  }
}

/** Purges expired audit entries fifteen minutes after start, then daily (retention.ts). */
export function scheduleAuditPurges(): void {
  const next = (delay: number) =>
    setTimeout(() => {
      void purgeOnce().finally(() => next(PURGE_INTERVAL_MS));
    }, delay).unref();
  next(FIRST_PURGE_DELAY_MS);
}
