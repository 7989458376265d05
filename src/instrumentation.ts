/**
 * Checks the configuration, then opens and migrates the database when the
 * server boots, so a locked PGlite folder or an unreachable PostgreSQL is
 * reported at start-up, not on the first visitor's request; then listens for
 * table changes (from any instance) to clear caches and feed server-sent
 * events. If the database cannot be reached, the server still starts and
 * keeps trying (src/db/change-feed.ts); a malformed setting, DATABASE_URL
 * included, stops it instead (src/lib/env-schema.mjs). Also schedules the
 * daily jobs (src/features/jobs/daily-jobs.ts: the orphan media sweep, the
 * trash purge and the purges of every retention period), and hands
 * the server's redirect, 404-monitor and page-view layers their database
 * access (decisions 030, 031, 032, 039).
 */
export async function register(): Promise<void> {
  // Set by Next.js for each bundle it builds, not configuration: only the
  // Node.js one may open the database.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { exitOnInvalidEnv } = await import("./lib/env");
  exitOnInvalidEnv("[env]");
  const { startChangeFeed } = await import("./db/change-feed");
  // Before the server takes requests: its redirect layer reads the rules through it.
  const { registerRedirectStore } = await import("./features/seo/redirects/store");
  registerRedirectStore();
  const { registerNotFoundStore } = await import("./features/seo/not-found/store");
  registerNotFoundStore();
  // The page-view layer counts through it (decision 032).
  const { registerPageViewStore } = await import("./features/seo/performance/store");
  registerPageViewStore();
  // The access-class layer asks through it which class a session is (decision 039).
  const { registerAccessClassStore } = await import("./features/access/access-class-store");
  registerAccessClassStore();
  // The daily sweep and purges, one list (src/features/jobs/daily-jobs.ts).
  const { scheduleDailyJobs } = await import("./features/jobs/daily-jobs");
  scheduleDailyJobs();
  await startChangeFeed();
}
