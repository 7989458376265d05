import { sql } from "drizzle-orm";
import { getDatabaseHandle } from "@/db";
import { latestAppliedMigration } from "@/db/migrate";
import { carriesFixturesToken } from "@/lib/fixtures-token";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The answer of /api/health. Anyone may ask, so it says only up or down
 * (200 `{ "status": "ok" }`, 503 `{ "status": "down" }`): no versions, driver,
 * migrations, paths or error text for a stranger to map the server with.
 * The end-to-end harness alone (a test server, VELVET_TEST_FIXTURES=1, and
 * a request carrying its token, docs/decisions/006) also learns the driver
 * and the newest applied migration, which its checks read.
 */
export async function healthResponse(requestHeaders: Headers = new Headers()): Promise<Response> {
  const details = carriesFixturesToken(requestHeaders);
  try {
    const handle = await getDatabaseHandle();
    await handle.db.execute(sql`select 1`);
    if (!details) return Response.json({ status: "ok" }, { headers: NO_STORE });
    const migration = await latestAppliedMigration(handle);
    return Response.json(
      {
        status: "ok",
        database: { reachable: true, driver: handle.kind },
        migration: migration ? { latest: migration.tag, hash: migration.hash, applied: migration.count } : null,
      },
      { headers: NO_STORE },
    );
  } catch (error) {
    // The reason goes to the log, not to the caller.
    console.error("[health] database check failed:", (error as Error).message);
    return Response.json(details ? { status: "down", database: { reachable: false } } : { status: "down" }, { status: 503, headers: NO_STORE });
  }
}
