/**
 * Opens and migrates the database when the server boots, so a locked PGlite
 * folder or an unreachable PostgreSQL is reported at start-up, not on the
 * first visitor's request; then listens for table changes (from any instance)
 * to clear caches and feed server-sent events. If the database cannot be
 * reached, the server still starts and keeps trying (src/lib/change-feed.ts).
 * Also schedules the daily sweep of orphan media files.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startChangeFeed } = await import("./lib/change-feed");
  const { scheduleOrphanSweeps } = await import("./features/media/sweep-schedule");
  scheduleOrphanSweeps();
  await startChangeFeed();
}
