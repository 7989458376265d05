import { defaultOpenOptions, openDatabase, type Database, type DatabaseHandle } from "./client";
import { runMigrations } from "./migrate";

const HANDLE_KEY = Symbol.for("velvet.db.handle");
type GlobalWithDb = typeof globalThis & { [HANDLE_KEY]?: Promise<DatabaseHandle> };

/**
 * The process-wide database, opened and migrated on first use and kept on
 * globalThis so the server can close it on shutdown (`closeDatabaseHandle`) and
 * hot reloads do not open a second PGlite on the same folder.
 */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  const g = globalThis as GlobalWithDb;
  if (!g[HANDLE_KEY]) {
    g[HANDLE_KEY] = (async () => {
      const handle = await openDatabase(defaultOpenOptions());
      try {
        await runMigrations(handle);
      } catch (error) {
        await handle.close();
        throw error;
      }
      return handle;
    })();
    g[HANDLE_KEY].catch(() => {
      // Let the next request try again instead of caching a failure forever.
      delete g[HANDLE_KEY];
    });
  }
  return g[HANDLE_KEY];
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/**
 * Closes the process-wide handle if one was opened (the server's shutdown,
 * src/server/main.ts, through the app's ports). Taken off first, so nothing
 * opens the closed one again.
 */
export async function closeDatabaseHandle(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const pending = g[HANDLE_KEY];
  delete g[HANDLE_KEY];
  if (pending) await (await pending).close();
}

/** Tests and scripts install their own handle (e.g. a cloned PGlite). */
export function setDatabaseHandle(handle: DatabaseHandle): void {
  (globalThis as GlobalWithDb)[HANDLE_KEY] = Promise.resolve(handle);
}

export async function closeDatabase(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const pending = g[HANDLE_KEY];
  delete g[HANDLE_KEY];
  if (pending) await (await pending).close();
}

export type { Database, DatabaseHandle, Transaction } from "./client";
