/** Applies pending migrations and exits (the server also does this at start-up). */
import { closeDatabase, getDatabaseHandle } from "../src/db";
import { latestAppliedMigration } from "../src/db/migrate";

getDatabaseHandle()
  .then(async (handle) => {
    const latest = await latestAppliedMigration(handle);
    console.log(`[migrate] ${latest?.count ?? 0} migrations applied (newest ${latest?.hash.slice(0, 12) ?? "none"})`);
    await closeDatabase();
  })
  .catch(async (error: unknown) => {
    console.error(`[migrate] failed: ${error instanceof Error ? error.message : String(error)}`);
    await closeDatabase().catch(() => undefined);
    process.exit(1);
  });
