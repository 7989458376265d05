import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { sql } from "drizzle-orm";
import { dataDir, getEnv } from "../lib/env";
import { acquireDataDirLock, type DataDirLock } from "./lock";
import { listenWithReconnect, type ListenOptions } from "./postgres-listener";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One type for both drivers: the queries we write are plain PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** What the handle was opened on, for tools that need the connection itself (backups: src/features/backups). */
  source: { kind: "postgres"; url: string } | { kind: "pglite"; pglite: PGlite; dataDir: string | null };
  /**
   * Runs a callback for every NOTIFY on `channel`; returns an unsubscribe
   * function. On PostgreSQL a lost connection is re-established and
   * `options.onResume` runs (src/db/postgres-listener.ts); PGlite runs in
   * this process and cannot lose it.
   */
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
  /** NOTIFY on a channel (delivered to every instance's listeners after commit). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Runs `work` while no other process runs work under the same `name`: on
   * PostgreSQL a session advisory lock, which a second instance waits for
   * (two instances starting together must not both apply a migration), and
   * `work` is given the locked connection, so it needs no other from the
   * pool; PGlite is one process per folder already (its lock file).
   */
  exclusively<T>(name: string, work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type OpenOptions =
  | { kind: "postgres"; url: string; max?: number }
  | { kind: "pglite"; dataDir?: string; pglite?: PGlite };

/** Opens PGlite on a folder (with a lock), an in-memory/given PGlite, or a pg pool. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") return openPostgres(options.url, options.max);
  return openPglite(options);
}

async function openPostgres(url: string, max = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // A dropped connection must not crash the process; the pool reconnects on the next query.
  pool.on("error", (err) => console.error("[db] idle PostgreSQL client error:", err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  // Each listener holds a client for good, and pool.end() waits for every client to come back.
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: "postgres",
    source: { kind: "postgres", url },
    async listen(channel, onPayload, options) {
      const stop = await listenWithReconnect(pool, channel, onPayload, options);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    notify: (channel, payload) => notifyWith(db, channel, payload),
    exclusively: (name, work) => holdingAdvisoryLock(pool, name, work),
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      listeners.clear();
      await pool.end();
    },
  };
}

async function openPglite(options: { dataDir?: string; pglite?: PGlite }): Promise<DatabaseHandle> {
  let lock: DataDirLock | undefined;
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) {
      fs.mkdirSync(options.dataDir, { recursive: true });
      lock = acquireDataDirLock(options.dataDir);
    }
    try {
      client = new PGlite(options.dataDir);
      await client.waitReady;
    } catch (error) {
      lock?.release();
      throw error;
    }
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "pglite",
    source: { kind: "pglite", pglite, dataDir: options.dataDir ?? null },
    async listen(channel, onPayload) {
      return pglite.listen(channel, onPayload);
    },
    notify: (channel, payload) => notifyWith(db, channel, payload),
    exclusively: (_name, work) => work(db),
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * `work` under a PostgreSQL advisory lock named `name`, on the one pooled
 * connection that holds it (a pool of one would otherwise wait for itself).
 * The lock goes with that connection's session, so a process that dies
 * holding it frees it.
 */
async function holdingAdvisoryLock<T>(pool: pg.Pool, name: string, work: (db: Database) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("select pg_advisory_lock(hashtext($1))", [name]);
    return await work(drizzlePg(client, { schema }) as unknown as Database);
  } finally {
    // Unlocked before the connection goes back to the pool; one that cannot say so is discarded (and the lock with it).
    await client.query("select pg_advisory_unlock(hashtext($1))", [name]).catch((error: Error) => {
      broken = error;
    });
    client.release(broken);
  }
}

async function notifyWith(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Where the embedded database lives unless DATABASE_URL is set. */
export function pgliteDataDir(): string {
  return path.join(dataDir(), "pglite");
}

export function defaultOpenOptions(): OpenOptions {
  const url = getEnv().DATABASE_URL;
  return url ? { kind: "postgres", url } : { kind: "pglite", dataDir: pgliteDataDir() };
}
