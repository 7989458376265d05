/**
 * Checks the configuration, then opens and migrates the database when the
 * server boots, so a locked PGlite folder or an unreachable PostgreSQL is
 * reported at start-up, not on the first visitor's request; then listens for
 * table changes (from any instance) to clear caches and feed server-sent
 * events. If the database cannot be reached, the server still starts and
 * keeps trying (src/db/change-feed.ts); a malformed setting, DATABASE_URL
 * included, stops it instead (src/lib/env-schema.mjs). Also schedules the
 * daily jobs (src/features/jobs/daily-jobs.ts: the orphan media sweep, the
 * trash purge and the purges of every retention period), and hands the
 * production server (src/server/main.ts) what its layers need from the app
 * (src/server/app-ports.ts; decisions 030, 031, 032, 039, 043).
 */
export async function register(): Promise<void> {
  // Set by Next.js for each bundle it builds, not configuration: only the
  // Node.js one may open the database.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { exitOnInvalidEnv } = await import("./lib/env");
  exitOnInvalidEnv("[env]");
  // First, before the database opens: the server waits for these to listen.
  await provideServerPorts();
  // The daily sweep and purges, one list (src/features/jobs/daily-jobs.ts).
  // Media deletions wait while a backup runs (decision 055).
  const { startBackupGuards } = await import("./features/backups/server");
  startBackupGuards();
  const { scheduleDailyJobs } = await import("./features/jobs/daily-jobs");
  scheduleDailyJobs();
  const { startChangeFeed } = await import("./db/change-feed");
  await startChangeFeed();
  // The dashboard's cache operations reach this instance, and it reports its caches (decision 052).
  const { startCacheOperationFeed } = await import("./features/cache/feed");
  await startCacheOperationFeed();
  // Bulk Image Migration's jobs: one this server held before a restart carries on now (decision 051).
  const { startMigrationRunner } = await import("./features/media/migration/runner");
  startMigrationRunner();
}

/** The server's layers reach the database, the caches and better-auth through these, handed over once. */
async function provideServerPorts(): Promise<void> {
  const [{ provideAppPorts }, redirects, notFound, pageViews, access, cache, auth, db] = await Promise.all([
    import("./server/app-ports"),
    import("./features/seo/redirects/store"),
    import("./features/seo/not-found/store"),
    import("./features/seo/performance/store"),
    import("./features/access/access-class-store"),
    import("./lib/cache"),
    import("./features/auth/auth"),
    import("./db"),
  ]);
  provideAppPorts({
    redirects: redirects.redirectRuleSource(),
    notFound: notFound.notFoundStore(),
    pageViews: pageViews.pageViewStore(),
    accessClass: access.accessClassStore(),
    cacheEpoch: cache.cacheEpoch,
    accountEpoch: cache.accountEpoch,
    settleBackgroundTasks: auth.waitForAuthBackgroundTasks,
    closeDatabase: db.closeDatabaseHandle,
  });
}
