import { getDb } from "@/db";
import { purgeExpiredModels } from "./purge";
import { TRASH_DAYS } from "./rules";

// Not at start-up (busy enough), then once a day, like the audit retention purge.
const FIRST_PURGE_DELAY_MS = 20 * 60 * 1000;
const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

async function purgeOnce(): Promise<void> {
  try {
    const purged = await purgeExpiredModels(await getDb());
    if (purged > 0) console.log(`[models] purged ${purged} models deleted more than ${TRASH_DAYS} days ago`);
  } catch (error) {
    console.error(`[models] trash purge failed: ${(error as Error)?.message ?? error}; next try in 24 h`);
  }
}

/** Purges models whose time in the trash is up twenty minutes after start, then daily (purge.ts). */
export function scheduleTrashPurges(): void {
  const next = (delay: number) =>
    setTimeout(() => {
      void purgeOnce().finally(() => next(PURGE_INTERVAL_MS));
    }, delay).unref();
  next(FIRST_PURGE_DELAY_MS);
}
