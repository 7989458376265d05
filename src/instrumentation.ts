/**
 * Opens and migrates the database when the server boots, so a locked PGlite
 * folder or an unreachable PostgreSQL is reported at start-up, not on the
 * first visitor's request; then listens for table changes (from any instance)
 * to clear caches and feed server-sent events.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDatabaseHandle } = await import("./db");
  const { CHANGES_CHANNEL, handleChangeNotification } = await import("./lib/cache");
  const { emitTableChange } = await import("./lib/changes");
  const handle = await getDatabaseHandle();
  await handle.listen(CHANGES_CHANNEL, (table) => {
    handleChangeNotification(table);
    emitTableChange(table);
  });
}
