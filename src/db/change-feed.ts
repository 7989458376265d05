/**
 * The process's feed of table changes: one LISTEN on the database (from any
 * instance's writes) that clears this process's caches and tells the
 * server-sent-event streams (src/lib/changes.ts). Started once at boot by
 * src/instrumentation.ts.
 *
 * A database that cannot be reached at boot does not stop the server: it
 * says so, pages answer with the error page meanwhile, and the feed keeps
 * trying until the database answers. A failed boot hook would instead leave
 * Next.js answering every request with a bare 500 until restarted.
 */
import { getDatabaseHandle } from "@/db";
import { CHANGES_CHANNEL, clearAllLocally, handleChangeNotification, isAccountTable } from "@/lib/cache";
import { ANY_TABLE, emitTableChange } from "@/lib/changes";

const RETRY_MS = 5_000;

/** Resolves once the feed is listening, or once the first failure is reported (it then keeps trying). */
export async function startChangeFeed(retryMs = RETRY_MS): Promise<void> {
  try {
    await listenForChanges();
  } catch (error) {
    console.error(
      `[db] the database cannot be opened: ${reasonOf(error)}. ` +
        `Pages answer with an error page until it can; trying again every ${retryMs / 1000} s.`,
    );
    retryUntilListening(retryMs);
  }
}

/** The driver's own words (e.g. "connect ECONNREFUSED 127.0.0.1:5432"), not drizzle's wrapper around them. */
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof Error && cause.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

async function listenForChanges(): Promise<void> {
  const handle = await getDatabaseHandle();
  await handle.listen(
    CHANGES_CHANNEL,
    (table) => {
      handleChangeNotification(table);
      // Accounts are nobody else's business: open pages hear only of what they show.
      if (!isAccountTable(table)) emitTableChange(table);
    },
    {
      // Changes made while the connection was down were not announced.
      onResume: () => {
        clearAllLocally();
        emitTableChange(ANY_TABLE);
      },
    },
  );
}

function retryUntilListening(retryMs: number): void {
  setTimeout(() => {
    listenForChanges().then(
      () => {
        // Requests may have cached reads before changes were being announced.
        clearAllLocally();
        console.log("[db] the database is reachable; listening for changes");
      },
      () => retryUntilListening(retryMs),
    );
  }, retryMs).unref();
}
