/**
 * Checks the configuration, then opens and migrates the database when the
 * server boots, so a locked PGlite folder or an unreachable PostgreSQL is
 * reported at start-up, not on the first visitor's request; then listens for
 * table changes (from any instance) to clear caches and feed server-sent
 * events. If the database cannot be reached, the server still starts and
 * keeps trying (src/db/change-feed.ts); a malformed setting, DATABASE_URL
 * included, stops it instead (src/lib/env-schema.mjs). Also schedules the
 * daily sweep of orphan media files, the daily purge of expired audit
 * entries, the daily purge of models 30 days in the trash and the daily
 * purge of rejected applications past their retention period, of 404
 * entries not seen within theirs and of page views past theirs, and hands
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
  const { scheduleOrphanSweeps } = await import("./features/media/sweep-schedule");
  scheduleOrphanSweeps();
  const { scheduleAuditPurges } = await import("./features/audit/retention-schedule");
  scheduleAuditPurges();
  const { scheduleTrashPurges } = await import("./features/models/trash/purge-schedule");
  scheduleTrashPurges();
  const { scheduleApplicationPurges } = await import("./features/applications/retention-schedule");
  scheduleApplicationPurges();
  const { scheduleNotFoundPurges } = await import("./features/seo/not-found/retention-schedule");
  scheduleNotFoundPurges();
  const { schedulePageViewPurges } = await import("./features/seo/performance/retention-schedule");
  schedulePageViewPurges();
  await startChangeFeed();
}
