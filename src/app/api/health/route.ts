import { connection } from "next/server";
import { sql } from "drizzle-orm";
import { getDatabaseHandle } from "@/db";
import { latestAppliedMigration } from "@/db/migrate";

/** Liveness and readiness: is the database reachable, and which migration is applied. */
export async function GET(): Promise<Response> {
  await connection();
  const headers = { "Cache-Control": "no-store" };
  try {
    const handle = await getDatabaseHandle();
    await handle.db.execute(sql`select 1`);
    const migration = await latestAppliedMigration(handle);
    return Response.json(
      {
        status: "ok",
        database: { reachable: true, driver: handle.kind },
        migration: migration ? { latest: migration.tag, hash: migration.hash, applied: migration.count } : null,
      },
      { headers },
    );
  } catch (error) {
    console.error("[health] database check failed:", (error as Error).message);
    return Response.json({ status: "error", database: { reachable: false } }, { status: 503, headers });
  }
}
