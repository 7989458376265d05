import { getDb } from "@/db";
import { getMediaStore } from "@/lib/media";
import { describeSweep, sweepOrphanFiles } from "./sweep";

// Not at once: start-up is busy enough, and a restart loop should not sweep in a loop.
const FIRST_SWEEP_DELAY_MS = 10 * 60 * 1000;
const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

async function sweepOnce(): Promise<void> {
  try {
    const line = describeSweep(await sweepOrphanFiles(await getDb(), getMediaStore()));
    if (line) console.log(line);
  } catch (error) {
    console.error(`[media] orphan sweep failed: ${(error as Error)?.message ?? error}; next try in 24 h`);
  }
}

/** Sweeps orphan media files ten minutes after start, then daily (src/features/media/sweep.ts). */
export function scheduleOrphanSweeps(): void {
  const next = (delay: number) =>
    setTimeout(() => {
      void sweepOnce().finally(() => next(SWEEP_INTERVAL_MS));
    }, delay).unref();
  next(FIRST_SWEEP_DELAY_MS);
}
