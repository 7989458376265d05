/**
 * The PostgreSQL change listener survives a lost connection
 * (src/db/postgres-listener.ts: losing the PostgreSQL connection
 * does not crash the process). Needs PostgreSQL: runs in the PostgreSQL pass.
 */
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { listenWithReconnect } from "@/db/postgres-listener";
import { allowConsoleError } from "../setup/console";

const url = process.env.TEST_DATABASE_URL;
const pool = url ? new pg.Pool({ connectionString: url, max: 4 }) : undefined;
pool?.on("error", () => undefined);

afterAll(async () => {
  await pool?.end();
});

async function listeningBackends(channel: string): Promise<number[]> {
  const result = await pool!.query<{ pid: number }>(
    "select pid from pg_stat_activity where query = $1 and pid <> pg_backend_pid()",
    [`LISTEN ${pg.escapeIdentifier(channel)}`],
  );
  return result.rows.map((row) => row.pid);
}

describe.skipIf(!url)("PostgreSQL change listener", () => {
  it("listens again after its connection is killed, says it may have missed changes, and stops when asked", async () => {
    allowConsoleError(/lost the connection listening/);
    const channel = `velvet_listener_${process.pid}_${Date.now()}`;
    const received: string[] = [];
    let resumed = 0;
    const unlisten = await listenWithReconnect(pool!, channel, (payload) => received.push(payload), {
      onResume: () => resumed++,
      retryDelayMs: () => 50,
    });
    const notify = (payload: string) => pool!.query("select pg_notify($1, $2)", [channel, payload]);

    await notify("before");
    await expect.poll(() => received).toEqual(["before"]);

    // An administrator (or a restart) ends the listening session.
    const [backend] = await listeningBackends(channel);
    expect(backend).toBeGreaterThan(0);
    await pool!.query("select pg_terminate_backend($1)", [backend]);

    await expect.poll(() => resumed, { timeout: 10_000 }).toBe(1);
    const [replacement] = await listeningBackends(channel);
    expect(replacement).toBeGreaterThan(0);
    expect(replacement).not.toBe(backend);
    await notify("after");
    await expect.poll(() => received).toEqual(["before", "after"]);

    await unlisten();
    expect(await listeningBackends(channel)).toEqual([]);
    await notify("ignored");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual(["before", "after"]);
  });

  it("lets the database close while a listener holds its connection (the server's SIGTERM waits for this)", async () => {
    const handle = await openDatabase({ kind: "postgres", url: url!, max: 2 });
    await handle.listen(`velvet_close_${process.pid}`, () => undefined);
    const outcome = await Promise.race([
      handle.close().then(() => "closed"),
      new Promise((resolve) => setTimeout(() => resolve("still waiting after 5 s"), 5_000)),
    ]);
    expect(outcome).toBe("closed");
  });

  it("throws to the caller when the first connection cannot be made", async () => {
    const unreachable = new pg.Pool({ connectionString: "postgres://nobody:nothing@127.0.0.1:1/none", connectionTimeoutMillis: 2_000 });
    unreachable.on("error", () => undefined);
    try {
      await expect(listenWithReconnect(unreachable, "velvet_unreachable", () => undefined)).rejects.toThrow();
    } finally {
      await unreachable.end();
    }
  });
});
