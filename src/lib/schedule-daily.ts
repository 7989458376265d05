/**
 * One way to run a job once a day in the server process: first a while
 * after start (start-up is busy enough, and a restart loop must not run the
 * job in a loop), then every 24 hours, the next run counted from the end of
 * the last so two never overlap. A failure is logged and tried again the
 * next day; the timers never keep the process alive on their own.
 * The jobs themselves are listed in src/features/jobs/daily-jobs.ts.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface DailyJob {
  /** Names the job in the log: "[audit] …". */
  name: string;
  /** What the log says failed: "retention purge", "orphan sweep". */
  what: string;
  /** Minutes after start before the first run; jobs are spread apart so they do not all start at once. */
  firstRunAfterMinutes: number;
  /** Does the work; answers the lines worth logging (none when nothing was done). */
  run(): Promise<readonly string[]>;
}

/** Runs the job once, logging its lines or its failure; never throws. */
export async function runDailyJobOnce(job: DailyJob): Promise<void> {
  try {
    for (const line of await job.run()) console.log(`[${job.name}] ${line}`);
  } catch (error) {
    console.error(`[${job.name}] ${job.what} failed: ${(error as Error)?.message ?? error}; next try in 24 h`);
  }
}

/** Schedules the job: after its first delay, then daily. */
export function scheduleDaily(job: DailyJob): void {
  const next = (delay: number) =>
    setTimeout(() => {
      void runDailyJobOnce(job).finally(() => next(DAY_MS));
    }, delay).unref();
  next(job.firstRunAfterMinutes * 60 * 1000);
}
