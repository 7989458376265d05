/**
 * Opens and migrates the database when the server boots, so a locked PGlite
 * folder or an unreachable PostgreSQL is reported at start-up, not on the
 * first visitor's request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDatabaseHandle } = await import("./db");
  await getDatabaseHandle();
}
